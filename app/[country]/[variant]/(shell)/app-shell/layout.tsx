import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// The downloads list and the offline player: the downloads catalogue beyond the shell's button.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['downloads']}>{children}</PageMessages>;
}
