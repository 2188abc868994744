import Link from 'next/link';
import type { EditorialPlaylist } from '@/contract/schemas/catalogue';
import { playlistLink } from '@/lib/links';
import { CatalogueCard, cardShape } from './catalogue-card';
import styles from './catalogue.module.css';

/**
 * One editorial row: a heading with a See all link and a horizontally scrolling list of cards.
 * `eager`: the row is on screen at load; `lead`: its first card is the page's largest paint.
 */
export function PlaylistRow({ playlist, eager = false, lead = false }: { playlist: EditorialPlaylist; eager?: boolean; lead?: boolean }) {
  if (playlist.contents.length === 0) return null;
  const shape = cardShape(playlist.display);
  const headingId = `row-${playlist.playlist_id}`;
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.rowHeader}>
        <h2 id={headingId} className={styles.rowTitle}>
          {playlist.title}
        </h2>
        {playlist.total > playlist.contents.length ? (
          <Link href={playlistLink(playlist.playlist_id, playlist.title)} className={styles.seeAll} prefetch={false}>
            See all<span className="visually-hidden"> {playlist.title}</span>
          </Link>
        ) : null}
      </div>
      <ul className={styles.rail}>
        {playlist.contents.map((item, index) => (
          <li key={`${item.asset_id}-${item.content_id ?? 0}`}>
            <CatalogueCard item={item} shape={shape} eager={eager && index < 6} lead={lead && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
