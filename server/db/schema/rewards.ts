import {
  pgTable,
  bigserial,
  bigint,
  uuid,
  integer,
  text,
  timestamp,
  date,
  primaryKey,
  index,
  check,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity';
import { contents } from './catalogue';
import { streamLeases } from './devices';

// MZaalo coins (issue 14): an append-only ledger with one balance row per user, both written in
// the same transaction. Every entry carries a unique idempotency key, so a retried or replayed
// earn or spend is written once; the balance can never go negative; the entries of a user always
// sum to the balance.

export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CHECKED_IN, SIGNED_UP, CONTENT_VIEWED, SHARED, REFERRED, REDEEMED */
    action: text('action').notNull(),
    /** coins: positive earned, negative spent */
    amount: integer('amount').notNull(),
    /** what the entry is about: a content id, a coupon, a referred user */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_entries_idempotency').on(t.idempotencyKey),
    index('reward_entries_history').on(t.userId, t.id),
    check('reward_entries_amount', sql`${t.amount} <> 0`),
    check('reward_entries_balance', sql`${t.balanceAfter} >= 0`),
  ],
);

export const rewardBalances = pgTable(
  'reward_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** set by the abuse rules: the account earns nothing more */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    flagReason: text('flag_reason'),
    /** the country whose calendar the account's reward days follow: where it first earned, then kept */
    country: text('country'),
  },
  (t) => [check('reward_balances_never_negative', sql`${t.balance} >= 0`)],
);

/**
 * How long a user watched a title on one day (the user's country's calendar), as the origin
 * measured it between stream heartbeats, and the coins that watching paid (the daily cap sums them).
 */
export const rewardWatchDays = pgTable(
  'reward_watch_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    watchedMs: integer('watched_ms').notNull().default(0),
    coins: integer('coins').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId, t.day] }),
    check('reward_watch_days_watched', sql`${t.watchedMs} >= 0 and ${t.coins} >= 0`),
  ],
);

/**
 * What one stream lease has counted of its title (a lease is one screen playing one title; the
 * same screen starting another title counts that one afresh): the server's time up to the last
 * counted heartbeat, and how much of it was watching.
 */
export const rewardLeaseWatches = pgTable(
  'reward_lease_watches',
  {
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => streamLeases.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    watchedMs: integer('watched_ms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.contentId] }), check('reward_lease_watches_watched', sql`${t.watchedMs} >= 0`)],
);

/** Check-ins per device and day: one device checking in many accounts flags them. */
export const rewardCheckIns = pgTable(
  'reward_check_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    deviceHash: text('device_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('reward_check_ins_device').on(t.deviceHash, t.day)],
);

export const rewardCoupons = pgTable(
  'reward_coupons',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cost: integer('cost').notNull(),
    /** voucher: a personal single-use code for /purchase; partner: a partner's code */
    kind: text('kind').notNull(),
    /** voucher coupons: the voucher they issue (vouchers.kind, value, product ids) */
    voucherKind: text('voucher_kind'),
    voucherValue: integer('voucher_value'),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** partner coupons: the partner's name and code prefix */
    partner: text('partner'),
    /** coupons left; null = unlimited */
    stock: integer('stock'),
  },
  (t) => [
    check('reward_coupons_cost', sql`${t.cost} > 0`),
    check('reward_coupons_stock', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('reward_coupons_kind', sql`${t.kind} in ('voucher', 'partner')`),
  ],
);

export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id')
      .notNull()
      .references(() => rewardCoupons.id),
    code: text('code').notNull().unique(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => rewardEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_redemptions_user').on(t.userId, t.createdAt)],
);

/** A user's personal referral code. */
export const rewardReferralCodes = pgTable('reward_referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
});

/**
 * Who referred whom: one row per referred identifier (a re-created account is not referred twice),
 * and one per pair of accounts whichever way round (two accounts cannot refer each other).
 */
export const rewardReferrals = pgTable(
  'reward_referrals',
  {
    referredIdentifier: text('referred_identifier').primaryKey(),
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the referred account qualified and the referral was decided: paid, or over the referrer's monthly cap */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** the referrer's month (YYYY-MM, in the referrer's reward country) the referral was paid in; null when not paid */
    rewardedMonth: text('rewarded_month'),
  },
  (t) => [
    uniqueIndex('reward_referrals_pair').on(
      sql`least(${t.referrerUserId}, ${t.referredUserId})`,
      sql`greatest(${t.referrerUserId}, ${t.referredUserId})`,
    ),
    index('reward_referrals_referred').on(t.referredUserId),
    index('reward_referrals_paid').on(t.referrerUserId, t.rewardedMonth),
  ],
);
