import type { CatalogueItem } from '@/contract/schemas/catalogue';
import type { SessionState } from '@/stores/session-store';
import type { PlayViewer } from './play-prefetch';

// Which plays are prepared before Play is pressed, and for whom (play-prefetch.ts prepares them).

/**
 * Whether a title's play is prepared as its page loads, and as a link to that page is pressed:
 * free titles, which every viewer plays at once (an avod or svod title may stop at a plan's popup).
 */
export function playsAhead(access: CatalogueItem['access_level']): boolean {
  return access === 'free';
}

/** The content a link to an item's page prepares when pressed (its `data-play`), when it plays ahead. */
export function playAheadId(item: Pick<CatalogueItem, 'access_level' | 'play_content_id'>): number | undefined {
  return playsAhead(item.access_level) ? (item.play_content_id ?? undefined) : undefined;
}

/** Who a play is prepared for, once the session is known (undefined before that). */
export function playViewer({ fetchedUserProfile, isLoggedIn, userData }: SessionState): PlayViewer | undefined {
  if (!fetchedUserProfile) return undefined;
  return isLoggedIn ? (userData?.uuid ?? null) : null;
}
