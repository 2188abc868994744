import { getPageRows } from '@/lib/api/catalogue';
import { landingRows, type LandingRows } from './playlist-row';

/** The pages drawn by LandingPage: the `page` of GET /api/v2/catalog/playlists-all. */
export const LANDING_PAGES = ['home', 'movies', 'originals', 'quickie', 'tv', 'music'] as const;
export type LandingPageName = (typeof LANDING_PAGES)[number];

/** Rows `start` to `start + rows` of a landing page, drawn on the server (landingRows). */
export async function renderLandingRows(
  page: LandingPageName,
  start: number,
  rows: number,
  options: Parameters<typeof landingRows>[2] = {},
): Promise<LandingRows> {
  return landingRows(await getPageRows(page, start, rows), start, options);
}
