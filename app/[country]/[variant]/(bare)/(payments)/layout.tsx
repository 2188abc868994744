import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// The partner offers and the payment status page: the payments catalogue for their checkouts.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['payments', 'auth']}>{children}</PageMessages>;
}
