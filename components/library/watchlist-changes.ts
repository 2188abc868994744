import type { PlaylistSavedAnswer, WatchlistAnswer } from '@/lib/api/library';
import type { PlaylistData, WatchlistData, WatchlistEntry, WatchlistIds } from '@/stores/session-store';
import { WATCHLIST_GROUP, type WatchlistTarget } from './watchlist-rules';

// The session store's lists as the origin's answers rewrite them (spec 001 §3): used by
// library-actions.ts, which loads on a button's first use, so not in a card's code. Pure.

/** The id lists of the origin's answer: asset ids, except ORIGINAL, which holds [asset_id, content_id] pairs. */
export function watchlistIdsFrom(ids: WatchlistAnswer['ids']): WatchlistIds {
  return {
    MOVIE: [...ids.MOVIE],
    'TV SHOW': [...ids['TV SHOW']],
    ORIGINAL: ids.ORIGINAL.map((pair) => [pair.asset_id, pair.content_id] as [number, number | null]),
  };
}

const sameEntry = (entry: WatchlistEntry, target: WatchlistTarget, group: string) =>
  entry.asset_id === target.assetId && (group !== 'ORIGINAL' || (entry.content_id ?? null) === (target.contentId ?? null));

/** The grouped entries after the origin added `item` (newest first) or removed the target. */
export function watchlistDataAfter(data: WatchlistData, target: WatchlistTarget, item: WatchlistEntry | null): WatchlistData {
  const group = WATCHLIST_GROUP[target.assetType.toUpperCase()];
  if (!group) return data;
  const others = (data[group] ?? []).filter((entry) => !sameEntry(entry, target, group));
  return { ...data, [group]: item ? [item, ...others] : others };
}

/** The playlists after a save: the saved one first in its group (newest first), in place of its older copy. */
export function playlistsAfterSave(playlists: PlaylistData, saved: PlaylistSavedAnswer['data']): PlaylistData {
  const group = saved.playlist_type === 'audio' ? 'AUDIO' : 'VIDEO';
  const others = playlists[group].filter((playlist) => playlist.playlist_id !== saved.playlist_id);
  const existing = playlists[group].some((playlist) => playlist.playlist_id === saved.playlist_id);
  const summary = {
    playlist_id: saved.playlist_id,
    playlist_type: saved.playlist_type,
    playlist_count: saved.playlist_count,
    title: saved.title,
  };
  return {
    ...playlists,
    [group]: existing
      ? playlists[group].map((playlist) => (playlist.playlist_id === saved.playlist_id ? summary : playlist))
      : [summary, ...others],
  };
}
