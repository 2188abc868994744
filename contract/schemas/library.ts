import { z } from 'zod';
import { CatalogueItem, ImgQuality } from './catalogue';

// The library calls of spec 001 §7 "User lists": watchlist, favourites, user playlists, and the
// public-profile read (our shape: the spec names /u/{userSlug} but no call for it).

/** spec 001 §9: rows read for a list, and for a playlist fetched to be saved again. */
export const LIST_FETCH_LIMIT = 1000;
export const SAVE_FETCH_LIMIT = 10000;

/** A JSON boolean or its text form ('true'/'false'), as form-style clients send flags. */
const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const Id = z.coerce.number().int().positive();

// ---- watchlist ----
export const WATCHLIST_GROUPS = ['MOVIE', 'ORIGINAL', 'TV SHOW'] as const;
export type WatchlistGroup = (typeof WATCHLIST_GROUPS)[number];

export const WatchlistQuery = z.object({
  img_quality: ImgQuality,
  /** One group only; 'TV SHOWS' (the entry's asset_type) is read as 'TV SHOW'. */
  tab: z
    .enum(['MOVIE', 'ORIGINAL', 'TV SHOW', 'TV SHOWS'])
    .transform((tab): WatchlistGroup => (tab === 'TV SHOWS' ? 'TV SHOW' : tab))
    .optional(),
});
export const WatchlistBody = z.object({ asset_id: Id, content_id: Id.nullish() });
export const WatchlistEntry = z.object({
  id: z.number().int(),
  asset_type: z.enum(['MOVIE', 'ORIGINAL', 'TV SHOWS']),
  asset_id: z.number().int(),
  content_id: z.number().int().nullable(),
});
export const WatchlistItem = CatalogueItem.extend({ watchlist_id: z.number().int() });
/** spec 001 §3: asset ids, except ORIGINAL, which holds asset_id and content_id pairs. */
export const WatchlistIds = z.object({
  MOVIE: z.array(z.number().int()),
  ORIGINAL: z.array(z.object({ asset_id: z.number().int(), content_id: z.number().int().nullable() })),
  'TV SHOW': z.array(z.number().int()),
});
export const WatchlistResponse = z.object({
  /** Entries per group, newest first. */
  data: z.object({ MOVIE: z.array(WatchlistItem), ORIGINAL: z.array(WatchlistItem), 'TV SHOW': z.array(WatchlistItem) }),
  ids: WatchlistIds,
});
/** A change's answer carries the id lists after it, so the client applies it without reading the lists again. */
export const WatchlistSaved = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: WatchlistEntry,
  /** The entry as the watchlist lists it (img_quality 1). */
  item: WatchlistItem,
  ids: WatchlistIds,
});
export const WatchlistRemoved = z.object({ status: z.literal('success'), message: z.string(), ids: WatchlistIds });
export const WatchlistDeleteParams = z.object({ id: Id });
export const WatchlistDeleteQuery = z.object({ content_id: Id.optional() });

// ---- favourites ----
/** spec 001 §7: asset_id and user_playlist, or content_id, or asset_id. */
export const FavouriteBody = z
  .object({
    asset_id: Id.optional(),
    content_id: Id.optional(),
    user_playlist: Id.nullish(),
  })
  .refine((body) => body.asset_id !== undefined || body.content_id !== undefined, { message: 'Send a content_id or an asset_id.' });
export const FavouriteQuery = z.object({ img_quality: ImgQuality });
/** A change's answer: the status word (spec 001 §7) and the favourite content ids after it. */
export const FavouriteStatus = z.object({ status: z.enum(['added', 'removed']), message: z.string(), ids: z.array(z.number().int()) });
export const FavouritesResponse = z.object({
  data: z.array(CatalogueItem.extend({ user_playlist: z.number().int().nullable() })),
  /** The favourite content ids, for is_favorite on tracks. */
  ids: z.array(z.number().int()),
});

// ---- user playlists ----
export const PlaylistSummary = z.object({
  playlist_id: z.number().int(),
  title: z.string(),
  playlist_type: z.enum(['audio', 'video']),
  playlist_count: z.number().int(),
  is_public: z.boolean(),
  created_at: z.string(),
  /** The owner's public-profile slug (/u/{user_slug}). */
  user_slug: z.string(),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummary>;
export const PlaylistGroups = z.object({ AUDIO: z.array(PlaylistSummary), VIDEO: z.array(PlaylistSummary) });

/** A query flag is on when present (`?audio_only`, `=1`, `=true`), off when absent, 'false' or '0'. */
const QueryFlag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== 'false' && value !== '0');
export const PlaylistsQuery = z.object({ audio_only: QueryFlag, video_only: QueryFlag });
export const PlaylistsResponse = z.object({ data: PlaylistGroups });

export const PlaylistParams = z.object({ id: Id });
export const PlaylistQuery = z.object({
  /** The owner's user slug: another user's playlist is shown only when it is public. */
  username: z.string().max(64).optional(),
  img_quality: ImgQuality,
  start: z.coerce.number().int().min(0).default(0),
  /** Up to 1,000 rows for showing; up to 10,000 when fetching a playlist to save it again. */
  rows: z.coerce.number().int().min(1).max(SAVE_FETCH_LIMIT).default(LIST_FETCH_LIMIT),
});
export const PlaylistResponse = z.object({ data: PlaylistSummary.extend({ contents: z.array(CatalogueItem) }) });

/** spec 001 §3 playlist save payload; is_public is ours (the public-profile flag). */
export const PlaylistSaveBody = z.object({
  playlistId: Id.optional(),
  contents: z.string().max(200_000),
  album: Flag.default(false),
  append: Flag.default(true),
  title: z.string().max(200).optional(),
  content_type: z.enum(['audio', 'video']).optional(),
  is_public: Flag.optional(),
});
export type PlaylistSaveBody = z.infer<typeof PlaylistSaveBody>;
export const PlaylistSaveParams = z.object({ playlistId: Id.optional() });
export const PlaylistSaved = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: PlaylistSummary.extend({ added: z.number().int() }),
});

// ---- public profile ----
export const ProfileParams = z.object({ userSlug: z.string().max(64) });
export const PublicPlaylistsResponse = z.object({
  data: PlaylistGroups.extend({ user: z.object({ user_slug: z.string(), name: z.string() }) }),
});
export const PublicPlaylistParams = z.object({ userSlug: z.string().max(64), id: Id });
export const PublicPlaylistQuery = PlaylistQuery.omit({ username: true });
