// spec 001 §2 route flags that the header reads: on mobile a back button with the route's heading
// (showBackBtn), and Skip (showSkipBtn). Only fixed paths carry them, so they live in this small
// table of their own: the header matches it in the browser after every navigation without
// shipping the whole route table (lib/routes.ts), which holds the guards' flags.

export interface RouteChrome {
  heading?: string;
  showBackBtn: boolean;
  showSkipBtn: boolean;
}

interface ChromeRow {
  heading: string;
  /** Choosing a plan can wait: Skip goes on to where the visitor was headed (rurl) or home. */
  showSkipBtn?: boolean;
}

/** The rows of spec 001 §2 with a heading, by exact path (matched case-sensitively, like the table). */
export const ROUTE_CHROME: Readonly<Record<string, ChromeRow>> = {
  '/set-password': { heading: 'Setup password' },
  '/reset-password': { heading: 'Reset password' },
  '/purchase': { heading: 'Choose your plan', showSkipBtn: true },
  '/payment': { heading: 'Payment' },
  '/payment/pmt': { heading: 'Pay by Card' },
  '/payment/simpaisa': { heading: 'Pay by Sim' },
  '/gift': { heading: 'Gift Premium' },
};

const NONE: RouteChrome = { showBackBtn: false, showSkipBtn: false };

/** The header's flags for a path; a trailing slash matches as it does in the route table. */
export function routeChrome(pathname: string): RouteChrome {
  const row = ROUTE_CHROME[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  // mobile shows a back button with the heading wherever the table gives a heading
  return row ? { heading: row.heading, showBackBtn: true, showSkipBtn: row.showSkipBtn ?? false } : NONE;
}
