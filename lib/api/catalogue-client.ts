import type { PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { get } from '@/lib/api/lazy-client';
import { pageRowsQuery } from '@/lib/api/page-rows';

// Browser calls of the catalogue (spec 001 §7): a landing page's further rows, asked for as the
// visitor scrolls. The axios client loads with the first call.

// GET /api/v2/catalog/playlists-all
export async function fetchPageRows(page: string, start: number, rows: number, contentLimit: number): Promise<PlaylistsAllResponse> {
  return get<PlaylistsAllResponse>('/api/v2/catalog/playlists-all', { params: pageRowsQuery(page, start, rows, contentLimit) });
}
