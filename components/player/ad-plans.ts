/** Plans that never have ad breaks (the origin's plan matrix decides; this only saves a fetch). */
const AD_FREE_PLANS = new Set(['premium', 'plus']);

/** Whether a plan is likely to have ad breaks, so the ad part of the player is worth fetching ahead. */
export function adBreaksLikely(plan: string | null): boolean {
  return !AD_FREE_PLANS.has(plan ?? '');
}
