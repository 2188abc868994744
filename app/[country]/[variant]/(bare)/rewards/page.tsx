import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RewardsPage } from '@/components/rewards/rewards-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rewards');
  return { title: t('page.metaTitle'), robots: { index: false } };
}

// /rewards – MZaalo coins: balance, how to earn, coupons, referral link, history (issue 14;
// spec 001 §2: authReq, no shell, separate mobile and desktop variants)
export default function Page() {
  return <RewardsPage />;
}
