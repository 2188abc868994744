import type { ReactNode } from 'react';
import { Shell } from '@/components/layout/shell';
import { renderVariantOf, waitUnlessRealCountry } from '@/lib/site';

// Pages with the shell. proxy.ts renders a page without it when the route or the withoutShell
// query parameter asks for none (lib/render-variant.ts).
export default async function ShellLayout({ children }: { children: ReactNode }) {
  if (!(await renderVariantOf()).shell) return <>{children}</>;
  await waitUnlessRealCountry();
  return <Shell>{children}</Shell>;
}
