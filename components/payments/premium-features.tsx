import { PREMIUM_FEATURES_PER_PAGE } from '@/lib/payment-rules';
import { FeatureControls } from './feature-controls';
import styles from './payments.module.css';

// The premium-features carousel of the purchase page: 2.5 cards per page (spec 001 §9), rendered on
// the server; only the previous/next buttons are client code.

/** spec 001 §1 and spec 000 §1: what premium gives. */
export const PREMIUM_FEATURES = [
  { icon: '⏵', title: 'No ad breaks', text: 'Every film, show and song plays without interruptions.' },
  { icon: '⬇', title: 'Downloads', text: 'Save titles and watch them offline.' },
  { icon: '★', title: 'The largest library of Bollywood content', text: 'Over 11,000 HD titles: films, TV shows, originals and music.' },
  { icon: '▣', title: 'Watch on any device', text: 'Phone, tablet, computer or TV, with one account.' },
  { icon: '✓', title: 'Simple plans', text: 'One price, everything included, and you can cancel at any time.' },
] as const;

export function PremiumFeatures() {
  const trackId = 'premium-features-track';
  return (
    <section className={styles.features} aria-labelledby="premium-features-heading">
      <h2 id="premium-features-heading">Why go Premium</h2>
      <ul
        id={trackId}
        className={styles.featuresTrack}
        style={{ ['--per-page' as string]: PREMIUM_FEATURES_PER_PAGE }}
        tabIndex={0}
        aria-label="Premium features"
      >
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.featureText}>{feature.text}</p>
          </li>
        ))}
      </ul>
      <FeatureControls trackId={trackId} />
    </section>
  );
}
