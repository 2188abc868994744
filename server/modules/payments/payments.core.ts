import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { enforceLimits, type RateLimiter } from '../../platform/rate-limit';
import { render, text, type Locale } from '../../platform/texts';
import type { SessionUser } from '../session/session.guard';
import { viewerPlanOf } from '../../../contract/entitlements';
import { PAYMENT_TYPE, walletOperatorName } from '../../../contract/plans';
import { isSafeReturnPath } from '../../../contract/return-path';
import type { CardGateway, WalletGateway } from './gateways/gateway';
import {
  VOUCHER_REFUSALS,
  displayAmount,
  major,
  normaliseCode,
  priceFor,
  unlocksOf,
  voucherRefusal,
  type Breakup,
  type PriceRow,
  type ProductRow,
  type VoucherRow,
} from './payments.pricing';
import type { PaymentsQueries, PaymentsRepository, SubscriptionRow } from './payments.repository';
import { type SubscriptionStatus } from './subscription-states';
import { type SubscriptionLifecycle } from './subscription-lifecycle';

// What every part of payments shares (spec 001 §7; README "Payments"): the constants, who is
// paying, the products and prices (read once a minute), voucher checks, the rate limit, and the
// views of a plan, a price breakup and a subscription. The parts are pricing, checkout,
// settlement, vouchers and gifts, and subscriptions; every multi-step write runs in one database
// transaction.

export const MZAALO_PLAN = 'mzaalo';
const TIER_RANK: Record<string, number> = { basic: 0, mzaalo: 1, plus: 2, premium: 3 };
export const DAY_MS = 86_400_000;
export const RENEWAL_LINK_LIFE_MS = 7 * DAY_MS;
/** A purchase the gateway still calls pending a day after it began was abandoned: it counts as failed (a late capture still activates). */
export const PENDING_PAYMENT_LIFE_MS = DAY_MS;
export const PAYMENT_EXPIRED_REASON = render(text('errors.payments.reasons.expired24h'));
export const RATE_WINDOW_SECONDS = 15 * 60;
export const DEFAULT_RETURN_PATH = '/payment-status';
export const RENEWAL_RETURN_PATH = '/renewal-status';
/** The gift page's outcome step: where every gift payment ends (it shows the code once paid). */
export const GIFT_RESULT_PATH = '/gift?op=result';

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  card: CardGateway;
  wallet: WalletGateway;
  lifecycle: SubscriptionLifecycle;
  limiter: RateLimiter;
  limits: { perUser: number; perIp: number };
  now?: () => number;
}

/** Who is paying, from where. */
export interface Caller {
  user: SessionUser;
  ip: string;
  country: string;
  mobile: boolean;
  /** The request's language: the words of the answers (English when not given). */
  locale?: Locale;
}

export const ymd = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** A payment's return path: same-site relative paths only (contract/return-path.ts); another value is refused. */
export function paymentReturnPath(path: string | undefined, fallback: string): string {
  if (path === undefined || path === '') return fallback;
  if (!isSafeReturnPath(path)) throw new ValidationError(text('errors.payments.returnPathInvalid'));
  return path;
}
export const withVid = (path: string, vid: string) => `${path}${path.includes('?') ? '&' : '?'}vid=${encodeURIComponent(vid)}`;

export const paymentMethodName = (paymentTypeId: number, gateway: string) =>
  paymentTypeId === PAYMENT_TYPE.card
    ? gateway === 'razorpay'
      ? 'Razorpay'
      : 'Card (test)'
    : (walletOperatorName(paymentTypeId) ?? 'Card');

export function voucherError(code: keyof typeof VOUCHER_REFUSALS) {
  return new ValidationError(VOUCHER_REFUSALS[code], code);
}

export function createPaymentsCore(deps: PaymentsServiceDeps) {
  const { repository, limiter, limits, now = Date.now } = deps;

  async function limit(caller: Pick<Caller, 'user' | 'ip'>, action: string) {
    await enforceLimits(limiter, [
      { key: `pay:${action}:user:${caller.user.id}`, limit: limits.perUser, windowSeconds: RATE_WINDOW_SECONDS },
      { key: `pay:${action}:ip:${caller.ip}`, limit: limits.perIp, windowSeconds: RATE_WINDOW_SECONDS },
    ]);
  }
  // products and prices are seeded data: read at most once a minute; `on` is the open transaction, if any
  let cached: { at: number; products: ProductRow[]; prices: PriceRow[] } | null = null;
  async function catalogue(on: PaymentsQueries = repository) {
    if (!cached || Date.now() - cached.at > 60_000) {
      const { products, prices } = await on.catalogue();
      cached = { at: Date.now(), products, prices };
    }
    return cached;
  }
  async function productIn(productId: number, country: string) {
    const { products, prices } = await catalogue();
    const product = products.find((row) => row.productId === productId);
    const price = product ? priceFor(product, prices, country) : null;
    if (!product || !price) throw new NotFoundError(text('errors.payments.planNotFound'), 'PRODUCT_NOT_FOUND');
    return { product, price };
  }
  function planView(product: ProductRow, price: PriceRow) {
    return {
      product_id: product.productId,
      product_name: product.name,
      plan_id: price.planId,
      tier: product.tier,
      entitlement_group: product.entitlementGroup,
      owner: product.owner,
      duration_days: product.durationDays,
      billing_period: product.billingPeriod,
      currency: price.currency,
      price: major(price.amountMinor),
      price_minor: price.amountMinor,
      display_price: displayAmount(price.amountMinor, price.currency),
      description: product.description,
      unlocks: unlocksOf(product.tier),
    };
  }
  function breakupView(product: ProductRow, price: PriceRow, country: string, breakup: Breakup, voucher: VoucherRow | null) {
    const free = breakup.totalMinor === 0;
    return {
      product_id: product.productId,
      plan_id: price.planId,
      country,
      currency: price.currency,
      price: major(breakup.priceMinor),
      discount: major(breakup.discountMinor),
      tax: major(breakup.taxMinor),
      tax_rate: breakup.taxRateBp / 100,
      tax_inclusive: true as const,
      total: major(breakup.totalMinor),
      price_minor: breakup.priceMinor,
      discount_minor: breakup.discountMinor,
      tax_minor: breakup.taxMinor,
      total_minor: breakup.totalMinor,
      duration_days: breakup.periodDays,
      is_free: free,
      payment_type_id: free ? PAYMENT_TYPE.free : null,
      voucher: voucher ? { code: voucher.code, kind: voucher.kind, value: voucher.value, description: voucher.description } : null,
    };
  }
  /** Checks a code for this user and product (per-user uses counted on `on`); throws the refusal. */
  async function checkVoucher(
    on: PaymentsQueries,
    code: string,
    context: { userId?: string; country: string; productId: number; currency: string },
    lock = false,
  ) {
    const voucher = (await on.voucher(normaliseCode(code), lock)) as VoucherRow | null;
    const usesByUser = voucher && context.userId ? await on.voucherUsesByUser(voucher.code, context.userId) : 0;
    const refusal = voucherRefusal(voucher, {
      now: new Date(now()),
      country: context.country,
      productId: context.productId,
      currency: context.currency,
      usesByUser,
    });
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
      subscription_id: row.id,
      status: row.status as SubscriptionStatus,
      product_id: row.productId,
      product_name: await productName(row.productId),
      plan_id: row.planId,
      tier: row.tier,
      auto_renew: row.autoRenew,
      current_period_start: row.currentPeriodStart?.toISOString() ?? null,
      current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
      next_billing_date: renewing ? ymd(row.currentPeriodEnd) : null,
      access_until: live ? ymd(row.currentPeriodEnd) : null,
      payment_method: row.paymentMethod,
    };
  }
  /** Refuses a purchase the user's live plan already covers; an upgrade (plus → premium) passes. */
  async function refuseIfCovered(on: PaymentsQueries, user: SessionUser, tier: string) {
    const live = await on.livePaidSubscription(user.id);
    const current = Math.max(TIER_RANK[live?.tier ?? 'basic'], TIER_RANK[viewerPlanOf(user.activeUserPlan)] ?? 0);
    if (current >= TIER_RANK[tier]) throw new ConflictError(text('errors.payments.alreadySubscribed'), 'ALREADY_SUBSCRIBED');
  }
  return {
    ...deps,
    now,
    limit,
    catalogue,
    productIn,
    planView,
    breakupView,
    checkVoucher,
    productName,
    subscriptionView,
    refuseIfCovered,
  };
}
export type PaymentsCore = ReturnType<typeof createPaymentsCore>;
