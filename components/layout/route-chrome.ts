'use client';

import { matchRoute } from '@/lib/routes';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { chromeOf, type RouteChrome } from './route-chrome-rules';

// The header's flags for the current path, from the route table. A cached page's shell is drawn
// once for every page of its kind, so the table is matched here, on the server render and after
// each client navigation alike.

export type { RouteChrome };

export function useRouteChrome(): RouteChrome {
  const pathname = useVisiblePathname();
  return chromeOf(pathname, matchRoute(pathname)?.route);
}
