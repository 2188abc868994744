import Link from 'next/link';
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
  if (slides.length === 0) return null;
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Featured">
      <ul className={styles.track} id="hero-track">
        {slides.map((slide, index) => (
          <li key={slide.asset_id} className={styles.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
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
                {slide.asset_type === 'TV SHOWS' ? 'TV Show' : slide.asset_type === 'ORIGINAL' ? 'Chalchitra Original' : 'Movie'}
              </p>
              <h2 className={styles.title}>{slide.asset_title}</h2>
              {slide.tagline ? <p className={styles.tagline}>{slide.tagline}</p> : null}
              <Link href={contentLink(slide)} className={styles.cta} prefetch={false} data-play={playAheadId(slide)}>
                Watch now<span className="visually-hidden">: {slide.asset_title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <CarouselControls trackId="hero-track" count={slides.length} />
    </section>
  );
}
