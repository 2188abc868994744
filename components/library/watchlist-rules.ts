import type { WatchlistAnswer } from '@/lib/api/library';
import type { WatchlistIds } from '@/stores/session-store';

// The watchlist's rules (spec 001 §3), apart from the other library rules so that a card's
// watchlist button carries only these. Pure.

/** spec 001 §3: only movies, originals and TV shows go on the watchlist. */
const WATCHLIST_GROUP: Record<string, keyof WatchlistIds> = {
  MOVIE: 'MOVIE',
  ORIGINAL: 'ORIGINAL',
  'TV SHOWS': 'TV SHOW',
  'TV SHOW': 'TV SHOW',
};

export function canWatchlist(assetType: string): boolean {
  return assetType.toUpperCase() in WATCHLIST_GROUP;
}

/** The id lists of the origin's answer: asset ids, except ORIGINAL, which holds [asset_id, content_id] pairs. */
export function watchlistIdsFrom(ids: WatchlistAnswer['ids']): WatchlistIds {
  return {
    MOVIE: [...ids.MOVIE],
    'TV SHOW': [...ids['TV SHOW']],
    ORIGINAL: ids.ORIGINAL.map((pair) => [pair.asset_id, pair.content_id] as [number, number | null]),
  };
}

export interface WatchlistTarget {
  assetType: string;
  assetId: number;
  /** An original's content; null or absent for the whole title. */
  contentId?: number | null;
}

export function isInWatchlist(ids: WatchlistIds, target: WatchlistTarget): boolean {
  const group = WATCHLIST_GROUP[target.assetType.toUpperCase()];
  if (!group) return false;
  if (group === 'ORIGINAL')
    return ids.ORIGINAL.some(([assetId, contentId]) => assetId === target.assetId && (contentId ?? null) === (target.contentId ?? null));
  return ids[group].includes(target.assetId);
}

/** The id lists after adding or removing one title, until the origin's answer replaces them. */
export function withWatchlistChange(ids: WatchlistIds, target: WatchlistTarget, add: boolean): WatchlistIds {
  const group = WATCHLIST_GROUP[target.assetType.toUpperCase()];
  if (!group) return ids;
  if (group === 'ORIGINAL') {
    const others = ids.ORIGINAL.filter(
      ([assetId, contentId]) => !(assetId === target.assetId && (contentId ?? null) === (target.contentId ?? null)),
    );
    return { ...ids, ORIGINAL: add ? [[target.assetId, target.contentId ?? null], ...others] : others };
  }
  const others = ids[group].filter((id) => id !== target.assetId);
  return { ...ids, [group]: add ? [target.assetId, ...others] : others };
}
