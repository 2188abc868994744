import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// Sign-in and account forms: the auth catalogue for their browser code, and the password rule's messages.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['auth', 'errors.auth']}>{children}</PageMessages>;
}
