import { getCarousel, getPageRows } from '@/lib/api/catalogue';
import { getContinueWatching } from '@/lib/api/playback';
import { getSession } from '@/lib/session';
import { ContinueWatchingRow } from './continue-watching-row';
import { HeroCarousel } from './hero-carousel';
import { PlaylistRow } from './playlist-row';
import styles from './landing.module.css';

/**
 * Rows a landing page renders. Every row is in the first response, not streamed: streamed parts
 * stay hidden for visitors and crawlers without JavaScript.
 */
const PAGE_ROWS = 30;

/** A landing page (home, movies, originals, quickie, TV): hero carousel and editorial rows. */
export async function LandingPage({ page, heading, withCarousel = true }: { page: string; heading: string; withCarousel?: boolean }) {
  const session = await getSession();
  const [slides, rows, continueWatching] = await Promise.all([
    withCarousel ? getCarousel() : Promise.resolve([]),
    getPageRows(page, 0, PAGE_ROWS),
    // the home page opens with the signed-in viewer's unfinished titles
    page === 'home' && session.user ? getContinueWatching() : Promise.resolve([]),
  ]);
  // the rows a phone shows without scrolling load their artwork at once (one under a hero, two without)
  const eagerRows = slides.length > 0 ? 1 : 2;
  return (
    <div className={styles.landing}>
      <h1 className="visually-hidden">{heading}</h1>
      <HeroCarousel slides={slides} />
      {slides.length === 0 ? <div className={styles.spacer} /> : null}
      <ContinueWatchingRow items={continueWatching} />
      {rows.data.map((playlist, index) => (
        <PlaylistRow key={playlist.playlist_id} playlist={playlist} eager={index < eagerRows} />
      ))}
    </div>
  );
}
