'use server';

import { PLAYLIST_ROWS_DEFAULT } from '@/contract/constants';
import { LANDING_PAGES, renderLandingRows, type LandingPageName, type LandingRows } from './landing-rows';

/**
 * The next page of a landing page's rows (spec 001 §9: 5 rows a page), rendered on the server for
 * the rows loaded as the visitor scrolls. A server function is a public endpoint: its arguments
 * are checked like a request's.
 */
export async function loadLandingRows(page: LandingPageName, start: number): Promise<LandingRows> {
  if (!LANDING_PAGES.includes(page) || !Number.isInteger(start) || start < 0 || start > 1000) {
    throw new Error('Unknown landing page or row.');
  }
  return renderLandingRows(page, start, PLAYLIST_ROWS_DEFAULT);
}
