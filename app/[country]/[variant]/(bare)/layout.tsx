import type { ReactNode } from 'react';

// Pages without the shell (spec 001 §2 withoutShell routes: partner pages, webviews, payment status).
export default function BareLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
