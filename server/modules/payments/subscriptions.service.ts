import { ConflictError, ForbiddenError } from '../../platform/errors';
import { text, type Text } from '../../platform/texts';
import type { SessionUser } from '../session/session.guard';
import { viewerPlanOf } from '../../../contract/entitlements';
import { FREE_PLAN_COUNTRIES } from '../../../contract/plans';
import { randomId } from './gateways/gateway';
import { currencyFor, major } from './payments.pricing';
import { MZAALO_PRODUCT_ID, PAYMENT_TYPE } from '../../../contract/plans';
import type { PaymentsQueries, SubscriptionRow } from './payments.repository';
import { nextStatus, type SubscriptionStatus } from './subscription-states';
import { recomputePlan } from './subscription-lifecycle';
import { DAY_MS, MZAALO_PLAN, RENEWAL_LINK_LIFE_MS, RENEWAL_RETURN_PATH, withVid, type Caller, type PaymentsCore } from './payments.core';

export type CreateAvodOutcome = { created: boolean; message: Text };

// Subscriptions: a paid period starts, is renewed, cancelled or resumed; the free MZaalo plan; the
// renewal payment link; the account page's view.

export function createSubscriptionsService(core: PaymentsCore) {
  const { repository, card, lifecycle, now, limit, catalogue, productIn, subscriptionView } = core;
  /** Starts a subscription's first period, ending a lower live one (an upgrade); on an open transaction. */
  async function activate(tx: PaymentsQueries, subscription: SubscriptionRow, paymentMethod: string): Promise<SubscriptionRow> {
    const { products } = await catalogue(tx);
    const product = products.find((row) => row.productId === subscription.productId)!;
    const older = await tx.livePaidSubscription(subscription.userId, true);
    if (older && older.id !== subscription.id) {
      await tx.updateSubscription(older.id, {
        status: nextStatus(older.status as SubscriptionStatus, 'replaced') ?? 'expired',
        endedAt: new Date(now()),
        autoRenew: false,
      });
    }
    const days = subscription.periodDays ?? product.durationDays;
    const start = new Date(now());
    const status = nextStatus(subscription.status as SubscriptionStatus, 'payment_succeeded');
    if (!status) throw new ConflictError(text('errors.payments.notPending'), 'SUBSCRIPTION_NOT_PENDING');
    const active = await tx.updateSubscription(subscription.id, {
      status,
      paymentMethod,
      currentPeriodStart: start,
      currentPeriodEnd: days ? new Date(start.getTime() + days * DAY_MS) : null,
      autoRenew: true,
    });
    if (subscription.voucherCode) {
      await tx.voucher(subscription.voucherCode, true);
      await tx.redeemVoucher(subscription.voucherCode, subscription.userId, subscription.id);
    }
    await recomputePlan(tx, subscription.userId);
    return active;
  }
  async function applyRenewal(tx: PaymentsQueries, subscription: SubscriptionRow, method: string) {
    const { products } = await catalogue(tx);
    const product = products.find((row) => row.productId === subscription.productId)!;
    const days = product.durationDays ?? 30;
    const status = nextStatus(subscription.status as SubscriptionStatus, 'renewal_paid');
    if (status) {
      const from = Math.max(subscription.currentPeriodEnd?.getTime() ?? now(), now());
      await tx.updateSubscription(subscription.id, {
        status,
        autoRenew: true,
        cancelledAt: null,
        paymentMethod: method,
        currentPeriodEnd: new Date(from + days * DAY_MS),
      });
    } else if (subscription.status === 'expired' && !(await tx.livePaidSubscription(subscription.userId, true))) {
      // paid after the subscription ended: a new period from today
      const start = new Date(now());
      await tx.insertSubscription({
        userId: subscription.userId,
        productId: subscription.productId,
        planId: subscription.planId,
        tier: subscription.tier,
        status: 'active',
        country: subscription.country,
        currency: subscription.currency,
        priceMinor: subscription.priceMinor,
        discountMinor: 0,
        taxMinor: subscription.taxMinor,
        totalMinor: subscription.priceMinor,
        paymentMethod: method,
        autoRenew: true,
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + days * DAY_MS),
      });
    }
    await recomputePlan(tx, subscription.userId);
  }
  return {
    activate,
    applyRenewal,

    /** Idempotent: a second call answers 'You are already subscribed to Mzaalo.' and changes nothing. */
    async createAvod(userId: string, country: string): Promise<CreateAvodOutcome> {
      if (!FREE_PLAN_COUNTRIES.has(country.toUpperCase())) {
        throw new ForbiddenError(text('errors.payments.mzaaloUnavailable'), 'AVOD_UNAVAILABLE');
      }
      const before = await repository.transaction(async (tx) => {
        const current = await tx.userPlan(userId, true);
        const plan = viewerPlanOf(current);
        if (plan !== 'mzaalo' && !(await tx.mzaaloMembership(userId))) {
          // also recorded under a paid plan: the user falls back to MZaalo when it ends
          await tx.insertSubscription({
            userId,
            productId: MZAALO_PRODUCT_ID,
            planId: 2002001,
            tier: MZAALO_PLAN,
            status: 'active',
            country: country.toUpperCase(),
            currency: currencyFor(country),
            priceMinor: 0,
            discountMinor: 0,
            taxMinor: 0,
            totalMinor: 0,
            paymentMethod: 'Free',
            autoRenew: false,
            currentPeriodStart: new Date(now()),
          });
        }
        if (plan === 'basic') await tx.setUserPlan(userId, MZAALO_PLAN);
        return plan;
      });
      lifecycle.forget(userId);
      if (before === 'mzaalo') return { created: false, message: text('errors.payments.alreadyMzaalo') };
      if (before === 'premium' || before === 'plus') return { created: false, message: text('errors.payments.planIncludesMzaalo') };
      return { created: true, message: text('errors.payments.subscribed') };
    },
    async userPlan(userId: string): Promise<string> {
      return (await repository.userPlan(userId)) ?? 'basic';
    },
    async current(user: SessionUser) {
      await lifecycle.settle(user.id);
      return subscriptionView(await repository.currentSubscription(user.id));
    },
    async cancel(caller: Caller) {
      await limit(caller, 'write');
      await lifecycle.settle(caller.user.id);
      const result = await repository.transaction(async (tx) => {
        const live = await tx.livePaidSubscription(caller.user.id, true);
        if (!live) throw new ConflictError(text('errors.payments.noSubscription'), 'NO_SUBSCRIPTION');
        if (live.status === 'cancelled') return live;
        const status = nextStatus(live.status as SubscriptionStatus, 'cancel')!;
        const row = await tx.updateSubscription(live.id, {
          status,
          autoRenew: false,
          cancelledAt: new Date(now()),
          ...(status === 'expired' ? { endedAt: new Date(now()) } : {}),
        });
        if (status === 'expired') await recomputePlan(tx, caller.user.id);
        return row;
      });
      lifecycle.forget(caller.user.id);
      const message =
        result.status === 'cancelled' && result.currentPeriodEnd
          ? text('errors.payments.cancelledUntil', { until: result.currentPeriodEnd })
          : text('errors.payments.ended');
      return { message, subscription: await subscriptionView(result) };
    },
    async resume(caller: Caller) {
      await limit(caller, 'write');
      await lifecycle.settle(caller.user.id);
      const result = await repository.transaction(async (tx) => {
        const live = await tx.livePaidSubscription(caller.user.id, true);
        const status =
          live && live.currentPeriodEnd && live.currentPeriodEnd.getTime() > now()
            ? nextStatus(live.status as SubscriptionStatus, 'resume')
            : null;
        if (!live || !status) throw new ConflictError(text('errors.payments.nothingToRenew'), 'NOTHING_TO_RENEW');
        return tx.updateSubscription(live.id, { status, autoRenew: true, cancelledAt: null });
      });
      lifecycle.forget(caller.user.id);
      return {
        message: text('errors.payments.renewsOn', { date: result.currentPeriodEnd! }),
        subscription: await subscriptionView(result),
      };
    } /** The renewal payment link: pays one more period of the live subscription. */,
    async renewalLink(caller: Caller, subscriptionId: string | undefined, webBase: string) {
      await limit(caller, 'write');
      await lifecycle.settle(caller.user.id);
      const subscription = subscriptionId
        ? await repository.subscription(subscriptionId)
        : await repository.livePaidSubscription(caller.user.id);
      const renewable =
        subscription &&
        subscription.userId === caller.user.id &&
        ['active', 'renewal_due', 'cancelled'].includes(subscription.status) &&
        subscription.tier !== 'mzaalo';
      if (!renewable) throw new ConflictError(text('errors.payments.nothingToRenew'), 'NOTHING_TO_RENEW');
      const { product, price } = await productIn(subscription.productId, subscription.country);
      const vid = randomId('vid_', 15);
      const returnUrl = withVid(RENEWAL_RETURN_PATH, vid);
      const expiresAt = new Date(now() + RENEWAL_LINK_LIFE_MS);
      const link = await card.createPaymentLink({
        vid,
        amountMinor: price.amountMinor,
        currency: price.currency,
        description: `${product.name} renewal`,
        returnUrl,
        callbackUrl: `${webBase}${returnUrl}`,
        customer: {
          email: caller.user.email,
          contact: caller.user.mobile ? `${caller.user.callingCode ?? ''}${caller.user.mobile}` : null,
        },
        expiresAt,
      });
      const txn = await repository.insertTransaction({
        vid,
        userId: caller.user.id,
        subscriptionId: subscription.id,
        kind: 'renewal',
        gateway: card.name,
        paymentTypeId: PAYMENT_TYPE.card,
        amountMinor: price.amountMinor,
        currency: price.currency,
        status: 'pending',
        gatewayOrderId: link.orderId,
        returnPath: RENEWAL_RETURN_PATH,
        createdAt: new Date(now()),
      });
      return {
        vid: txn.vid,
        short_url: link.shortUrl,
        amount: major(txn.amountMinor),
        amount_minor: txn.amountMinor,
        currency: txn.currency,
        product_id: product.productId,
        expires_at: expiresAt.toISOString(),
      };
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
