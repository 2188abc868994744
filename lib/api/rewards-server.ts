import 'server-only';
import { originGet, OriginError } from '@/lib/api/server';
import type { HistoryPage, RedeemedRewardCoupon, RewardCoupon, RewardsSummary } from '@/lib/api/rewards';

// The /rewards page's reads for server components (issue 14).

export interface RewardsOverview {
  summary: RewardsSummary;
  history: HistoryPage;
  coupons: RewardCoupon[];
  redeemed: RedeemedRewardCoupon[];
  referralCode: string;
}

/** Everything /rewards shows; 'visitor' without a session, 'not-member' for a user not on MZaalo. */
export async function getRewardsOverview(): Promise<RewardsOverview | 'visitor' | 'not-member'> {
  const read = <T>(path: string, query?: Record<string, number>) =>
    originGet<{ data: T }>(path, { query, withoutCountry: true }).then((answer) => answer.data);
  try {
    const [summary, history, coupons, referral] = await Promise.all([
      read<RewardsSummary>('/api/v2/secured/rewards'),
      read<HistoryPage>('/api/v2/secured/rewards/history', { size: 20 }),
      read<{ coupons: RewardCoupon[]; redeemed: RedeemedRewardCoupon[] }>('/api/v2/secured/rewards/coupons'),
      read<{ code: string }>('/api/v2/secured/rewards/referral'),
    ]);
    return { summary, history, ...coupons, referralCode: referral.code };
  } catch (error) {
    if (error instanceof OriginError && error.status === 401) return 'visitor';
    if (error instanceof OriginError && error.status === 403) return 'not-member';
    throw error;
  }
}
