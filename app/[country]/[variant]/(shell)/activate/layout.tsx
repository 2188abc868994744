import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// TV activation's form.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['devices', 'auth']}>{children}</PageMessages>;
}
