import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentsQueries, PaymentsRepository } from './payments.repository';
import { dueEvent, nextBoundary, nextStatus, type SubscriptionStatus } from './subscription-states';

// users.active_user_plan follows the subscriptions. Time-driven changes (a period that ended, a
// grace that ran out) are applied lazily: on the user's next signed-in request to an /api route
// (the hook below, before the route's own handlers run, so the entitlement check already sees the
// new plan) and on every payments call. A per-process memo of each user's next boundary keeps the
// hook to a map lookup on most requests.

const MEMO_TTL_MS = 5 * 60_000;

/** The plan a user's subscriptions give: the live paid tier, else MZaalo when they joined it, else basic. */
export async function recomputePlan(on: PaymentsQueries, userId: string): Promise<string> {
  const paid = await on.livePaidSubscription(userId);
  const plan = paid?.tier ?? ((await on.mzaaloMembership(userId)) ? 'mzaalo' : 'basic');
  await on.setUserPlan(userId, plan);
  return plan;
}

export function createSubscriptionLifecycle({ repository, now = Date.now }: { repository: PaymentsRepository; now?: () => number }) {
  /** userId → when to look again (ms) */
  const memo = new Map<string, number>();

  return {
    /** Applies due time-driven events; answers the user's plan when it changed, else null. */
    async settle(userId: string): Promise<string | null> {
      const at = now();
      const checkAt = memo.get(userId);
      if (checkAt !== undefined && at < checkAt) return null;
      const result = await repository.transaction(async (tx) => {
        const live = await tx.liveSubscriptions(userId, true);
        let changed = false;
        let next = Number.POSITIVE_INFINITY;
        for (const subscription of live) {
          let status = subscription.status as SubscriptionStatus;
          let event = dueEvent({ status, currentPeriodEnd: subscription.currentPeriodEnd }, new Date(at));
          while (event) {
            const after = nextStatus(status, event);
            if (!after) break;
            status = after;
            event = dueEvent({ status, currentPeriodEnd: subscription.currentPeriodEnd }, new Date(at));
          }
          if (status !== subscription.status) {
            changed = true;
            await tx.updateSubscription(subscription.id, { status, ...(status === 'expired' ? { endedAt: new Date(at) } : {}) });
          }
          const boundary = nextBoundary({ status, currentPeriodEnd: subscription.currentPeriodEnd });
          if (boundary !== null) next = Math.min(next, boundary);
        }
        return { plan: changed ? await recomputePlan(tx, userId) : null, next };
      });
      memo.set(userId, Math.min(result.next, at + MEMO_TTL_MS));
      if (memo.size > 100_000) memo.clear();
      return result.plan;
    },

    /** Called after any change to a user's subscriptions. */
    forget(userId: string) {
      memo.delete(userId);
    },
  };
}
export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;

/** Registered right after the auth guard, so it runs before every later route's handlers. */
export const subscriptionExpiryHook = fp(
  async (app: FastifyInstance, { lifecycle }: { lifecycle: SubscriptionLifecycle }) => {
    app.addHook('preHandler', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const session = await request.getSession();
      if (!session) return;
      const plan = await lifecycle.settle(session.user.id);
      if (plan) session.user.activeUserPlan = plan;
    });
  },
  { name: 'subscription-expiry', dependencies: ['session-guard'] },
);
