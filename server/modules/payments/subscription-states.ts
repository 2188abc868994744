// The subscription state machine (README "Payments"): every change of a subscription's status goes
// through `nextStatus`, so a move the table does not allow never happens.
//
//   pending ──payment_succeeded──► active ──cancel──► cancelled ──resume──► active
//      │                            │  ▲                  │
//      └─payment_failed─► failed    │  └─renewal_paid─────┤ (also from renewal_due)
//          (a late capture          ├─period_ended (auto-renew)──► renewal_due ──grace_ended──► expired
//           still activates)        └─replaced (upgrade) ──► expired      cancelled ──period_ended──► expired
//
//   a gift: pending (or failed) ──gift_paid──► gifted (final: the period goes to whoever redeems its code)

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'renewal_due', 'cancelled', 'expired', 'failed', 'gifted'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type SubscriptionEvent =
  'payment_succeeded' | 'payment_failed' | 'cancel' | 'resume' | 'period_ended' | 'grace_ended' | 'renewal_paid' | 'replaced' | 'gift_paid';

const TRANSITIONS: Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>> = {
  pending: { payment_succeeded: 'active', payment_failed: 'failed', gift_paid: 'gifted' },
  failed: { payment_succeeded: 'active', gift_paid: 'gifted' },
  active: { cancel: 'cancelled', period_ended: 'renewal_due', renewal_paid: 'active', replaced: 'expired' },
  renewal_due: { renewal_paid: 'active', grace_ended: 'expired', cancel: 'expired', replaced: 'expired' },
  cancelled: { resume: 'active', renewal_paid: 'active', period_ended: 'expired', replaced: 'expired' },
  expired: {},
  gifted: {},
};

/** The status after `event`, or null when the event does not apply in `status`. */
export function nextStatus(status: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** Statuses that give access (a cancelled subscription keeps it to the end of its period). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'renewal_due', 'cancelled'];

/** After its period ends an auto-renewing subscription stays usable for this long, awaiting payment. */
export const RENEWAL_GRACE_MS = 3 * 86_400_000;

/**
 * The time-driven event due for a subscription at `now`, if any (applied lazily on read):
 * an active period that ended, a grace that ran out, a cancelled period that ended.
 */
export function dueEvent(subscription: { status: SubscriptionStatus; currentPeriodEnd: Date | null }, now: Date): SubscriptionEvent | null {
  const end = subscription.currentPeriodEnd;
  if (!end) return null;
  if (subscription.status === 'active' && now >= end) return 'period_ended';
  if (subscription.status === 'renewal_due' && now.getTime() >= end.getTime() + RENEWAL_GRACE_MS) return 'grace_ended';
  if (subscription.status === 'cancelled' && now >= end) return 'period_ended';
  return null;
}

/** When `dueEvent` next has something to do, or null for never. */
export function nextBoundary(subscription: { status: SubscriptionStatus; currentPeriodEnd: Date | null }): number | null {
  const end = subscription.currentPeriodEnd?.getTime();
  if (end === undefined) return null;
  if (subscription.status === 'active' || subscription.status === 'cancelled') return end;
  if (subscription.status === 'renewal_due') return end + RENEWAL_GRACE_MS;
  return null;
}
