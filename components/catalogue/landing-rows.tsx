import type { ReactNode } from 'react';
import { getPageRows } from '@/lib/api/catalogue';
import { PlaylistRow } from './playlist-row';

/** The pages drawn by LandingPage: the `page` of GET /api/v2/catalog/playlists-all. */
export const LANDING_PAGES = ['home', 'movies', 'originals', 'quickie', 'tv', 'music'] as const;
export type LandingPageName = (typeof LANDING_PAGES)[number];

export interface LandingRows {
  rows: ReactNode[];
  /** Where the next page of rows starts, or null after the last row. */
  next: number | null;
}

/**
 * Rows `start` to `start + rows` of a landing page; rows before `eagerRows` load their artwork at
 * once, and with `lead` (no hero above them) they make the first screen and the first row's first
 * card is the page's largest paint.
 */
export async function renderLandingRows(
  page: LandingPageName,
  start: number,
  rows: number,
  { eagerRows = 0, lead = false }: { eagerRows?: number; lead?: boolean } = {},
): Promise<LandingRows> {
  const answer = await getPageRows(page, start, rows);
  const end = start + answer.data.length;
  return {
    rows: answer.data.map((playlist, index) => (
      <PlaylistRow
        key={playlist.playlist_id}
        playlist={playlist}
        eager={start + index < eagerRows}
        lead={lead && index === 0}
        firstScreen={lead && start + index < eagerRows}
      />
    )),
    next: answer.data.length > 0 && end < answer.total ? end : null,
  };
}
