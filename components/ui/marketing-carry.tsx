'use client';

import { useEffect } from 'react';
import Cookies from 'js-cookie';
import { useSearchParams } from 'next/navigation';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { MARKETING_COOKIE, MARKETING_PARAMETERS } from '@/lib/links';

// spec 000 §2: the marketing parameters (utm_*, partner_code) are carried from one route to the
// next. proxy.ts keeps those of the first address that names them in a cookie for the visit (so a
// link followed before this page's code has run loses nothing); a later address without them gets
// them back through the History API (no new request; the router follows it).

export function carriedQuery(current: URLSearchParams, remembered: URLSearchParams | null): URLSearchParams | null {
  if (!remembered || MARKETING_PARAMETERS.some((name) => current.has(name))) return null;
  const next = new URLSearchParams(current);
  for (const [name, value] of remembered) next.set(name, value);
  return next;
}

export function MarketingCarry() {
  const pathname = useVisiblePathname();
  const query = useSearchParams();
  useEffect(() => {
    const stored = Cookies.get(MARKETING_COOKIE);
    const next = carriedQuery(new URLSearchParams(query.toString()), stored ? new URLSearchParams(stored) : null);
    if (next) window.history.replaceState(window.history.state, '', `${pathname}?${next.toString()}${window.location.hash}`);
  }, [pathname, query]);
  return null;
}
