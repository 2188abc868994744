import type {
  FavouriteStatus,
  FavouritesResponse,
  PlaylistGroups,
  PlaylistResponse,
  PlaylistSaveBody,
  PlaylistSaved,
  WatchlistRemoved,
  WatchlistResponse,
  WatchlistSaved,
} from '@/contract/schemas/library';
import type { z } from 'zod';
import { del, get, post, put } from '@/lib/api/lazy-client';

// Browser calls of spec 001 §7 "User lists" (watchlist, favourites, user playlists), through the
// BFF. The axios client loads with the first call, keeping it out of a page's first load. A
// change answers the list's state after it, which the caller applies: one round trip a press.

export type WatchlistAnswer = z.infer<typeof WatchlistResponse>;
export type WatchlistSavedAnswer = z.infer<typeof WatchlistSaved>;
export type WatchlistRemovedAnswer = z.infer<typeof WatchlistRemoved>;
export type FavouritesAnswer = z.infer<typeof FavouritesResponse>;
export type FavouriteStatusAnswer = z.infer<typeof FavouriteStatus>;
export type PlaylistGroupsAnswer = z.infer<typeof PlaylistGroups>;
export type UserPlaylistDetail = z.infer<typeof PlaylistResponse>['data'];
export type PlaylistSavedAnswer = z.infer<typeof PlaylistSaved>;

/** spec 001 §3 playlist save payload (is_public: the public-profile flag). */
export type PlaylistSavePayload = z.input<typeof PlaylistSaveBody>;

/** spec 001 §9: a playlist fetched to be saved again reads up to 10,000 rows. */
export const SAVE_FETCH_ROWS = 10_000;

const lists = { withoutCountry: true } as const;

// GET /api/v2/secured/user/watchlists – img_quality=1 and optional tab
export const fetchWatchlist = (imgQuality = 1) =>
  get<WatchlistAnswer>('/api/v2/secured/user/watchlists', { params: { img_quality: imgQuality }, ...lists });

// POST /api/v2/secured/user/watchlists – body {asset_id, content_id?}
export const addToWatchlist = (assetId: number, contentId?: number | null) =>
  post<WatchlistSavedAnswer>(
    '/api/v2/secured/user/watchlists',
    contentId ? { asset_id: assetId, content_id: contentId } : { asset_id: assetId },
    lists,
  );

// DELETE /api/v2/secured/user/watchlist/{id}
export const removeFromWatchlist = (assetId: number, contentId?: number | null) =>
  del<WatchlistRemovedAnswer>(`/api/v2/secured/user/watchlist/${assetId}`, {
    params: contentId ? { content_id: contentId } : undefined,
    ...lists,
  });

// GET /api/v2/secured/user/favorite
export const fetchFavourites = (imgQuality = 1) =>
  get<FavouritesAnswer>('/api/v2/secured/user/favorite', { params: { img_quality: imgQuality }, ...lists });

/** spec 001 §3 "Favourite": asset_id, content_id, user_playlist. */
export interface FavouriteData {
  asset_id: number;
  content_id: number;
  user_playlist?: number | null;
}

// PUT or DELETE /api/v2/secured/user/favorite – answers the status word 'added' or 'removed'
export const setFavourite = (data: FavouriteData, favourite: boolean) =>
  favourite
    ? put<FavouriteStatusAnswer>('/api/v2/secured/user/favorite', data, lists)
    : del<FavouriteStatusAnswer>('/api/v2/secured/user/favorite', {
        data: { asset_id: data.asset_id, content_id: data.content_id },
        ...lists,
      });

// GET /api/v2/secured/user/playlists – query audio_only or video_only
export const fetchPlaylists = async (only?: 'audio' | 'video') =>
  (
    await get<{ data: PlaylistGroupsAnswer }>('/api/v2/secured/user/playlists', {
      params: only ? { [`${only}_only`]: true } : undefined,
      ...lists,
    })
  ).data;

// GET /api/v2/secured/user/playlist/{id} – optional username; rows up to 10,000 to save it again
export const fetchPlaylist = async (id: number, rows = SAVE_FETCH_ROWS) =>
  (await get<{ data: UserPlaylistDetail }>(`/api/v2/secured/user/playlist/${id}`, { params: { rows, img_quality: 1 }, ...lists })).data;

// PUT /api/v2/secured/user/playlist[/{playlistId}] – body is the playlist save payload
export const savePlaylist = (payload: PlaylistSavePayload) =>
  put<PlaylistSavedAnswer>(
    payload.playlistId ? `/api/v2/secured/user/playlist/${payload.playlistId}` : '/api/v2/secured/user/playlist',
    payload,
    lists,
  );
