import { z } from 'zod';

// The rewards calls (issue 14; spec 001 §7 names a rewards SDK and its actions, not calls: these
// shapes are ours). Every call is secured: 401 for a visitor, 403 for a user not on MZaalo.

export const EARN_ACTIONS = ['CHECKED_IN', 'SIGNED_UP', 'CONTENT_VIEWED', 'SHARED', 'REFERRED'] as const;

export const Earned = z.object({ action: z.enum(EARN_ACTIONS), coins: z.number().int(), balance: z.number().int() });
/** null: nothing earned (already done today, over the day's cap, or a flagged account). */
export const EarnResponse = z.object({ status: z.literal('success'), data: Earned.nullable() });

export const EarningRule = z.object({
  action: z.enum(EARN_ACTIONS),
  coins: z.number().int(),
  daily_cap: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
});
export const SummaryResponse = z.object({
  status: z.literal('success'),
  data: z.object({ balance: z.number().int(), flagged: z.boolean(), rules: z.array(EarningRule) }),
});

export const HistoryQuery = z.object({
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** the `next` of the previous page */
  before: z.coerce.number().int().positive().optional(),
});
export const HistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  amount: z.number().int(),
  reference: z.string().nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export const HistoryResponse = z.object({
  status: z.literal('success'),
  data: z.object({ entries: z.array(HistoryEntry), next: z.number().int().nullable() }),
});

export const Coupon = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cost: z.number().int(),
  kind: z.enum(['voucher', 'partner']),
  /** null: unlimited */
  stock: z.number().int().nullable(),
  /** the plans a voucher coupon's code is for at /purchase (empty for partner coupons) */
  product_ids: z.array(z.number().int()),
});
export const RedeemedCoupon = z.object({ coupon: Coupon, code: z.string(), created_at: z.string() });
export const CouponsResponse = z.object({
  status: z.literal('success'),
  data: z.object({ coupons: z.array(Coupon), redeemed: z.array(RedeemedCoupon) }),
});

export const ShareBody = z.object({ content_id: z.coerce.number().int().positive().optional() });
export const RedeemBody = z.object({
  coupon_id: z.string().min(1).max(64),
  /** one per redeem the user means: a retry with the same key answers the same coupon and spends once */
  idempotency_key: z.string().min(8).max(100),
});
export const RedeemResponse = z.object({ status: z.literal('success'), data: z.object({ coupon: Coupon, code: z.string() }) });

export const ReferralResponse = z.object({ status: z.literal('success'), data: z.object({ code: z.string() }) });
export const ClaimReferralBody = z.object({ code: z.string().min(4).max(32) });
export const ClaimReferralResponse = z.object({ status: z.literal('success'), data: z.object({ recorded: z.boolean() }) });
