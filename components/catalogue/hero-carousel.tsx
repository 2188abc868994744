import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { playAheadId } from '@/components/player/play-ahead';
import type { CarouselSlide } from '@/contract/schemas/catalogue';
import { contentLink } from '@/lib/links';
import { CarouselControls } from './carousel-controls';
import styles from './hero.module.css';
import { ArtImage } from '@/components/ui/art-image';

/**
 * A 16:9 backdrop covering a slide as wide as the screen and at least 320 px tall (hero.module.css):
 * 569 px wide on a phone, the screen's width from there on.
 */
const BACKDROP_SIZES = '(max-width: 569px) 569px, 100vw';

/** The home page's hero: every slide is in the HTML; a tiny client part adds arrows and auto-advance. */
export function HeroCarousel({ slides }: { slides: CarouselSlide[] }) {
  const t = useTranslations('browse');
  if (slides.length === 0) return null;
  return (
    <section className={styles.hero} aria-roledescription={t('hero.carouselRole')} aria-label={t('hero.label')}>
      <ul className={styles.track} id="hero-track">
        {slides.map((slide, index) => (
          <li
            key={slide.asset_id}
            className={styles.slide}
            aria-roledescription={t('hero.slideRole')}
            aria-label={t('hero.slide', { index: index + 1, count: slides.length })}
          >
            {slide.images.banner ? (
              <ArtImage
                className={styles.backdrop}
                src={slide.images.banner}
                sizes={BACKDROP_SIZES}
                alt=""
                // the first slide's backdrop is the page's largest paint
                lead={index === 0}
              />
            ) : null}
            <div className={styles.copy}>
              <p className={styles.kicker}>
                {slide.asset_type === 'TV SHOWS'
                  ? t('hero.tvShow')
                  : slide.asset_type === 'ORIGINAL'
                    ? t('hero.original')
                    : t('hero.movie')}
              </p>
              <h2 className={styles.title}>{slide.asset_title}</h2>
              {slide.tagline ? <p className={styles.tagline}>{slide.tagline}</p> : null}
              <Link href={contentLink(slide)} className={styles.cta} prefetch={false} data-play={playAheadId(slide)}>
                {t.rich('hero.watchNow', {
                  title: slide.asset_title,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <CarouselControls trackId="hero-track" count={slides.length} />
    </section>
  );
}
