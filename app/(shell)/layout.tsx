import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { Shell } from '@/components/layout/shell';

// Pages with the shell. proxy.ts sends x-without-shell when the route or the withoutShell query
// parameter asks for none.
export default async function ShellLayout({ children }: { children: ReactNode }) {
  const incoming = await headers();
  if (incoming.get('x-without-shell')) return <>{children}</>;
  return <Shell>{children}</Shell>;
}
