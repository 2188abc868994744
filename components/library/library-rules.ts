import { CONTENT_TYPE } from '@/contract/constants';
import type { FavouriteData } from '@/lib/api/library';
import type { AddToPlaylistModalData } from '@/stores/ui-store';

// The favourite and playlist rules the buttons and the add-to-playlist modal share (spec 001 §3,
// §5); the watchlist's are in watchlist-rules.ts. Pure.

/** The fields of a catalogue item or audio track that favourite data is built from. */
export interface FavouriteSource {
  asset_id: number;
  content_id: number | null;
  content_type_id?: number | null;
  asset_type?: string;
}

const FAVOURITE_TYPES: readonly number[] = [CONTENT_TYPE.musicAudio, CONTENT_TYPE.musicVideo];
const MUSIC_ALBUM_TYPES = ['ALBUM', 'MUSIC VIDEO'];

/**
 * spec 001 §5: favourite data is built only for music-album items whose content type is music
 * audio or music video; anything else gives null (no favourite button).
 */
export function favouriteData(item: FavouriteSource, userPlaylist?: number | null): FavouriteData | null {
  if (item.content_id === null || item.content_id === undefined) return null;
  if (item.content_type_id === null || item.content_type_id === undefined || !FAVOURITE_TYPES.includes(item.content_type_id)) return null;
  if (item.asset_type !== undefined && !MUSIC_ALBUM_TYPES.includes(item.asset_type.toUpperCase())) return null;
  return { asset_id: item.asset_id, content_id: item.content_id, user_playlist: userPlaylist ?? null };
}

/** spec 001 §5: the new playlist's name is trimmed; Save is disabled when the trimmed name is empty. */
export function playlistName(typed: string): string {
  return typed.trim();
}

export function canSaveNewPlaylist(typed: string): boolean {
  return playlistName(typed) !== '';
}

/** Video playlists hold music videos; every other kind of modal data adds to an audio playlist. */
export function playlistKind(data: AddToPlaylistModalData): 'audio' | 'video' {
  return data.isVideo || data.isVideoAlbum ? 'video' : 'audio';
}

export interface SaveTarget {
  /** An existing playlist, or none to create one named `title`. */
  playlistId?: number;
  title?: string;
}

/**
 * spec 001 §3 playlist save payload for the modal's data: contents comma-joined (album asset ids
 * when adding whole albums), appended, title only when creating, content_type 'video' for video.
 */
export function savePayload(data: AddToPlaylistModalData, target: SaveTarget) {
  const album = Boolean(data.isAlbum || data.isVideoAlbum);
  const ids = data.contents && data.contents.length > 0 ? data.contents : album && data.assetId !== undefined ? [data.assetId] : [];
  return {
    ...(target.playlistId !== undefined ? { playlistId: target.playlistId } : {}),
    contents: ids.map(String).join(','),
    album,
    append: true,
    ...(target.playlistId === undefined ? { title: playlistName(target.title ?? '') } : {}),
    ...(playlistKind(data) === 'video' ? { content_type: 'video' as const } : {}),
  };
}

/** A random order (Fisher–Yates), for Shuffle on a playlist page. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** The order after moving the item at `from` by `by` places (clamped to the list). */
export function moved<T>(items: readonly T[], from: number, by: number): T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + by));
  if (from === to || from < 0 || from >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}
