import { randomInt } from 'node:crypto';
import type { Db } from '../../platform/db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { enforceLimits, type RateLimiter } from '../../platform/rate-limit';
import type { SessionUser } from '../auth/auth.guard';
import { FREE_PLAN_COUNTRIES, viewerPlanOf } from '../playback/entitlements';
import type { CardGateway, GatewayStatus, NextAction, WalletGateway } from './gateways/gateway';
import { randomId } from './gateways/gateway';
import { normaliseMsisdn, WALLET_CODE_LENGTH } from './gateways/simpaisa';
import {
  COUPON_PAYMENT_ID, PAYMENT_TYPE, VOUCHER_REFUSALS, WALLET_OPERATORS, computeBreakup, currencyFor, displayAmount, major,
  normaliseCode, priceFor, unlocksOf, voucherRefusal, type Breakup, type PriceRow, type ProductRow, type VoucherRow,
} from './payments.pricing';
import { paymentsRepository as repo, type SubscriptionRow, type TransactionRow } from './payments.repository';
import { nextStatus, type SubscriptionStatus } from './subscription-states';
import { recomputePlan, type SubscriptionLifecycle } from './subscription-lifecycle';

// Plans, prices, vouchers, subscriptions and payments (spec 001 §7; README "Payments"). Every
// multi-step write runs in one database transaction; a payment moves its subscription at most once
// (credited_at), whichever of the notification, the browser's proof or the status call comes first.

export const MZAALO_PLAN = 'mzaalo';
export const MZAALO_PRODUCT_ID = 1000020;
const TIER_RANK: Record<string, number> = { basic: 0, mzaalo: 1, plus: 2, premium: 3 };
const DAY_MS = 86_400_000;
const RENEWAL_LINK_LIFE_MS = 7 * DAY_MS;
/** A purchase the gateway still calls pending a day after it began was abandoned: it counts as failed (a late capture still activates). */
export const PENDING_PAYMENT_LIFE_MS = DAY_MS;
export const PAYMENT_EXPIRED_REASON = 'The payment was not completed within 24 hours.';
const RATE_WINDOW_SECONDS = 15 * 60;
export const DEFAULT_RETURN_PATH = '/payment-status';
export const RENEWAL_RETURN_PATH = '/renewal-status';
/** The gift page's outcome step: where every gift payment ends (it shows the code once paid). */
export const GIFT_RESULT_PATH = '/gift?op=result';
const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A gift code: GIFT and 10 characters that cannot be misread (no 0/O, 1/I). */
export function newGiftCode(): string {
  let code = 'GIFT';
  for (let index = 0; index < 10; index += 1) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

export type CreateAvodOutcome = { created: true; message: 'Subscription successful' } | { created: false; message: string };

export interface PaymentsServiceDeps {
  db: Db;
  card: CardGateway;
  wallet: WalletGateway;
  lifecycle: SubscriptionLifecycle;
  limiter: RateLimiter;
  limits: { perUser: number; perIp: number };
  now?: () => number;
}

/** Who is paying, from where. */
export interface Caller { user: SessionUser; ip: string; country: string; mobile: boolean }

const ymd = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const longDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Same-site relative paths only (ARCHITECTURE.md "Identity and access"). */
export function safeReturnPath(path: string | undefined, fallback: string): string {
  if (path === undefined || path === '') return fallback;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f]/.test(path)) throw new ValidationError('Invalid return path.');
  return path;
}
const withVid = (path: string, vid: string) => `${path}${path.includes('?') ? '&' : '?'}vid=${encodeURIComponent(vid)}`;

const paymentMethodName = (paymentTypeId: number, gateway: string) =>
  paymentTypeId === PAYMENT_TYPE.card ? (gateway === 'razorpay' ? 'Razorpay' : 'Card (test)') : WALLET_OPERATORS[paymentTypeId] ?? 'Card';

function voucherError(code: keyof typeof VOUCHER_REFUSALS) {
  return new ValidationError(VOUCHER_REFUSALS[code], code);
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, card, wallet, lifecycle, limiter, limits, now = Date.now } = deps;

  async function limit(caller: Pick<Caller, 'user' | 'ip'>, action: string) {
    await enforceLimits(limiter, [
      { key: `pay:${action}:user:${caller.user.id}`, limit: limits.perUser, windowSeconds: RATE_WINDOW_SECONDS },
      { key: `pay:${action}:ip:${caller.ip}`, limit: limits.perIp, windowSeconds: RATE_WINDOW_SECONDS },
    ]);
  }

  // products and prices are seeded data: read at most once a minute; `on` is the open transaction, if any
  let cached: { at: number; products: ProductRow[]; prices: PriceRow[] } | null = null;
  async function catalogue(on: Db = db) {
    if (!cached || Date.now() - cached.at > 60_000) {
      const { products, prices } = await repo.catalogue(on);
      cached = { at: Date.now(), products, prices };
    }
    return cached;
  }

  async function productIn(productId: number, country: string) {
    const { products, prices } = await catalogue();
    const product = products.find((row) => row.productId === productId);
    const price = product ? priceFor(product, prices, country) : null;
    if (!product || !price) throw new NotFoundError('We could not find that plan.', 'PRODUCT_NOT_FOUND');
    return { product, price };
  }

  function planView(product: ProductRow, price: PriceRow) {
    return {
      product_id: product.productId, product_name: product.name, plan_id: price.planId, tier: product.tier,
      entitlement_group: product.entitlementGroup, owner: product.owner, duration_days: product.durationDays,
      billing_period: product.billingPeriod, currency: price.currency, price: major(price.amountMinor), price_minor: price.amountMinor,
      display_price: displayAmount(price.amountMinor, price.currency), description: product.description, unlocks: unlocksOf(product.tier),
    };
  }

  function breakupView(product: ProductRow, price: PriceRow, country: string, breakup: Breakup, voucher: VoucherRow | null) {
    const free = breakup.totalMinor === 0;
    return {
      product_id: product.productId, plan_id: price.planId, country, currency: price.currency,
      price: major(breakup.priceMinor), discount: major(breakup.discountMinor), tax: major(breakup.taxMinor), tax_rate: breakup.taxRateBp / 100,
      tax_inclusive: true as const, total: major(breakup.totalMinor),
      price_minor: breakup.priceMinor, discount_minor: breakup.discountMinor, tax_minor: breakup.taxMinor, total_minor: breakup.totalMinor,
      duration_days: breakup.periodDays, is_free: free, payment_type_id: free ? PAYMENT_TYPE.free : null,
      voucher: voucher ? { code: voucher.code, kind: voucher.kind, value: voucher.value, description: voucher.description } : null,
    };
  }

  /** Checks a code for this user and product (per-user uses counted on `on`); throws the refusal. */
  async function checkVoucher(on: Db, code: string, context: { userId?: string; country: string; productId: number; currency: string }, lock = false) {
    const voucher = (await repo.voucher(on, normaliseCode(code), lock)) as VoucherRow | null;
    const usesByUser = voucher && context.userId ? await repo.voucherUsesByUser(on, voucher.code, context.userId) : 0;
    const refusal = voucherRefusal(voucher, { now: new Date(now()), country: context.country, productId: context.productId, currency: context.currency, usesByUser });
    if (refusal) throw voucherError(refusal);
    return voucher!;
  }

  async function productName(productId: number) {
    const { products } = await catalogue();
    return products.find((row) => row.productId === productId)?.name ?? 'Plan';
  }

  async function subscriptionView(row: SubscriptionRow | null) {
    if (!row) return null;
    const renewing = (row.status === 'active' || row.status === 'renewal_due') && row.autoRenew;
    const live = row.status === 'active' || row.status === 'renewal_due' || row.status === 'cancelled';
    return {
      subscription_id: row.id, status: row.status as SubscriptionStatus, product_id: row.productId, product_name: await productName(row.productId),
      plan_id: row.planId, tier: row.tier, auto_renew: row.autoRenew,
      current_period_start: row.currentPeriodStart?.toISOString() ?? null, current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
      next_billing_date: renewing ? ymd(row.currentPeriodEnd) : null, access_until: live ? ymd(row.currentPeriodEnd) : null,
      payment_method: row.paymentMethod,
    };
  }

  /** Refuses a purchase the user's live plan already covers; an upgrade (plus → premium) passes. */
  async function refuseIfCovered(on: Db, user: SessionUser, tier: string) {
    const live = await repo.livePaidSubscription(on, user.id);
    const current = Math.max(TIER_RANK[live?.tier ?? 'basic'], TIER_RANK[viewerPlanOf(user.activeUserPlan)] ?? 0);
    if (current >= TIER_RANK[tier]) throw new ConflictError('You already have an active subscription to this plan or a higher one.', 'ALREADY_SUBSCRIBED');
  }

  /** Starts a subscription's first period, ending a lower live one (an upgrade); on an open transaction. */
  async function activate(tx: Db, subscription: SubscriptionRow, paymentMethod: string): Promise<SubscriptionRow> {
    const { products } = await catalogue(tx);
    const product = products.find((row) => row.productId === subscription.productId)!;
    const older = await repo.livePaidSubscription(tx, subscription.userId, true);
    if (older && older.id !== subscription.id) {
      await repo.updateSubscription(tx, older.id, { status: nextStatus(older.status as SubscriptionStatus, 'replaced') ?? 'expired', endedAt: new Date(now()), autoRenew: false });
    }
    const days = subscription.periodDays ?? product.durationDays;
    const start = new Date(now());
    const status = nextStatus(subscription.status as SubscriptionStatus, 'payment_succeeded');
    if (!status) throw new ConflictError('This subscription is no longer waiting for payment.', 'SUBSCRIPTION_NOT_PENDING');
    const active = await repo.updateSubscription(tx, subscription.id, {
      status, paymentMethod, currentPeriodStart: start, currentPeriodEnd: days ? new Date(start.getTime() + days * DAY_MS) : null, autoRenew: true,
    });
    if (subscription.voucherCode) {
      await repo.voucher(tx, subscription.voucherCode, true);
      await repo.redeemVoucher(tx, subscription.voucherCode, subscription.userId, subscription.id);
    }
    await recomputePlan(tx, subscription.userId);
    return active;
  }

  /**
   * Applies a gateway's word on a transaction, once: a payment moves its subscription only when
   * credited_at is still empty, and a failure never undoes a success; a payment still pending a
   * day after it began fails as abandoned. One database transaction.
   */
  async function settleTransaction(vid: string, outcome: GatewayStatus): Promise<TransactionRow> {
    if (outcome.status === 'pending') {
      const txn = (await repo.transactionByVid(db, vid))!;
      // a renewal link lives its own life (RENEWAL_LINK_LIFE_MS), set at the gateway
      if (txn.status !== 'pending' || txn.kind !== 'purchase' || now() - txn.createdAt.getTime() < PENDING_PAYMENT_LIFE_MS) return txn;
      outcome = { status: 'failed', reason: PAYMENT_EXPIRED_REASON };
    }
    const result = await db.transaction(async (tx) => {
      const txn = (await repo.transactionByVid(tx, vid, true))!;
      if (txn.creditedAt) return txn;
      if (outcome.status === 'failed') {
        if (txn.status !== 'pending') return txn;
        const failed = await repo.updateTransaction(tx, txn.id, { status: 'failed', failureReason: outcome.reason, gatewayPaymentId: outcome.paymentId ?? null });
        const subscription = await repo.subscription(tx, txn.subscriptionId, true);
        if (txn.kind === 'purchase' && subscription?.status === 'pending') {
          await repo.updateSubscription(tx, subscription.id, { status: nextStatus('pending', 'payment_failed')! });
        }
        return failed;
      }
      // paid (also after an earlier failure: money taken is always honoured)
      const credited = await repo.updateTransaction(tx, txn.id, {
        status: 'success', gatewayPaymentId: outcome.paymentId, failureReason: null, creditedAt: new Date(now()),
      });
      const subscription = (await repo.subscription(tx, txn.subscriptionId, true))!;
      const method = paymentMethodName(txn.paymentTypeId, txn.gateway);
      let duplicate = false;
      if (txn.kind === 'purchase') {
        const gift = await repo.gift(tx, subscription.id);
        if (gift) {
          if (gift.voucherCode) duplicate = true;
          else await issueGift(tx, subscription, method);
        } else if (subscription.status === 'pending' || subscription.status === 'failed') await activate(tx, subscription, method);
        else duplicate = true;
      } else {
        await applyRenewal(tx, subscription, method);
      }
      // a second payment for a subscription another payment already paid: recorded, not credited twice, and given back
      return duplicate && txn.gateway === card.name ? repo.updateTransaction(tx, txn.id, { refundStatus: 'due' }) : credited;
    });
    lifecycle.forget(result.userId);
    return refundIfDue(result);
  }

  /** Asks the card gateway to give back a payment marked due; if it cannot, the next status call or the retry timer asks again. */
  async function refundIfDue(txn: TransactionRow): Promise<TransactionRow> {
    if (txn.refundStatus !== 'due' || txn.gateway !== card.name || !txn.gatewayPaymentId) return txn;
    try {
      const { refundId } = await card.refund({ orderId: txn.gatewayOrderId, paymentId: txn.gatewayPaymentId, amountMinor: txn.amountMinor, vid: txn.vid });
      return await repo.updateTransaction(db, txn.id, { refundStatus: 'refunded', refundId, refundedAt: new Date(now()) });
    } catch {
      return txn;
    }
  }

  /**
   * A paid gift: a single-use free_period voucher for the product's duration (limit 1, this product
   * only) instead of a plan for the buyer; on the open transaction that credits the payment.
   */
  async function issueGift(tx: Db, subscription: SubscriptionRow, paymentMethod: string) {
    const { products } = await catalogue(tx);
    const product = products.find((row) => row.productId === subscription.productId)!;
    const status = nextStatus(subscription.status as SubscriptionStatus, 'gift_paid');
    if (!status) throw new ConflictError('This subscription is no longer waiting for payment.', 'SUBSCRIPTION_NOT_PENDING');
    const at = new Date(now());
    const code = newGiftCode();
    await repo.insertVoucher(tx, {
      code, kind: 'free_period', value: product.durationDays ?? 30, description: `Gift: ${product.name}`, validFrom: at, validUntil: null,
      maxUses: 1, maxUsesPerUser: 1, productIds: [product.productId],
    });
    await repo.issueGift(tx, subscription.id, code, at);
    await repo.updateSubscription(tx, subscription.id, { status, paymentMethod, autoRenew: false });
  }

  async function applyRenewal(tx: Db, subscription: SubscriptionRow, method: string) {
    const { products } = await catalogue(tx);
    const product = products.find((row) => row.productId === subscription.productId)!;
    const days = product.durationDays ?? 30;
    const status = nextStatus(subscription.status as SubscriptionStatus, 'renewal_paid');
    if (status) {
      const from = Math.max(subscription.currentPeriodEnd?.getTime() ?? now(), now());
      await repo.updateSubscription(tx, subscription.id, {
        status, autoRenew: true, cancelledAt: null, paymentMethod: method, currentPeriodEnd: new Date(from + days * DAY_MS),
      });
    } else if (subscription.status === 'expired' && !(await repo.livePaidSubscription(tx, subscription.userId, true))) {
      // paid after the subscription ended: a new period from today
      const start = new Date(now());
      await repo.insertSubscription(tx, {
        userId: subscription.userId, productId: subscription.productId, planId: subscription.planId, tier: subscription.tier, status: 'active',
        country: subscription.country, currency: subscription.currency, priceMinor: subscription.priceMinor, discountMinor: 0, taxMinor: subscription.taxMinor,
        totalMinor: subscription.priceMinor, paymentMethod: method, autoRenew: true, currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + days * DAY_MS),
      });
    }
    await recomputePlan(tx, subscription.userId);
  }

  async function ownTransaction(user: SessionUser, vid: string) {
    const txn = await repo.transactionByVid(db, vid);
    if (!txn || txn.userId !== user.id) throw new NotFoundError('We could not find that payment.', 'TRANSACTION_NOT_FOUND');
    return txn;
  }

  async function gatewayStatus(txn: TransactionRow): Promise<GatewayStatus> {
    if (txn.gateway === wallet.name) return wallet.fetchStatus(txn.gatewayOrderId);
    if (txn.gateway === card.name) return card.fetchStatus(txn.gatewayOrderId);
    return { status: 'pending' };
  }

  async function transactionView(txn: TransactionRow) {
    const subscription = (await repo.subscription(db, txn.subscriptionId))!;
    const view = await subscriptionView(subscription);
    const userPlan = await repo.userPlan(db, txn.userId);
    const status = txn.status as 'pending' | 'success' | 'failed';
    const gift = txn.kind === 'purchase' ? await repo.gift(db, subscription.id) : null;
    return {
      vid: txn.vid, status, kind: txn.kind as 'purchase' | 'renewal', gateway: txn.gateway, payment_type_id: txn.paymentTypeId,
      amount: major(txn.amountMinor), amount_minor: txn.amountMinor, currency: txn.currency,
      product_id: subscription.productId, product_name: view!.product_name, plan_id: subscription.planId, tier: subscription.tier,
      subscription_id: subscription.id, subscription_status: view!.status, next_billing_date: view!.next_billing_date,
      user_plan: userPlan ?? 'basic',
      message: txn.refundStatus === 'refunded' ? 'This plan was already paid for, so this payment has been refunded.'
        : txn.refundStatus === 'due' ? 'This plan was already paid for, so this payment will be refunded.'
          : status === 'success' ? 'Payment successful' : status === 'pending' ? 'Your payment is being processed.' : 'Payment failed',
      failure_reason: txn.failureReason,
      refund: txn.refundStatus as 'due' | 'refunded' | null,
      next_path: gift ? GIFT_RESULT_PATH : status === 'success' ? '/thankyou' : status === 'pending' ? '/subscription-pending' : '/subscription-failed',
      gift: gift ? { code: gift.voucherCode, product_id: gift.productId, product_name: view!.product_name, recipient_name: gift.recipientName, message: gift.message } : null,
    };
  }

  function vendorsFor(country: string, mobile: boolean) {
    const vendors: Array<{ payment_type_id: number; name: string; kind: 'card' | 'wallet'; gateway: string }> = [
      { payment_type_id: PAYMENT_TYPE.card, name: 'Card, UPI or net banking', kind: 'card', gateway: card.name },
    ];
    if (country.toUpperCase() === 'PK' && mobile) {
      vendors.push({ payment_type_id: PAYMENT_TYPE.telenor, name: 'Telenor', kind: 'wallet', gateway: wallet.name });
      vendors.push({ payment_type_id: PAYMENT_TYPE.zong, name: 'Zong', kind: 'wallet', gateway: wallet.name });
    }
    return vendors;
  }

  async function status(user: SessionUser, vid: string) {
    let txn = await ownTransaction(user, vid);
    txn = txn.status === 'pending' ? await settleTransaction(txn.vid, await gatewayStatus(txn)) : await refundIfDue(txn);
    return transactionView(txn);
  }

  async function redeemFree(caller: Caller, input: { productId?: number; voucherCode: string; paymentMethod: string }) {
    await limit(caller, 'voucher');
    const code = normaliseCode(input.voucherCode);
    let productId = input.productId;
    if (productId === undefined) {
      const voucher = await repo.voucher(db, code);
      if (!voucher) throw voucherError('VOUCHER_INVALID');
      productId = voucher.productIds[0] ?? 1000003;
    }
    const { product, price } = await productIn(productId, caller.country);
    if (!product.purchasable) throw new ValidationError(VOUCHER_REFUSALS.VOUCHER_PLAN, 'VOUCHER_PLAN');
    const subscription = await db.transaction(async (tx) => {
      await repo.userPlan(tx, caller.user.id, true);
      const voucher = await checkVoucher(tx, code, { userId: caller.user.id, country: caller.country, productId: product.productId, currency: price.currency }, true);
      const breakup = computeBreakup(price, product, voucher);
      if (breakup.totalMinor !== 0) throw voucherError('VOUCHER_NOT_FREE');
      await refuseIfCovered(tx, caller.user, product.tier);
      const pending = await repo.insertSubscription(tx, {
        userId: caller.user.id, productId: product.productId, planId: price.planId, tier: product.tier, status: 'pending', country: caller.country.toUpperCase(),
        currency: price.currency, priceMinor: breakup.priceMinor, discountMinor: breakup.discountMinor, taxMinor: breakup.taxMinor, totalMinor: 0,
        voucherCode: voucher.code, periodDays: voucher.kind === 'free_period' ? voucher.value : null,
      });
      return activate(tx, pending, input.paymentMethod);
    });
    lifecycle.forget(caller.user.id);
    return subscriptionView(subscription);
  }

  return {
    vendorsFor,
    status,
    redeemFree,

    // ---- plans and prices ----

    async plans(country: string, groups: string[], owner: string) {
      const { products, prices } = await catalogue();
      const wanted = new Set((groups.length ? groups : ['SVOD', 'AVOD']).map((group) => group.toUpperCase()));
      const plans = products
        .filter((product) => wanted.has(product.entitlementGroup) && product.owner === owner)
        .flatMap((product) => { const price = priceFor(product, prices, country); return price ? [planView(product, price)] : []; });
      return { country, currency: currencyFor(country), plans };
    },

    async productDetails(productId: number, country: string) {
      const { product, price } = await productIn(productId, country);
      return { ...planView(product, price), purchasable: product.purchasable };
    },

    async priceBreakup(productId: number, country: string, voucherCode: string | undefined, caller: { user: SessionUser | null; ip: string }) {
      const { product, price } = await productIn(productId, country);
      let voucher: VoucherRow | null = null;
      if (voucherCode) {
        // codes are guessable one by one: limited per address (and per account when signed in)
        await enforceLimits(limiter, [
          { key: `pay:voucher:ip:${caller.ip}`, limit: limits.perIp, windowSeconds: RATE_WINDOW_SECONDS },
          ...(caller.user ? [{ key: `pay:voucher:user:${caller.user.id}`, limit: limits.perUser, windowSeconds: RATE_WINDOW_SECONDS }] : []),
        ]);
        voucher = await checkVoucher(db, voucherCode, { userId: caller.user?.id, country, productId, currency: price.currency });
      }
      return breakupView(product, price, country, computeBreakup(price, product, voucher), voucher);
    },

    // ---- buying a paid plan ----

    /** Asks again for the refunds still due (a timer calls it: nobody has to look at the payment); answers how many went through. */
    async retryRefunds(): Promise<number> {
      const due = await repo.transactionsWithRefundDue(db);
      const done = await Promise.all(due.map(refundIfDue));
      return done.filter((txn) => txn.refundStatus === 'refunded').length;
    },

    async createPending(caller: Caller, input: { country_code?: string; discount_code?: string | null; product_ids: number[]; gift?: boolean; recipient_name?: string; message?: string }) {
      await limit(caller, 'write');
      if (input.product_ids.length !== 1) throw new ValidationError('Choose one plan.');
      const country = (input.country_code || caller.country).toUpperCase();
      const { product, price } = await productIn(input.product_ids[0], country);
      if (!product.purchasable) throw new ConflictError('This plan cannot be bought.', 'NOT_PURCHASABLE');
      if (input.gift) {
        // a gift is for someone else: the buyer's own plan does not matter, and it is paid in full
        if (input.discount_code) throw new ValidationError('Promo codes cannot be used to buy a gift.', 'GIFT_VOUCHER');
        const breakup = computeBreakup(price, product, null);
        const subscription = await db.transaction(async (tx) => {
          const row = await repo.insertSubscription(tx, {
            userId: caller.user.id, productId: product.productId, planId: price.planId, tier: product.tier, status: 'pending', country, currency: price.currency,
            priceMinor: breakup.priceMinor, discountMinor: 0, taxMinor: breakup.taxMinor, totalMinor: breakup.totalMinor, autoRenew: false,
          });
          await repo.insertGift(tx, {
            subscriptionId: row.id, buyerId: caller.user.id, productId: product.productId,
            recipientName: input.recipient_name?.trim() || null, message: input.message?.trim() || null,
          });
          return row;
        });
        return {
          subscription_id: subscription.id, status: 'pending' as const, product_id: product.productId, plan_id: price.planId, product_name: product.name,
          breakup: breakupView(product, price, country, breakup, null), gift: true,
        };
      }
      await refuseIfCovered(db, caller.user, product.tier);
      const voucher = input.discount_code ? await checkVoucher(db, input.discount_code, { userId: caller.user.id, country, productId: product.productId, currency: price.currency }) : null;
      const breakup = computeBreakup(price, product, voucher);
      if (breakup.totalMinor === 0) throw new ConflictError('This plan is free with your promo code.', 'FREE_WITH_VOUCHER');
      const subscription = await repo.insertSubscription(db, {
        userId: caller.user.id, productId: product.productId, planId: price.planId, tier: product.tier, status: 'pending', country, currency: price.currency,
        priceMinor: breakup.priceMinor, discountMinor: breakup.discountMinor, taxMinor: breakup.taxMinor, totalMinor: breakup.totalMinor,
        voucherCode: voucher?.code ?? null, periodDays: voucher?.kind === 'free_period' ? voucher.value : null,
      });
      return {
        subscription_id: subscription.id, status: 'pending' as const, product_id: product.productId, plan_id: price.planId, product_name: product.name,
        breakup: breakupView(product, price, country, breakup, voucher), gift: false,
      };
    },


    async vendors(caller: Caller, subscriptionId: string) {
      const subscription = await repo.subscription(db, subscriptionId);
      if (!subscription || subscription.userId !== caller.user.id) throw new NotFoundError('We could not find that subscription.', 'SUBSCRIPTION_NOT_FOUND');
      return { subscription_id: subscription.id, country: subscription.country, vendors: vendorsFor(subscription.country, caller.mobile) };
    },

    async createTransaction(caller: Caller, input: { subscription_id: string; payment_type_id: number; msisdn?: string; return_path?: string }, callbackBase: string) {
      await limit(caller, 'write');
      const returnPath = safeReturnPath(input.return_path, DEFAULT_RETURN_PATH);
      const subscription = await repo.subscription(db, input.subscription_id);
      if (!subscription || subscription.userId !== caller.user.id) throw new NotFoundError('We could not find that subscription.', 'SUBSCRIPTION_NOT_FOUND');
      if (subscription.status !== 'pending') throw new ConflictError('This subscription is no longer waiting for payment.', 'SUBSCRIPTION_NOT_PENDING');
      if (!vendorsFor(subscription.country, caller.mobile).some((vendor) => vendor.payment_type_id === input.payment_type_id)) {
        throw new ValidationError('This payment method is not available for you.', 'VENDOR_UNAVAILABLE');
      }
      const vid = randomId('vid_', 15);
      const description = await productName(subscription.productId);
      const base = { vid, userId: caller.user.id, subscriptionId: subscription.id, kind: 'purchase', paymentTypeId: input.payment_type_id, amountMinor: subscription.totalMinor, currency: subscription.currency, status: 'pending', returnPath, createdAt: new Date(now()) } as const;
      let action: NextAction;
      let txn: TransactionRow;
      if (input.payment_type_id === PAYMENT_TYPE.card) {
        const order = await card.createOrder({
          vid, amountMinor: subscription.totalMinor, currency: subscription.currency, description, returnUrl: withVid(returnPath, vid),
          callbackUrl: `${callbackBase}/api/v1/payments/gateway/razorpay/callback?vid=${encodeURIComponent(vid)}`,
          customer: { email: caller.user.email, contact: caller.user.mobile ? `${caller.user.callingCode ?? ''}${caller.user.mobile}` : null },
        });
        action = order.action;
        txn = await repo.insertTransaction(db, { ...base, gateway: card.name, gatewayOrderId: order.orderId });
      } else {
        const msisdn = input.msisdn ? normaliseMsisdn(input.msisdn) : null;
        if (!msisdn) throw new ValidationError('Please enter a valid Pakistan mobile number.', 'MSISDN_INVALID');
        const started = await wallet.initiate({ vid, amountMinor: subscription.totalMinor, currency: subscription.currency, msisdn, operatorId: input.payment_type_id, description });
        txn = await repo.insertTransaction(db, { ...base, gateway: wallet.name, gatewayOrderId: started.orderId, msisdn });
        action = {
          type: 'code', msisdn, operator: WALLET_OPERATORS[input.payment_type_id], code_length: started.codeLength, expires_in_seconds: started.expiresInSeconds,
          message: `We sent a ${WALLET_CODE_LENGTH}-digit code to ${msisdn}. Enter it to confirm the payment.`,
        };
      }
      return {
        vid: txn.vid, status: 'pending' as const, gateway: txn.gateway, payment_type_id: txn.paymentTypeId,
        amount: major(txn.amountMinor), amount_minor: txn.amountMinor, currency: txn.currency, next_action: action,
      };
    },

    /** The browser's step after paying: Razorpay's signed proof, or the wallet code; else a status check. */
    async confirm(caller: Caller, input: { vid: string; razorpay_payment_id?: string; razorpay_order_id?: string; razorpay_signature?: string; code?: string }) {
      await limit(caller, 'write');
      const txn = await ownTransaction(caller.user, input.vid);
      if (input.razorpay_payment_id || input.razorpay_signature) {
        const valid = txn.gateway === 'razorpay' && input.razorpay_payment_id && input.razorpay_signature
          && (input.razorpay_order_id ?? txn.gatewayOrderId) === txn.gatewayOrderId
          && card.verifyPayment({ orderId: txn.gatewayOrderId, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
        if (!valid) throw new ValidationError('We could not verify this payment.', 'PAYMENT_SIGNATURE_INVALID');
        return transactionView(await settleTransaction(txn.vid, { status: 'paid', paymentId: input.razorpay_payment_id! }));
      }
      if (input.code !== undefined) {
        if (txn.gateway !== wallet.name) throw new ValidationError('This payment does not take a code.', 'CODE_NOT_EXPECTED');
        if (txn.status !== 'pending') return transactionView(txn);
        const outcome = await wallet.confirm({ orderId: txn.gatewayOrderId, code: input.code });
        if (outcome.status === 'invalid_code') {
          throw new ValidationError(`The code is not valid. ${outcome.attemptsLeft} ${outcome.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`, 'CODE_INVALID').withDetails({ attempts_left: outcome.attemptsLeft });
        }
        if (outcome.status === 'code_expired') {
          await settleTransaction(txn.vid, { status: 'failed', reason: 'The code has expired.' });
          throw new ValidationError('The code has expired. Please start the payment again.', 'CODE_EXPIRED');
        }
        if (outcome.status === 'attempts_exceeded') {
          await settleTransaction(txn.vid, { status: 'failed', reason: 'Too many wrong codes.' });
          throw new ValidationError('Too many wrong codes. The payment was cancelled.', 'CODE_ATTEMPTS_EXCEEDED');
        }
        return transactionView(await settleTransaction(txn.vid, outcome));
      }
      return status(caller.user, txn.vid);
    },

    /** The payment's state, asking the gateway first while it is still pending. */

    /** Razorpay's redirect mode: the signed proof arrives as a form post; answers where the browser goes. */
    async razorpayCallback(vid: string, fields: { razorpay_payment_id?: string; razorpay_order_id?: string; razorpay_signature?: string }) {
      const txn = await repo.transactionByVid(db, vid);
      if (!txn) throw new NotFoundError('We could not find that payment.', 'TRANSACTION_NOT_FOUND');
      if (txn.gateway === 'razorpay' && fields.razorpay_payment_id && fields.razorpay_signature && (fields.razorpay_order_id ?? txn.gatewayOrderId) === txn.gatewayOrderId
        && card.verifyPayment({ orderId: txn.gatewayOrderId, paymentId: fields.razorpay_payment_id, signature: fields.razorpay_signature })) {
        await settleTransaction(txn.vid, { status: 'paid', paymentId: fields.razorpay_payment_id });
      }
      // without a valid proof the status page asks the gateway
      return withVid(txn.returnPath, txn.vid);
    },

    /** A verified, idempotent gateway notification; answers whether it was new. */
    async notification(gatewayName: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const gateway = gatewayName === card.name ? card : gatewayName === wallet.name ? wallet : null;
      const parsed = gateway?.parseNotification(rawBody, headers) ?? null;
      if (!gateway || !parsed) throw new ValidationError('Invalid signature.', 'WEBHOOK_SIGNATURE_INVALID');
      let payload: unknown;
      try { payload = JSON.parse(rawBody); } catch { payload = {}; }
      const fresh = await repo.recordNotification(db, { gateway: gateway.name, eventId: parsed.eventId, event: parsed.event, payload });
      if (!fresh) return { replayed: true };
      if (parsed.orderId && parsed.outcome && parsed.outcome.status !== 'pending') {
        const txn = await repo.transactionByOrder(db, gateway.name, parsed.orderId);
        try {
          if (txn) await settleTransaction(txn.vid, parsed.outcome);
        } catch (error) {
          // not applied: forget the event so the gateway's retry is processed
          await repo.forgetNotification(db, gateway.name, parsed.eventId);
          throw error;
        }
      }
      return { replayed: false };
    },

    // ---- free subscriptions ----

    /** A voucher that makes the plan free (eros-free, and purchase with a promo code): one transaction. */

    async erosFree(caller: Caller, input: { product_ids: number[]; voucher_code: string; payment_type_id: number }) {
      if (input.payment_type_id !== PAYMENT_TYPE.free) throw new ValidationError(`Use payment type ${PAYMENT_TYPE.free} for a free subscription.`, 'PAYMENT_TYPE_INVALID');
      if (input.product_ids.length !== 1) throw new ValidationError('Choose one plan.');
      return redeemFree(caller, { productId: input.product_ids[0], voucherCode: input.voucher_code, paymentMethod: 'Free' });
    },

    async purchaseWithPromo(caller: Caller, input: { product?: number; pin: string; payment_id: string }) {
      if (input.payment_id !== COUPON_PAYMENT_ID) throw new ValidationError('Unknown payment id.', 'PAYMENT_ID_INVALID');
      return redeemFree(caller, { productId: input.product, voucherCode: input.pin, paymentMethod: 'Promo code' });
    },

    /** Idempotent: a second call answers 'You are already subscribed to Mzaalo.' and changes nothing. */
    async createAvod(userId: string, country: string): Promise<CreateAvodOutcome> {
      if (!FREE_PLAN_COUNTRIES.has(country.toUpperCase())) {
        throw new ForbiddenError('The MZaalo plan is not offered in your country.', 'AVOD_UNAVAILABLE');
      }
      const before = await db.transaction(async (tx) => {
        const current = await repo.userPlan(tx, userId, true);
        const plan = viewerPlanOf(current);
        if (plan !== 'mzaalo' && !(await repo.mzaaloMembership(tx, userId))) {
          // also recorded under a paid plan: the user falls back to MZaalo when it ends
          await repo.insertSubscription(tx, {
            userId, productId: MZAALO_PRODUCT_ID, planId: 2002001, tier: MZAALO_PLAN, status: 'active', country: country.toUpperCase(), currency: currencyFor(country),
            priceMinor: 0, discountMinor: 0, taxMinor: 0, totalMinor: 0, paymentMethod: 'Free', autoRenew: false, currentPeriodStart: new Date(now()),
          });
        }
        if (plan === 'basic') await repo.setUserPlan(tx, userId, MZAALO_PLAN);
        return plan;
      });
      lifecycle.forget(userId);
      if (before === 'mzaalo') return { created: false, message: 'You are already subscribed to Mzaalo.' };
      if (before === 'premium' || before === 'plus') return { created: false, message: 'Your plan already includes everything on MZaalo, without ads.' };
      return { created: true, message: 'Subscription successful' };
    },

    // ---- gifts ----

    /** The buyer's paid gifts and whether each code was redeemed. */
    async gifts(user: SessionUser) {
      const rows = await repo.giftsOf(db, user.id);
      return Promise.all(rows.map(async (row) => ({
        code: row.code!, product_id: row.productId, product_name: await productName(row.productId), recipient_name: row.recipientName, message: row.message,
        purchased_at: row.issuedAt?.toISOString() ?? null, redeemed: row.redeemedAt !== null, redeemed_at: row.redeemedAt?.toISOString() ?? null,
      })));
    },

    // ---- the account page ----

    async userPlan(userId: string): Promise<string> {
      return (await repo.userPlan(db, userId)) ?? 'basic';
    },

    async current(user: SessionUser) {
      await lifecycle.settle(user.id);
      return subscriptionView(await repo.currentSubscription(db, user.id));
    },

    async cancel(caller: Caller) {
      await limit(caller, 'write');
      await lifecycle.settle(caller.user.id);
      const result = await db.transaction(async (tx) => {
        const live = await repo.livePaidSubscription(tx, caller.user.id, true);
        if (!live) throw new ConflictError('You have no subscription to cancel.', 'NO_SUBSCRIPTION');
        if (live.status === 'cancelled') return live;
        const status = nextStatus(live.status as SubscriptionStatus, 'cancel')!;
        const row = await repo.updateSubscription(tx, live.id, { status, autoRenew: false, cancelledAt: new Date(now()), ...(status === 'expired' ? { endedAt: new Date(now()) } : {}) });
        if (status === 'expired') await recomputePlan(tx, caller.user.id);
        return row;
      });
      lifecycle.forget(caller.user.id);
      const message = result.status === 'cancelled' && result.currentPeriodEnd
        ? `Your subscription is cancelled. You keep access until ${longDate(result.currentPeriodEnd)}.`
        : 'Your subscription has ended.';
      return { message, subscription: await subscriptionView(result) };
    },

    async resume(caller: Caller) {
      await limit(caller, 'write');
      await lifecycle.settle(caller.user.id);
      const result = await db.transaction(async (tx) => {
        const live = await repo.livePaidSubscription(tx, caller.user.id, true);
        const status = live && live.currentPeriodEnd && live.currentPeriodEnd.getTime() > now() ? nextStatus(live.status as SubscriptionStatus, 'resume') : null;
        if (!live || !status) throw new ConflictError('There is no cancelled subscription to renew. Please choose a plan.', 'NOTHING_TO_RENEW');
        return repo.updateSubscription(tx, live.id, { status, autoRenew: true, cancelledAt: null });
      });
      lifecycle.forget(caller.user.id);
      return { message: `Your subscription will renew on ${longDate(result.currentPeriodEnd!)}.`, subscription: await subscriptionView(result) };
    },

    /** The renewal payment link: pays one more period of the live subscription. */
    async renewalLink(caller: Caller, subscriptionId: string | undefined, webBase: string) {
      await limit(caller, 'write');
      await lifecycle.settle(caller.user.id);
      const subscription = subscriptionId ? await repo.subscription(db, subscriptionId) : await repo.livePaidSubscription(db, caller.user.id);
      const renewable = subscription && subscription.userId === caller.user.id && ['active', 'renewal_due', 'cancelled'].includes(subscription.status) && subscription.tier !== 'mzaalo';
      if (!renewable) throw new ConflictError('There is no cancelled subscription to renew. Please choose a plan.', 'NOTHING_TO_RENEW');
      const { product, price } = await productIn(subscription.productId, subscription.country);
      const vid = randomId('vid_', 15);
      const returnUrl = withVid(RENEWAL_RETURN_PATH, vid);
      const expiresAt = new Date(now() + RENEWAL_LINK_LIFE_MS);
      const link = await card.createPaymentLink({
        vid, amountMinor: price.amountMinor, currency: price.currency, description: `${product.name} renewal`, returnUrl, callbackUrl: `${webBase}${returnUrl}`,
        customer: { email: caller.user.email, contact: caller.user.mobile ? `${caller.user.callingCode ?? ''}${caller.user.mobile}` : null }, expiresAt,
      });
      const txn = await repo.insertTransaction(db, {
        vid, userId: caller.user.id, subscriptionId: subscription.id, kind: 'renewal', gateway: card.name, paymentTypeId: PAYMENT_TYPE.card,
        amountMinor: price.amountMinor, currency: price.currency, status: 'pending', gatewayOrderId: link.orderId, returnPath: RENEWAL_RETURN_PATH, createdAt: new Date(now()),
      });
      return { vid: txn.vid, short_url: link.shortUrl, amount: major(txn.amountMinor), amount_minor: txn.amountMinor, currency: txn.currency, product_id: product.productId, expires_at: expiresAt.toISOString() };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
