import { Suspense } from 'react';
import { getCarousel, getPageRows } from '@/lib/api/catalogue';
import { PLAYLIST_ROWS_SERVER } from '@/lib/constants';
import { HeroCarousel } from './hero-carousel';
import { PlaylistRow } from './playlist-row';
import { RowsSkeleton } from './rows-skeleton';
import styles from './landing.module.css';

/** Rows after the first ones stream in on the same response, so the first screen is not held up. */
const MORE_ROWS = 30;

/** A landing page (home, movies, originals, quickie, TV): hero carousel and editorial rows. */
export async function LandingPage({ page, heading, withCarousel = true }: { page: string; heading: string; withCarousel?: boolean }) {
  const [slides, first] = await Promise.all([
    withCarousel ? getCarousel() : Promise.resolve([]),
    getPageRows(page, 0, PLAYLIST_ROWS_SERVER),
  ]);
  return (
    <div className={styles.landing}>
      <h1 className="visually-hidden">{heading}</h1>
      <HeroCarousel slides={slides} />
      {slides.length === 0 ? <div className={styles.spacer} /> : null}
      {first.data.map((playlist, index) => (
        <PlaylistRow key={playlist.playlist_id} playlist={playlist} eager={index === 0} />
      ))}
      {first.total > PLAYLIST_ROWS_SERVER ? (
        <Suspense fallback={<RowsSkeleton count={3} />}>
          <MoreRows page={page} />
        </Suspense>
      ) : null}
    </div>
  );
}

async function MoreRows({ page }: { page: string }) {
  const rest = await getPageRows(page, PLAYLIST_ROWS_SERVER, MORE_ROWS);
  return rest.data.map((playlist) => <PlaylistRow key={playlist.playlist_id} playlist={playlist} />);
}
