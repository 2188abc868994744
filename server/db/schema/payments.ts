import { pgTable, uuid, integer, text, boolean, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity';
import { ownerUserId } from './owners';
import { createdAt, updatedAt } from './columns';

// Plans, prices, vouchers, subscriptions and payments (spec 001 §7 "Payments and subscriptions").
// Products and their prices are data (seeded by migration); amounts are integers in minor units
// (paise, paisa, cents).

/** A product (spec 000 §3 "Plan values"): a tier sold for a duration. */
export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    name: text('name').notNull(),
    /** basic | mzaalo | plus | premium: the value users.active_user_plan takes */
    tier: text('tier').notNull(),
    /** SVOD | AVOD | BASIC */
    entitlementGroup: text('entitlement_group').notNull(),
    owner: text('owner').notNull().default('eros'),
    /** null: no end (basic, MZaalo) */
    durationDays: integer('duration_days'),
    /** monthly | quarterly | yearly | none */
    billingPeriod: text('billing_period').notNull(),
    description: text('description').notNull(),
    purchasable: boolean('purchasable').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [check('products_tier', sql`${t.tier} in ('basic', 'mzaalo', 'plus', 'premium')`)],
);

/** A plan: a product's price in one country ('*' for every other country), tax included. */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: integer('plan_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** tax included in the amount, in basis points (1800 = 18 %) */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
  },
  (t) => [uniqueIndex('plan_prices_product_country').on(t.productId, t.country), check('plan_prices_amount', sql`${t.amountMinor} >= 0`)],
);

/** A voucher or promo code; the code is stored upper-case. */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    /** percent (value = percent) | fixed (value = minor units of currency) | free_period (value = days) */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    currency: text('currency'),
    description: text('description').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** global limit; null = unlimited */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    /** empty = every country */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** empty = every purchasable product */
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('vouchers_kind', sql`${t.kind} in ('percent', 'fixed', 'free_period')`),
    check('vouchers_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('vouchers_fixed_currency', sql`${t.kind} <> 'fixed' or ${t.currency} is not null`),
    check('vouchers_per_user', sql`${t.maxUsesPerUser} >= 1`),
  ],
);

/** One subscription of a user to one product. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerUserId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    planId: integer('plan_id').references(() => planPrices.planId),
    tier: text('tier').notNull(),
    /** pending | active | renewal_due | cancelled | expired | failed | gifted (a paid gift: its period goes to the code's redeemer) */
    status: text('status').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    voucherCode: text('voucher_code').references(() => vouchers.code),
    /** the days a free_period voucher gives instead of the product's duration */
    periodDays: integer('period_days'),
    paymentMethod: text('payment_method'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_status', sql`${t.status} in ('pending', 'active', 'renewal_due', 'cancelled', 'expired', 'failed', 'gifted')`),
    check('subscriptions_amounts', sql`${t.totalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.taxMinor} >= 0`),
    // at most one live paid subscription and one MZaalo membership per user
    uniqueIndex('subscriptions_one_live_paid')
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'renewal_due', 'cancelled') and ${t.tier} <> 'mzaalo'`),
    uniqueIndex('subscriptions_one_mzaalo')
      .on(t.userId)
      .where(sql`${t.status} = 'active' and ${t.tier} = 'mzaalo'`),
    index('subscriptions_user').on(t.userId, t.createdAt),
  ],
);

/**
 * A gift (spec 001 §9 gift link): a plan bought for someone else. Its subscription row carries the
 * payment; once paid, the buyer gets a single-use free_period voucher for the product (voucher_code).
 */
export const gifts = pgTable(
  'gifts',
  {
    subscriptionId: uuid('subscription_id')
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    recipientName: text('recipient_name'),
    message: text('message'),
    /** set once, in the transaction that credits the payment */
    voucherCode: text('voucher_code').references(() => vouchers.code),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gifts_voucher').on(t.voucherCode), index('gifts_buyer').on(t.buyerId, t.createdAt)],
);

/** A use of a voucher; use_number counts a user's uses, so the per-user limit holds in the database. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherCode: text('voucher_code')
      .notNull()
      .references(() => vouchers.code),
    userId: ownerUserId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    useNumber: integer('use_number').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_user_use').on(t.voucherCode, t.userId, t.useNumber),
    uniqueIndex('voucher_redemptions_subscription').on(t.subscriptionId),
    check('voucher_redemptions_use_number', sql`${t.useNumber} >= 1`),
  ],
);

/** One payment attempt (vid) for a subscription: its purchase or a renewal. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vid: text('vid').notNull(),
    userId: ownerUserId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** purchase | renewal */
    kind: text('kind').notNull(),
    /** sandbox | razorpay | simpaisa */
    gateway: text('gateway').notNull(),
    paymentTypeId: integer('payment_type_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** pending | success | failed */
    status: text('status').notNull(),
    /** the gateway's order, payment link or wallet transaction */
    gatewayOrderId: text('gateway_order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    failureReason: text('failure_reason'),
    returnPath: text('return_path').notNull(),
    msisdn: text('msisdn'),
    /** when the payment moved the subscription (at most once) */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** a second payment for a subscription already paid is given back: null, due (asked for, not yet confirmed) or refunded */
    refundStatus: text('refund_status'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_vid').on(t.vid),
    uniqueIndex('payment_transactions_gateway_order').on(t.gateway, t.gatewayOrderId),
    uniqueIndex('payment_transactions_gateway_payment').on(t.gateway, t.gatewayPaymentId),
    index('payment_transactions_subscription').on(t.subscriptionId),
    check('payment_transactions_status', sql`${t.status} in ('pending', 'success', 'failed')`),
    // only a successful payment is given back, and a refund names the gateway's refund
    check(
      'payment_transactions_refund',
      sql`${t.refundStatus} is null or (${t.status} = 'success' and ${t.refundStatus} in ('due', 'refunded'))`,
    ),
    check(
      'payment_transactions_refunded',
      sql`(${t.refundStatus} = 'refunded') = (${t.refundId} is not null and ${t.refundedAt} is not null)`,
    ),
  ],
);

/** Gateway notifications already handled: a replay finds its event id here and changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_event').on(t.gateway, t.eventId)],
);

/**
 * The embedded sandbox gateways' own books (card checkout and the Simpaisa wallet stand-in): what a
 * real gateway would keep on its side, so the status call can reconcile with it.
 */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  orderId: text('order_id').primaryKey(),
  /** sandbox | simpaisa */
  gateway: text('gateway').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** created | pending | paid | failed | refunded */
  status: text('status').notNull(),
  paymentId: text('payment_id'),
  refundId: text('refund_id'),
  failureReason: text('failure_reason'),
  /** where the browser goes after checkout (relative, same site) */
  returnUrl: text('return_url').notNull(),
  msisdn: text('msisdn'),
  operatorId: integer('operator_id'),
  codeHash: text('code_hash'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
