import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// The contact page's form.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['support.contactForm']}>{children}</PageMessages>;
}
