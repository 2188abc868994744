import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { EditorialPlaylist, PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { playlistLink } from '@/lib/links';
import { CatalogueCard, cardShape } from './catalogue-card';
import styles from './catalogue.module.css';

/** The cards of a row a phone shows without scrolling. */
const CARDS_ON_A_PHONE = 3;
/** The cards of a row on screen at load on a wide screen. */
const CARDS_ON_SCREEN = 6;

/** A page of a landing page's rows, drawn. */
export interface LandingRows {
  rows: ReactNode[];
  /** Where the next page of rows starts, or null after the last row. */
  next: number | null;
}

/**
 * Rows `start` on of a landing page, drawn from the origin's answer (on the server for the first
 * rows, in the browser for those loaded as the visitor scrolls); rows before `eagerRows` load their
 * artwork at once, and with `lead` (no hero above them) they make the first screen and the first
 * row's first card is the page's largest paint.
 */
export function landingRows(
  answer: PlaylistsAllResponse,
  start: number,
  { eagerRows = 0, lead = false, crawler = false }: { eagerRows?: number; lead?: boolean; crawler?: boolean } = {},
): LandingRows {
  const end = start + answer.data.length;
  return {
    rows: answer.data.map((playlist, index) => (
      <PlaylistRow
        key={playlist.playlist_id}
        playlist={playlist}
        eager={start + index < eagerRows}
        lead={lead && index === 0}
        firstScreen={lead && start + index < eagerRows}
        crawler={crawler}
      />
    )),
    next: answer.data.length > 0 && end < answer.total ? end : null,
  };
}

/**
 * One editorial row: a heading with a See all link and a horizontally scrolling list of cards.
 * `eager`: the row is on screen at load; `lead`: its first card is the page's largest paint;
 * `firstScreen`: with no hero above, its first cards make the first screen. Cards of the same
 * size are equal candidates for the largest paint (a fraction of a pixel decides), so all of them
 * are fetched at high priority, ahead of the scripts, not only the preloaded first.
 */
export function PlaylistRow({
  playlist,
  eager = false,
  lead = false,
  firstScreen = false,
  crawler = false,
}: {
  playlist: EditorialPlaylist;
  eager?: boolean;
  lead?: boolean;
  firstScreen?: boolean;
  crawler?: boolean;
}) {
  const t = useTranslations('browse');
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
            {t.rich('playlistRow.seeAll', {
              title: playlist.title,
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
          </Link>
        ) : null}
      </div>
      <ul className={styles.rail}>
        {playlist.contents.map((item, index) => (
          <li key={`${item.asset_id}-${item.content_id ?? 0}`}>
            <CatalogueCard
              item={item}
              shape={shape}
              eager={eager && index < CARDS_ON_SCREEN}
              lead={lead && index === 0}
              urgent={firstScreen && index < CARDS_ON_A_PHONE}
              crawler={crawler}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
