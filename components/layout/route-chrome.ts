'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { chromeOf, type RouteChrome } from './route-chrome-rules';

// After a client navigation the route table's code loads and matches the new path, so the table
// stays out of every page's first load (the server matched the page it rendered).

export type { RouteChrome };

let routes: Promise<typeof import('@/lib/routes')> | null = null;

/** The header's flags for the current path; none while the table is still loading after a navigation. */
export function useRouteChrome(rendered: RouteChrome): RouteChrome {
  const pathname = usePathname();
  const [matched, setMatched] = useState(rendered);
  useEffect(() => {
    if (matched.pathname === pathname) return;
    let current = true;
    routes ??= import('@/lib/routes');
    void routes.then(({ matchRoute }) => {
      if (current) setMatched(chromeOf(pathname, matchRoute(pathname)?.route));
    });
    return () => {
      current = false;
    };
  }, [pathname, matched.pathname]);
  return matched.pathname === pathname ? matched : chromeOf(pathname, undefined);
}
