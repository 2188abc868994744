import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// Who's watching and managing profiles: the profiles catalogue, and the account password asked again.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['profiles', 'auth']}>{children}</PageMessages>;
}
