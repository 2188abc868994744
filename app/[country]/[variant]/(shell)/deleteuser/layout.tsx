import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// Sign-in and account forms: the auth catalogue for their browser code.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['auth']}>{children}</PageMessages>;
}
