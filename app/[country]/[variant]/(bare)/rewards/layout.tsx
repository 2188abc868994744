import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// The rewards page: coins, coupons and referrals, and the plans coins buy.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['rewards', 'payments', 'auth']}>{children}</PageMessages>;
}
