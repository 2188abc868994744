import type {
  FavouritesResponse,
  PlaylistGroups,
  PlaylistResponse,
  PlaylistSaveBody,
  PlaylistSaved,
  WatchlistResponse,
} from '@/contract/schemas/library';
import type { z } from 'zod';
import { client } from '@/lib/api/lazy-client';

// Browser calls of spec 001 §7 "User lists" (watchlist, favourites, user playlists), through the
// BFF. The axios client loads with the first call, keeping it out of a page's first load.

export type WatchlistAnswer = z.infer<typeof WatchlistResponse>;
export type FavouritesAnswer = z.infer<typeof FavouritesResponse>;
export type PlaylistGroupsAnswer = z.infer<typeof PlaylistGroups>;
export type UserPlaylistDetail = z.infer<typeof PlaylistResponse>['data'];
export type PlaylistSavedAnswer = z.infer<typeof PlaylistSaved>;

/** spec 001 §3 playlist save payload (is_public: the public-profile flag). */
export type PlaylistSavePayload = z.input<typeof PlaylistSaveBody>;

/** spec 001 §9: a playlist fetched to be saved again reads up to 10,000 rows. */
export const SAVE_FETCH_ROWS = 10_000;

// GET /api/v2/secured/user/watchlists – img_quality=1 and optional tab
export async function fetchWatchlist(imgQuality = 1): Promise<WatchlistAnswer> {
  return (
    await (
      await client()
    ).get<WatchlistAnswer>('/api/v2/secured/user/watchlists', { params: { img_quality: imgQuality }, withoutCountry: true })
  ).data;
}

// POST /api/v2/secured/user/watchlists – body {asset_id, content_id?}
export async function addToWatchlist(assetId: number, contentId?: number | null): Promise<string> {
  const body = contentId ? { asset_id: assetId, content_id: contentId } : { asset_id: assetId };
  return (await (await client()).post<{ message: string }>('/api/v2/secured/user/watchlists', body, { withoutCountry: true })).data.message;
}

// DELETE /api/v2/secured/user/watchlist/{id}
export async function removeFromWatchlist(assetId: number, contentId?: number | null): Promise<string> {
  const params = contentId ? { content_id: contentId } : undefined;
  return (await (await client()).delete<{ message: string }>(`/api/v2/secured/user/watchlist/${assetId}`, { params, withoutCountry: true }))
    .data.message;
}

// GET /api/v2/secured/user/favorite
export async function fetchFavourites(imgQuality = 1): Promise<FavouritesAnswer> {
  return (
    await (
      await client()
    ).get<FavouritesAnswer>('/api/v2/secured/user/favorite', { params: { img_quality: imgQuality }, withoutCountry: true })
  ).data;
}

/** spec 001 §3 "Favourite": asset_id, content_id, user_playlist. */
export interface FavouriteData {
  asset_id: number;
  content_id: number;
  user_playlist?: number | null;
}

// PUT or DELETE /api/v2/secured/user/favorite – answers the status word 'added' or 'removed'
export async function setFavourite(data: FavouriteData, favourite: boolean): Promise<{ status: 'added' | 'removed'; message: string }> {
  const api = await client();
  const body = favourite ? data : { asset_id: data.asset_id, content_id: data.content_id };
  const response = favourite
    ? await api.put<{ status: 'added' | 'removed'; message: string }>('/api/v2/secured/user/favorite', body, { withoutCountry: true })
    : await api.delete<{ status: 'added' | 'removed'; message: string }>('/api/v2/secured/user/favorite', {
        data: body,
        withoutCountry: true,
      });
  return response.data;
}

// GET /api/v2/secured/user/playlists – query audio_only or video_only
export async function fetchPlaylists(only?: 'audio' | 'video'): Promise<PlaylistGroupsAnswer> {
  const params = only ? { [`${only}_only`]: true } : undefined;
  return (await (await client()).get<{ data: PlaylistGroupsAnswer }>('/api/v2/secured/user/playlists', { params, withoutCountry: true }))
    .data.data;
}

// GET /api/v2/secured/user/playlist/{id} – optional username; rows up to 10,000 to save it again
export async function fetchPlaylist(id: number, rows = SAVE_FETCH_ROWS): Promise<UserPlaylistDetail> {
  const params = { rows, img_quality: 1 };
  return (await (await client()).get<{ data: UserPlaylistDetail }>(`/api/v2/secured/user/playlist/${id}`, { params, withoutCountry: true }))
    .data.data;
}

// PUT /api/v2/secured/user/playlist[/{playlistId}] – body is the playlist save payload
export async function savePlaylist(payload: PlaylistSavePayload): Promise<PlaylistSavedAnswer> {
  const path = payload.playlistId ? `/api/v2/secured/user/playlist/${payload.playlistId}` : '/api/v2/secured/user/playlist';
  return (await (await client()).put<PlaylistSavedAnswer>(path, payload, { withoutCountry: true })).data;
}
