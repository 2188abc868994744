'use client';

import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { MARKETING_PARAMETERS } from '@/lib/links';

// spec 000 §2: the marketing parameters (utm_*, partner_code) are carried from one route to the
// next. The first address that names them is remembered for the visit; a later address without
// them gets them back through the History API (no new request; the router follows it).

const KEY = 'chalchitra:marketing';

export function carriedQuery(current: URLSearchParams, remembered: Record<string, string> | null): URLSearchParams | null {
  if (!remembered || MARKETING_PARAMETERS.some((name) => current.has(name))) return null;
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(remembered)) next.set(name, value);
  return next;
}

export function MarketingCarry() {
  const pathname = usePathname();
  const query = useSearchParams();
  useEffect(() => {
    const current = new URLSearchParams(query.toString());
    const named = MARKETING_PARAMETERS.filter((name) => current.get(name));
    if (named.length > 0) {
      sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(named.map((name) => [name, current.get(name)!]))));
      return;
    }
    const stored = sessionStorage.getItem(KEY);
    const next = carriedQuery(current, stored ? (JSON.parse(stored) as Record<string, string>) : null);
    if (next) window.history.replaceState(window.history.state, '', `${pathname}?${next.toString()}${window.location.hash}`);
  }, [pathname, query]);
  return null;
}
