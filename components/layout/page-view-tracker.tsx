'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { pushEvent } from '@/lib/analytics';

/** One page_view per route change (spec 001 §7 tag manager events). */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    pushEvent({ event: 'page_view', page_path: pathname });
  }, [pathname]);
  return null;
}
