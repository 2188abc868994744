import type { z } from 'zod';
import type {
  ClaimReferralResponse,
  Coupon,
  EarnResponse,
  HistoryResponse,
  RedeemResponse,
  RedeemedCoupon,
  SummaryResponse,
} from '@/contract/schemas/rewards';
import { get, post } from '@/lib/api/lazy-client';

// Browser calls of the rewards service (issue 14), through the BFF. Each is secured: 401 for a
// visitor, 403 for a user not on MZaalo.

export type Earned = NonNullable<z.infer<typeof EarnResponse>['data']>;
export type RewardsSummary = z.infer<typeof SummaryResponse>['data'];
export type HistoryPage = z.infer<typeof HistoryResponse>['data'];
export type RewardCoupon = z.infer<typeof Coupon>;
export type RedeemedRewardCoupon = z.infer<typeof RedeemedCoupon>;
export type IssuedCoupon = z.infer<typeof RedeemResponse>['data'];

const quiet = { skipAuthRedirect: true } as const;

// POST /api/v2/secured/rewards/check-in – the day's check-in; null when already done today
export async function checkIn(): Promise<Earned | null> {
  return (await post<z.infer<typeof EarnResponse>>('/api/v2/secured/rewards/check-in', {}, quiet)).data;
}

// POST /api/v2/secured/rewards/share – a share from the share modal; null over the day's cap
export async function earnForShare(contentId?: number): Promise<Earned | null> {
  const body = contentId ? { content_id: contentId } : {};
  return (await post<z.infer<typeof EarnResponse>>('/api/v2/secured/rewards/share', body, quiet)).data;
}

// GET /api/v2/secured/rewards/history?size&before – the next page of the ledger
export async function fetchHistory(before: number, size = 20): Promise<HistoryPage> {
  return (await get<z.infer<typeof HistoryResponse>>('/api/v2/secured/rewards/history', { params: { size, before }, withoutCountry: true }))
    .data;
}

// POST /api/v2/secured/rewards/redeem – the same key again answers the same coupon
export async function redeemCoupon(couponId: string, idempotencyKey: string): Promise<IssuedCoupon> {
  const body = { coupon_id: couponId, idempotency_key: idempotencyKey };
  return (await post<z.infer<typeof RedeemResponse>>('/api/v2/secured/rewards/redeem', body, { withoutCountry: true })).data;
}

// POST /api/v2/secured/rewards/referral/claim – the code a new member joined with
export async function claimReferral(code: string): Promise<boolean> {
  return (await post<z.infer<typeof ClaimReferralResponse>>('/api/v2/secured/rewards/referral/claim', { code }, quiet)).data.recorded;
}
