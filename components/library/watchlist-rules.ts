import type { WatchlistIds } from '@/stores/session-store';

// The watchlist's rules (spec 001 §3), apart from the other library rules so that a card's
// watchlist button carries only these; how a change rewrites the id lists is in
// watchlist-changes.ts, with the actions. Pure.

/** spec 001 §3: only movies, originals and TV shows go on the watchlist. */
export const WATCHLIST_GROUP: Record<string, keyof WatchlistIds> = {
  MOVIE: 'MOVIE',
  ORIGINAL: 'ORIGINAL',
  'TV SHOWS': 'TV SHOW',
  'TV SHOW': 'TV SHOW',
};

export function canWatchlist(assetType: string): boolean {
  return assetType.toUpperCase() in WATCHLIST_GROUP;
}

export interface WatchlistTarget {
  assetType: string;
  assetId: number;
  /** An original's content; null or absent for the whole title. */
  contentId?: number | null;
}

/** Whether an original's [asset_id, content_id] pair is the target. */
export function isOriginalTarget([assetId, contentId]: WatchlistIds['ORIGINAL'][number], target: WatchlistTarget): boolean {
  return assetId === target.assetId && (contentId ?? null) === (target.contentId ?? null);
}

export function isInWatchlist(ids: WatchlistIds, target: WatchlistTarget): boolean {
  const group = WATCHLIST_GROUP[target.assetType.toUpperCase()];
  if (!group) return false;
  if (group === 'ORIGINAL') return ids.ORIGINAL.some((pair) => isOriginalTarget(pair, target));
  return ids[group].includes(target.assetId);
}
