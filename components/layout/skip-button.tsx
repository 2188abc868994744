'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { matchRoute } from '@/lib/routes';
import { safeReturnPath } from '@/lib/return-path';

/** spec 000 §2: the header's Skip button, on routes whose flags ask for it; it leads to rurl or home. */
export function SkipButton() {
  const pathname = usePathname();
  const query = useSearchParams();
  if (!matchRoute(pathname)?.route.showSkipBtn) return null;
  return (
    <Link href={safeReturnPath(query.get('rurl'))} className={'btn btn-ghost'}>
      Skip
    </Link>
  );
}
