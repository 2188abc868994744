'use client';

import { usePathname } from 'next/navigation';
import { visiblePathname } from '@/lib/render-variant';

/**
 * The address bar's path. Next.js's usePathname gives the rewritten address
 * (/IN/g.w.n.h.s.0/movies) while a cached page renders on the server and the visitor's (/movies) in
 * the browser; every component reads this one instead, so both renders agree.
 */
export function useVisiblePathname(): string {
  return visiblePathname(usePathname());
}
