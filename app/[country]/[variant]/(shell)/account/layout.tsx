import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// The account page: its plan, payments and devices.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['payments', 'devices', 'auth', 'library.watchlistPage']}>{children}</PageMessages>;
}
