import type { RouteEntry } from '@/lib/routes';

// What the route table asks of the header (spec 000 §2: the mobile back button with its heading,
// and Skip), for the server's render and the client's hook (route-chrome.ts) alike.

export interface RouteChrome {
  pathname: string;
  heading?: string;
  showBackBtn: boolean;
  showSkipBtn: boolean;
}

export function chromeOf(pathname: string, route: RouteEntry | undefined): RouteChrome {
  return { pathname, heading: route?.heading, showBackBtn: route?.showBackBtn ?? false, showSkipBtn: route?.showSkipBtn ?? false };
}
