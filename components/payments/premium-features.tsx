import { useTranslations } from 'next-intl';
import { PREMIUM_FEATURES_PER_PAGE } from '@/lib/payment-rules';
import { FeatureControls } from './feature-controls';
import styles from './payments.module.css';

// The premium-features carousel of the purchase page: 2.5 cards per page (spec 001 §9), rendered on
// the server; only the previous/next buttons are client code.

/** spec 001 §1 and spec 000 §1: what premium gives (title and text: keys of the payments messages). */
export const PREMIUM_FEATURES = [
  { icon: '⏵', title: 'premiumFeatures.noAdsTitle', text: 'premiumFeatures.noAdsText' },
  { icon: '⬇', title: 'premiumFeatures.downloadsTitle', text: 'premiumFeatures.downloadsText' },
  { icon: '★', title: 'premiumFeatures.libraryTitle', text: 'premiumFeatures.libraryText' },
  { icon: '▣', title: 'premiumFeatures.devicesTitle', text: 'premiumFeatures.devicesText' },
  { icon: '✓', title: 'premiumFeatures.plansTitle', text: 'premiumFeatures.plansText' },
] as const;

export function PremiumFeatures() {
  const t = useTranslations('payments');
  const trackId = 'premium-features-track';
  return (
    <section className={styles.features} aria-labelledby="premium-features-heading">
      <h2 id="premium-features-heading">{t('premiumFeatures.heading')}</h2>
      <ul
        id={trackId}
        className={styles.featuresTrack}
        style={{ ['--per-page' as string]: PREMIUM_FEATURES_PER_PAGE }}
        tabIndex={0}
        aria-label={t('premiumFeatures.label')}
      >
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className={styles.featureTitle}>{t(feature.title)}</h3>
            <p className={styles.featureText}>{t(feature.text)}</p>
          </li>
        ))}
      </ul>
      <FeatureControls trackId={trackId} />
    </section>
  );
}
