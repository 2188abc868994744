import { CONTENT_TYPE } from '../../../contract/constants';
import { MAX_USER_PLAYLIST_SIZE } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { text } from '../../platform/texts';
import type { AssetRow, ContentRow, ItemRow } from '../catalogue/catalogue.repository';
import { assertWithinCeiling } from '../catalogue/maturity-ceiling';
import type { CatalogueItem } from '../../../contract/schemas/catalogue';
import type { LibraryRepository, PlaylistSummaryRow, PlaylistType } from './library.repository';
import {
  LIST_FETCH_LIMIT,
  SAVE_FETCH_LIMIT,
  type PlaylistSaveBody,
  type PlaylistSummary,
  type WatchlistGroup,
} from '../../../contract/schemas/library';

// A user's watchlist, favourites and playlists (spec 001 §3, §5, §7 "User lists", §9 limits).
// Each call is scoped to the signed-in owner; another user's private rows answer 404. Lists are
// read within the viewer's maturity ceiling (`ceiling`), and a title above it is not added to them
// (403 NOT_ON_PROFILE).

/** The library's refusals and answers, from the `errors` catalogue (server/platform/texts.ts). */
const LIBRARY_MESSAGES = {
  titleNotFound: text('errors.library.titleNotFound'),
  contentNotInTitle: text('errors.library.contentNotInTitle'),
  watchlistKind: text('errors.library.watchlistKind'),
  notInWatchlist: text('errors.library.notInWatchlist'),
  favouriteKind: text('errors.library.favouriteKind'),
  playlistNotFound: text('errors.library.playlistNotFound'),
  playlistNameEmpty: text('errors.library.playlistNameEmpty'),
  contentsNotFound: text('errors.library.contentsNotFound'),
  albumsNotFound: text('errors.library.albumsNotFound'),
  audioOnly: text('errors.library.audioOnly'),
  videoOnly: text('errors.library.videoOnly'),
  tooManyContents: text('errors.library.tooManyContents', { max: SAVE_FETCH_LIMIT }),
  playlistFull: (max: number) => text('errors.library.playlistFull', { max }),
  playlistCreated: text('errors.library.playlistCreated'),
  playlistSaved: text('errors.library.playlistSaved'),
} as const;

/** Watchlist group of each asset type that can be on the watchlist (spec 001 §3). */
const GROUP_OF: Record<string, WatchlistGroup> = { MOVIE: 'MOVIE', ORIGINAL: 'ORIGINAL', 'TV SHOWS': 'TV SHOW' };

/** spec 001 §3: the id lists of watchlist rows (newest first): asset ids, except ORIGINAL, which holds asset_id and content_id pairs. */
function watchlistIds(rows: Array<{ asset: { id: number; assetType: string }; contentId: number | null }>) {
  const ids = { MOVIE: [] as number[], ORIGINAL: [] as Array<{ asset_id: number; content_id: number | null }>, 'TV SHOW': [] as number[] };
  for (const row of rows) {
    const group = GROUP_OF[row.asset.assetType];
    if (group === 'ORIGINAL') ids.ORIGINAL.push({ asset_id: row.asset.id, content_id: row.contentId });
    else if (group && !ids[group].includes(row.asset.id)) ids[group].push(row.asset.id);
  }
  return ids;
}
/** spec 001 §5: only music audio and music video contents are favourites. */
const FAVOURITE_TYPES: number[] = [CONTENT_TYPE.musicAudio, CONTENT_TYPE.musicVideo];
const PLAYLIST_CONTENT_TYPE: Record<PlaylistType, number> = { audio: CONTENT_TYPE.musicAudio, video: CONTENT_TYPE.musicVideo };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FormatItems = (rows: ItemRow[], imgQuality: number) => Promise<CatalogueItem[]>;

export interface LibraryServiceDeps {
  repository: LibraryRepository;
  formatItems: FormatItems;
  /** Below the schema's MAX_USER_PLAYLIST_SIZE only in tests (the database refuses more anyway). */
  maxPlaylistSize?: number;
}

export function createLibraryService({ repository, formatItems, maxPlaylistSize = MAX_USER_PLAYLIST_SIZE }: LibraryServiceDeps) {
  function summary({ playlist, count }: PlaylistSummaryRow): PlaylistSummary {
    return {
      playlist_id: playlist.id,
      title: playlist.title,
      playlist_type: playlist.playlistType as PlaylistType,
      playlist_count: count,
      is_public: playlist.isPublic,
      created_at: playlist.createdAt.toISOString(),
      user_slug: playlist.profileId,
    };
  }

  function grouped(rows: PlaylistSummaryRow[]) {
    const all = rows.map(summary);
    return { AUDIO: all.filter((p) => p.playlist_type === 'audio'), VIDEO: all.filter((p) => p.playlist_type === 'video') };
  }

  /** The playlist when the viewer may read it: their own, or the named owner's public one. */
  async function readablePlaylist(id: number, viewerId: string | null, ownerSlug?: string): Promise<PlaylistSummaryRow> {
    const row = await repository.playlist(id);
    const own = row && viewerId !== null && row.playlist.profileId === viewerId;
    const shared = row && ownerSlug !== undefined && row.playlist.profileId === ownerSlug && row.playlist.isPublic;
    if (!row || !(own || shared)) throw new NotFoundError(LIBRARY_MESSAGES.playlistNotFound);
    return row;
  }

  async function playlistWithContents(row: PlaylistSummaryRow, ceiling: number, start: number, rows: number, imgQuality: number) {
    const items = await repository.playlistItems(row.playlist.id, ceiling, start, rows);
    return { ...summary(row), contents: await formatItems(items, imgQuality) };
  }

  /** The contents a save adds, in the order sent: content ids, or whole albums' tracks (album=true). */
  async function contentsToSave(
    ids: number[],
    album: boolean,
    type: PlaylistType,
  ): Promise<Array<{ asset: AssetRow; content: ContentRow }>> {
    const wanted = PLAYLIST_CONTENT_TYPE[type];
    const wrongKind = type === 'audio' ? LIBRARY_MESSAGES.audioOnly : LIBRARY_MESSAGES.videoOnly;
    if (album) {
      const rows = await repository.contentsOfAssets(ids, [wanted]);
      if (ids.some((id) => !rows.some((row) => row.asset.id === id))) {
        const assets = await Promise.all(ids.map((id) => repository.asset(id)));
        throw assets.some((asset) => !asset) ? new NotFoundError(LIBRARY_MESSAGES.albumsNotFound) : new ValidationError(wrongKind);
      }
      const order = new Map(ids.map((id, index) => [id, index]));
      return rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => order.get(a.row.asset.id)! - order.get(b.row.asset.id)! || a.index - b.index)
        .map(({ row }) => row);
    }
    const rows = await repository.contentsByIds(ids);
    if (rows.length !== ids.length) throw new NotFoundError(LIBRARY_MESSAGES.contentsNotFound);
    if (rows.some((row) => row.content.contentTypeId !== wanted)) throw new ValidationError(wrongKind);
    const byId = new Map(rows.map((row) => [row.content.id, row]));
    return ids.map((id) => byId.get(id)!);
  }

  /** The one content a favourite body names: content_id, or the asset's only track or music video. */
  async function favouriteTarget(body: { asset_id?: number; content_id?: number }): Promise<{ asset: AssetRow; content: ContentRow }> {
    let candidates: Array<{ asset: AssetRow; content: ContentRow }>;
    if (body.content_id !== undefined) {
      candidates = await repository.contentsByIds([body.content_id]);
      if (candidates.length === 0 || (body.asset_id !== undefined && candidates[0].asset.id !== body.asset_id)) {
        throw new NotFoundError(LIBRARY_MESSAGES.contentsNotFound);
      }
    } else {
      if (!(await repository.asset(body.asset_id!))) throw new NotFoundError(LIBRARY_MESSAGES.titleNotFound);
      candidates = await repository.contentsOfAssets([body.asset_id!], FAVOURITE_TYPES);
    }
    // an album's asset id alone names many tracks, and a movie's none: neither is a favourite
    if (candidates.length !== 1 || !FAVOURITE_TYPES.includes(candidates[0].content.contentTypeId)) {
      throw new ValidationError(LIBRARY_MESSAGES.favouriteKind, 'FAVOURITE_NOT_ALLOWED');
    }
    return candidates[0];
  }

  return {
    // ---- watchlist ----
    async watchlist(profileId: string, ceiling: number, imgQuality: number, tab?: WatchlistGroup) {
      const rows = (await repository.watchlist(profileId, ceiling, LIST_FETCH_LIMIT)).filter((row) => {
        const group = GROUP_OF[row.asset.assetType];
        return group && (!tab || tab === group);
      });
      const items = await formatItems(rows, imgQuality);
      const data: Record<WatchlistGroup, Array<CatalogueItem & { watchlist_id: number }>> = { MOVIE: [], ORIGINAL: [], 'TV SHOW': [] };
      rows.forEach((row, index) => data[GROUP_OF[row.asset.assetType]!].push({ ...items[index], watchlist_id: row.entryId }));
      return { data, ids: watchlistIds(rows) };
    },

    async addToWatchlist(profileId: string, ceiling: number, assetId: number, contentId: number | null) {
      const asset = await repository.asset(assetId);
      if (!asset) throw new NotFoundError(LIBRARY_MESSAGES.titleNotFound);
      assertWithinCeiling(asset, ceiling);
      if (!GROUP_OF[asset.assetType]) throw new ValidationError(LIBRARY_MESSAGES.watchlistKind);
      let content: ContentRow | null = null;
      if (contentId !== null) {
        const [row] = await repository.contentsByIds([contentId]);
        if (!row || row.asset.id !== assetId) throw new ValidationError(LIBRARY_MESSAGES.contentNotInTitle);
        content = row.content;
      }
      const { id, created } = await repository.addToWatchlist(profileId, assetId, contentId);
      const [[item], rows] = await Promise.all([
        formatItems([{ asset, content }], 1),
        repository.watchlist(profileId, ceiling, LIST_FETCH_LIMIT),
      ]);
      return {
        created,
        entry: { id, asset_type: asset.assetType as 'MOVIE' | 'ORIGINAL' | 'TV SHOWS', asset_id: assetId, content_id: contentId },
        item: { ...item, watchlist_id: id },
        ids: watchlistIds(rows),
      };
    },

    /** Removes a title; answers the id lists after it. */
    async removeFromWatchlist(profileId: string, ceiling: number, assetId: number, contentId?: number) {
      if ((await repository.removeFromWatchlist(profileId, assetId, contentId)) === 0)
        throw new NotFoundError(LIBRARY_MESSAGES.notInWatchlist);
      return watchlistIds(await repository.watchlist(profileId, ceiling, LIST_FETCH_LIMIT));
    },

    /** The favourite content ids, newest first (a change answers them). */
    async favouriteIds(profileId: string, ceiling: number): Promise<number[]> {
      return (await repository.favourites(profileId, ceiling, LIST_FETCH_LIMIT)).map((row) => row.content!.id);
    },

    // ---- favourites ----
    async favourites(profileId: string, ceiling: number, imgQuality: number) {
      const rows = await repository.favourites(profileId, ceiling, LIST_FETCH_LIMIT);
      const items = await formatItems(rows, imgQuality);
      return {
        data: items.map((item, index) => ({ ...item, user_playlist: rows[index].userPlaylistId })),
        ids: rows.map((row) => row.content!.id),
      };
    },

    async addFavourite(
      profileId: string,
      ceiling: number,
      body: { asset_id?: number; content_id?: number; user_playlist?: number | null },
    ): Promise<boolean> {
      const { asset, content } = await favouriteTarget(body);
      assertWithinCeiling(asset, ceiling);
      const fromPlaylist = body.user_playlist ?? null;
      // the playlist it came from must be one the user may read (own, or someone's public one)
      if (fromPlaylist !== null) {
        const row = await repository.playlist(fromPlaylist);
        if (!row || (row.playlist.profileId !== profileId && !row.playlist.isPublic))
          throw new NotFoundError(LIBRARY_MESSAGES.playlistNotFound);
      }
      return repository.addFavourite(profileId, { contentId: content.id, assetId: asset.id }, fromPlaylist);
    },

    async removeFavourite(profileId: string, body: { asset_id?: number; content_id?: number }): Promise<void> {
      const { content } = await favouriteTarget(body);
      await repository.removeFavourite(profileId, content.id);
    },

    // ---- user playlists ----
    async playlists(profileId: string, filter: { audioOnly?: boolean; videoOnly?: boolean }) {
      const type = filter.audioOnly ? 'audio' : filter.videoOnly ? 'video' : undefined;
      return grouped(await repository.playlists(profileId, { type, limit: LIST_FETCH_LIMIT }));
    },

    async playlist(
      profileId: string,
      ceiling: number,
      id: number,
      query: { username?: string; start: number; rows: number; img_quality: number },
    ) {
      const row = await readablePlaylist(id, profileId, query.username);
      return playlistWithContents(row, ceiling, query.start, query.rows, query.img_quality);
    },

    async savePlaylist(profileId: string, ceiling: number, playlistId: number | undefined, body: PlaylistSaveBody) {
      const ids = [
        ...new Set(
          body.contents
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map(Number),
        ),
      ];
      if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new ValidationError(LIBRARY_MESSAGES.contentsNotFound);
      if (ids.length > SAVE_FETCH_LIMIT) throw new ValidationError(LIBRARY_MESSAGES.tooManyContents);
      let target: { playlistId: number } | { title: string; type: PlaylistType };
      let type: PlaylistType;
      if (playlistId !== undefined) {
        const row = await repository.playlist(playlistId);
        if (!row || row.playlist.profileId !== profileId) throw new NotFoundError(LIBRARY_MESSAGES.playlistNotFound);
        target = { playlistId };
        type = row.playlist.playlistType as PlaylistType;
      } else {
        // spec 001 §5: the new playlist's name is trimmed, and an empty name is refused
        const title = (body.title ?? '').trim();
        if (!title) throw new ValidationError(LIBRARY_MESSAGES.playlistNameEmpty, 'PLAYLIST_NAME_EMPTY');
        type = body.content_type === 'video' ? 'video' : 'audio';
        target = { title, type };
      }
      const rows = await contentsToSave(ids, body.album, type);
      for (const row of rows) assertWithinCeiling(row.asset, ceiling);
      const seen = new Set<number>();
      const items = rows
        .filter((row) => !seen.has(row.content.id) && seen.add(row.content.id))
        .map((row) => ({ contentId: row.content.id, assetId: row.asset.id }));
      const saved = await repository.savePlaylist({
        profileId,
        target,
        items,
        append: body.append,
        isPublic: body.is_public,
        maxSize: maxPlaylistSize,
        tooManyMessage: LIBRARY_MESSAGES.playlistFull(maxPlaylistSize),
      });
      if (!saved) throw new NotFoundError(LIBRARY_MESSAGES.playlistNotFound);
      const row = (await repository.playlist(saved.playlist.id))!;
      return {
        created: saved.created,
        message: saved.created ? LIBRARY_MESSAGES.playlistCreated : LIBRARY_MESSAGES.playlistSaved,
        data: { ...summary(row), added: saved.added },
      };
    },

    // ---- public profile ----
    async publicPlaylists(userSlug: string) {
      const profile = UUID.test(userSlug) ? await repository.profileById(userSlug) : undefined;
      if (!profile) throw new NotFoundError(text('errors.profiles.notFound'));
      const groups = grouped(await repository.playlists(profile.id, { publicOnly: true, limit: LIST_FETCH_LIMIT }));
      return { ...groups, user: { user_slug: profile.id, name: profile.name } };
    },

    async publicPlaylist(userSlug: string, ceiling: number, id: number, query: { start: number; rows: number; img_quality: number }) {
      const row = await readablePlaylist(id, null, userSlug);
      return playlistWithContents(row, ceiling, query.start, query.rows, query.img_quality);
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
