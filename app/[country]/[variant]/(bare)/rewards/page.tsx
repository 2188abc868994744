import type { Metadata } from 'next';
import { RewardsPage } from '@/components/rewards/rewards-page';

export const metadata: Metadata = { title: 'Rewards', robots: { index: false } };

// /rewards – MZaalo coins: balance, how to earn, coupons, referral link, history (issue 14;
// spec 001 §2: authReq, no shell, separate mobile and desktop variants)
export default function Page() {
  return <RewardsPage />;
}
