import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// The plan, payment and gift pages: the payments catalogue for their checkouts and forms.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['payments', 'auth']}>{children}</PageMessages>;
}
