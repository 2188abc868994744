/** Dispatched on window when coins were earned (the /rewards page renders its figures again). */
export const COINS_EARNED_EVENT = 'chalchitra:coins-earned';

/** How many times coins were earned in this page's life; the figures last rendered again at `refreshedFor`. */
let earned = 0;
let refreshedFor = 0;

export function announceCoinsEarned(): void {
  earned += 1;
  window.dispatchEvent(new Event(COINS_EARNED_EVENT));
}

/**
 * Whether coins were earned since the figures were last rendered again, marking them rendered: an
 * earning announced while no /rewards figures were on the page (between a member's session
 * arriving and the member's figures replacing the visitor's) still renders them again.
 */
export function takeUnseenCoins(): boolean {
  if (refreshedFor === earned) return false;
  refreshedFor = earned;
  return true;
}
