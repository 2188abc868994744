'use client';

import { routeChrome, type RouteChrome } from '@/lib/route-chrome';
import { useVisiblePathname } from '@/lib/visible-pathname';

// The header's flags for the current path. A cached page's shell is drawn once for every page of
// its kind, so they are matched here, on the server render and after each client navigation alike.

export function useRouteChrome(): RouteChrome {
  return routeChrome(useVisiblePathname());
}
