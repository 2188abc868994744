'use client';

import { useEffect } from 'react';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { pushEvent } from '@/lib/analytics';

/** One page_view per route change (spec 001 §7 tag manager events). */
export function PageViewTracker() {
  const pathname = useVisiblePathname();
  useEffect(() => {
    pushEvent({ event: 'page_view', page_path: pathname });
  }, [pathname]);
  return null;
}
