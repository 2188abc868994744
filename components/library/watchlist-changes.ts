import type { WatchlistAnswer } from '@/lib/api/library';
import type { WatchlistIds } from '@/stores/session-store';
import { isOriginalTarget, WATCHLIST_GROUP, type WatchlistTarget } from './watchlist-rules';

// The watchlist's id lists as the origin sends them and as a change rewrites them (spec 001 §3):
// used by library-actions.ts, which loads on a button's first use, so not in a card's code. Pure.

/** The id lists of the origin's answer: asset ids, except ORIGINAL, which holds [asset_id, content_id] pairs. */
export function watchlistIdsFrom(ids: WatchlistAnswer['ids']): WatchlistIds {
  return {
    MOVIE: [...ids.MOVIE],
    'TV SHOW': [...ids['TV SHOW']],
    ORIGINAL: ids.ORIGINAL.map((pair) => [pair.asset_id, pair.content_id] as [number, number | null]),
  };
}

/** The id lists after adding or removing one title, until the origin's answer replaces them. */
export function withWatchlistChange(ids: WatchlistIds, target: WatchlistTarget, add: boolean): WatchlistIds {
  const group = WATCHLIST_GROUP[target.assetType.toUpperCase()];
  if (!group) return ids;
  if (group === 'ORIGINAL') {
    const others = ids.ORIGINAL.filter((pair) => !isOriginalTarget(pair, target));
    return { ...ids, ORIGINAL: add ? [[target.assetId, target.contentId ?? null], ...others] : others };
  }
  const others = ids[group].filter((id) => id !== target.assetId);
  return { ...ids, [group]: add ? [target.assetId, ...others] : others };
}
