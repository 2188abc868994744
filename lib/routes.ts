import { productIdOf } from '@/contract/plans';

// The route table of spec 001 §2 as data, with the flags that proxy.ts reads (the header's own
// flags, a heading with its back button and Skip, are in lib/route-chrome.ts).
// Paths are matched case-sensitively, like the App Router itself (spec 001 §2: /activate is case
// sensitive and /ACTIVATE is a fixed redirect to it).

export interface RouteFlags {
  /** Sign-in needed: an anonymous visitor goes to redirectPath or / (spec 000 §2 "Route guards"). */
  authReq: boolean;
  /** No header, footer or navigation. */
  withoutShell: boolean;
  /** A signed-in user goes to redirectPath or /. */
  redirectIfLoggedIn: boolean;
  /** A subscribed (premium) user is sent to redirectPath or /. */
  redirectIfSubscribed: boolean;
  /** Shows the change-user box ('Sign in with a different account'). */
  showUserChangeModal: boolean;
}

export interface RouteEntry extends RouteFlags {
  /** Pattern: ':name' a segment, ':name?' an optional one, ':name(regex)' a constrained one, '*' any suffix. */
  path: string;
  /** The page area the route belongs to (spec 000 §2). */
  name: string;
  redirectPath?: string;
  /** A payment page: it pays for the plan (pr) chosen at redirectPath, where an address naming none is sent. */
  needsPlan?: boolean;
}

type Options = Partial<RouteFlags> & { redirectPath?: string; needsPlan?: boolean };

function route(path: string, name: string, options: Options = {}): RouteEntry {
  return {
    path,
    name,
    authReq: false,
    withoutShell: false,
    redirectIfLoggedIn: false,
    redirectIfSubscribed: false,
    showUserChangeModal: false,
    ...options,
  };
}

/** spec 001 §2: the payment pages are authReq, redirect to /purchase and send subscribed users away. */
const payment = { authReq: true, redirectIfSubscribed: true, redirectPath: '/purchase', needsPlan: true } as const;

/** spec 001 §2 "Route table", in match order (the first matching row wins). */
export const ROUTES: readonly RouteEntry[] = [
  route('/', 'landing'),
  route('/movies', 'landing'),
  route('/quickie', 'landing'),
  route('/originals', 'landing'),
  route('/myt', 'partner', { withoutShell: true }),
  route('/mtnaf', 'partner', { withoutShell: true }),
  route('/bd', 'payment-bd', { ...payment, withoutShell: true }),
  route('/rewards', 'rewards', { authReq: true, withoutShell: true }),
  route('/movies/languages/*', 'movie-languages'),
  route('/movies/genres/*', 'movie-genres'),
  route('/movies/mostpopular/*', 'movie-mostpopular'),
  route('/thankyou', 'thankyou'),
  route('/payment-status', 'payment-status', { withoutShell: true }),
  route('/renewal-status', 'renewal-status'),
  route('/subscription-pending', 'subscription-pending'),
  route('/subscription-failed', 'subscription-failed'),
  route('/movie/watch/:assetId/:assetSlug/:contentId?/:contentSlug?', 'movie'),
  route('/tv', 'tv'),
  route('/tv/live', 'tv-live'),
  route('/tv/provider/:providerId?/live', 'tv-provider-live'),
  route('/tv/provider/:providerCode(fashiontv|adt10)', 'tv-provider-featured'),
  route('/tv/provider/:providerId', 'tv-provider'),
  route('/tv/watch/:assetId/:assetSlug/:seasonId(\\d+)?/:contentId(\\d+)?/:contentSlug?', 'tv-show'),
  route('/originals/genre/:genreId/:genreSlug', 'originals-genre'),
  route('/original/watch/:assetId/:assetSlug/:contentId/:contentSlug', 'original-content'),
  route('/original/watch/:assetId/:assetSlug', 'original'),
  route('/music', 'music'),
  route('/music/watch/:assetId/:assetSlug/:contentId/:contentSlug', 'music-item'),
  route('/music/genres', 'music-genres'),
  route('/music/video-genres', 'music-video-genres'),
  route('/music/genres/:genreId?/:genreSlug?', 'music-genre'),
  route('/music/video', 'music-video'),
  route('/music/top-charts', 'music-top-charts'),
  route('/music/top-charts/:chartId/:chartName', 'music-top-chart'),
  route('/music/mixes', 'music-mixes'),
  route('/music/mixes/:assetId?/:assetSlug?', 'music-mix'),
  route('/music/playlist/:playlistId/sets', 'music-user-playlist'),
  route('/music/video-mixes', 'music-video-mixes'),
  route('/music/video-mixes/details/:playlistId?/:playlistSlug?', 'music-video-mix'),
  route('/music/explore', 'music-albums'),
  route('/music/album/:assetId?/:assetSlug?', 'music-album'),
  route('/music/album-collections', 'music-album-collections'),
  route('/music/video-new-on-eros', 'music-video-new'),
  route('/music/new_on_eros', 'music-new'),
  route('/music/new_on_eros/:playlistTitle/:playlistId', 'music-new-playlist'),
  route('/music/video-top-charts', 'music-video-top-charts'),
  route('/music/video-genres/:genreType/:genreId', 'music-video-genre'),
  route('/playlist/:playlistId/:playlistTitle', 'playlist'),
  route('/search', 'search'),
  route('/search/:entityType/:searchSlug', 'search-entity'),
  route('/people/:entityType/:searchSlug', 'people-search'),
  route('/people/:personSlug', 'people'),
  route('/stars', 'stars'),
  route('/star/:assetName/:assetId/:activeTab?', 'star'),
  route('/star/:assetName/:assetId/:activeTab/:detailType', 'star-detail'),
  route('/termsofuse', 'terms'),
  route('/mobile_terms_of_use', 'terms', { withoutShell: true }),
  route('/mobile_faq', 'mobile-faq', { withoutShell: true }),
  route('/devices', 'devices'),
  route('/about_us', 'about-us'),
  route('/privacypolicy', 'privacy'),
  route('/mobile_privacy_policy', 'privacy', { withoutShell: true }),
  // spec 000 §2 "Known paths": the third legal page, linked from the footer
  route('/caution_notice', 'caution-notice'),
  route('/baoffer', 'airline-offer', { withoutShell: true }),
  route('/helpcenter', 'help'),
  route('/getting_started', 'help'),
  route('/help_account', 'help'),
  route('/help_subscription', 'help'),
  route('/help_features', 'help'),
  route('/help_support', 'help'),
  route('/help_troubleshooting', 'help'),
  route('/help_mzaalo', 'help'),
  route('/contact', 'help'),
  route('/account', 'account', { authReq: true }),
  // the library pages of the account menu (watchlist, favourites, playlists)
  route('/account/:section(watchlist|favourites|playlists)', 'library', { authReq: true }),
  route('/deleteuser', 'delete-user'),
  route('/myprofile', 'my-profile', { authReq: true }),
  // issue 49: "Who's watching?" and the profiles' management
  route('/profiles', 'profiles', { authReq: true }),
  route('/profiles/manage', 'profiles-manage', { authReq: true }),
  // issue 19: the titles kept in this browser (offline, the app shell draws it)
  route('/downloads', 'downloads', { authReq: true }),
  route('/app-shell', 'app-shell'),
  route('/u/:userSlug', 'public-profile'),
  route('/login', 'login', { redirectIfLoggedIn: true }),
  route('/set-password', 'set-password', { redirectIfLoggedIn: true }),
  route('/reset-password', 'reset-password'),
  route('/purchase', 'purchase', { redirectIfSubscribed: true, showUserChangeModal: true }),
  route('/payment', 'payment', payment),
  route('/payment/pmt', 'payment-card', payment),
  route('/payment/simpaisa', 'payment-wallet', payment),
  // the gift link (spec 001 §9): secured, and open to every plan (a gift is for someone else)
  route('/gift', 'gift', { authReq: true }),
  route('/vin-payment', 'vin-payment', payment),
  route('/activate', 'activate', { showUserChangeModal: true }),
  route('/appletv', 'activate', { showUserChangeModal: true }),
  route('/activation-success', 'activation-success'),
  route('/account-link', 'account-link', { authReq: true }),
];

/**
 * Asks proxy.ts to render the not-found page at the requested address. Only web-server/server.ts
 * sends it, to itself, for a page that called notFound(); a visitor's copy is dropped there.
 */
export const NOT_FOUND_RENDER_HEADER = 'x-render-not-found';
/** The not-found page's address: proxy.ts rewrites to it (app/[country]/[variant]/(shell)/%5Fnot-found) only for web-server/server.ts. */
export const NOT_FOUND_PATH = '/_not-found';

/** spec 001 §2: rows of the table that only lead elsewhere. */
export const FIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/home': '/',
  '/welcome': '/',
  '/undefined': '/',
  '/contest': '/',
  '/movies/explore': '/movies/mostpopular',
  '/movies/free': '/movies',
  '/subscribe': '/purchase',
  '/subscription': '/purchase',
  '/products/subscription': '/purchase',
  '/ACTIVATE': '/activate',
};

interface CompiledRoute {
  route: RouteEntry;
  regex: RegExp;
  keys: string[];
}

const SEGMENT = /^:(\w+)(?:\((.+)\))?(\?)?$/;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles a pattern of the table into an anchored regular expression and its parameter names. */
export function compilePattern(path: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      keys.push('*');
      source += '(?:/(.*))?';
      continue;
    }
    const param = SEGMENT.exec(segment);
    if (!param) {
      source += `/${escapeRegex(segment)}`;
      continue;
    }
    const [, key, constraint, optional] = param;
    keys.push(key);
    const capture = `/(${constraint ?? '[^/]+'})`;
    source += optional ? `(?:${capture})?` : capture;
  }
  return { regex: new RegExp(`^${source}/?$`), keys };
}

const COMPILED: CompiledRoute[] = ROUTES.map((entry) => ({ route: entry, ...compilePattern(entry.path) }));

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

/** The first row of the table matching pathname, with its parameters; null means the not-found page. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route: entry, regex, keys } of COMPILED) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    keys.forEach((key, index) => {
      const value = found[index + 1];
      params[key] = value === undefined || value === '' ? undefined : decodeSegment(value);
    });
    return { route: entry, params };
  }
  return null;
}

/** The target of a fixed redirect row for pathname, or null. */
export function fixedRedirect(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FIXED_REDIRECTS[trimmed] ?? null;
}

export interface GuardInput {
  pathname: string;
  /** The query string, with or without its leading '?'. */
  search: string;
  signedIn: boolean;
  /** Premium, the plan that redirectIfSubscribed pages send away. */
  subscribed: boolean;
}

export interface GuardDecision {
  redirect?: string;
  withoutShell: boolean;
}

function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/** True when the withoutShell query parameter is present (a value 'false' or '0' turns it off). */
export function hasWithoutShellParam(search: string): boolean {
  const params = queryOf(search);
  if (!params.has('withoutShell')) return false;
  const value = params.get('withoutShell');
  return value !== 'false' && value !== '0';
}

/** Where a guard sends the request; /purchase keeps the plan and voucher (pr, vou) a payment address carried. */
function redirectTarget(entry: RouteEntry, search: string): string {
  const away = entry.redirectPath ?? '/';
  if (away !== '/purchase') return away;
  const given = queryOf(search);
  const kept = new URLSearchParams();
  for (const name of ['pr', 'vou']) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size > 0 ? `${away}?${kept}` : away;
}

/** spec 000 §2 "Route guards" and spec 001 §2 route flags, as a pure decision for one request. */
export function guardDecision({ pathname, search, signedIn, subscribed }: GuardInput): GuardDecision {
  const withoutShellParam = hasWithoutShellParam(search);
  const match = matchRoute(pathname);
  if (!match) return { withoutShell: withoutShellParam };
  const { route: entry } = match;
  const withoutShell = entry.withoutShell || withoutShellParam;
  const away = redirectTarget(entry, search);

  if (entry.authReq && !signedIn) return { redirect: away, withoutShell };
  if (entry.redirectIfLoggedIn && signedIn) return { redirect: away, withoutShell };
  if (entry.redirectIfSubscribed && signedIn && subscribed) return { redirect: away, withoutShell };
  // decided here rather than by the page: a page streamed from its cached shell could only redirect in script
  if (entry.needsPlan && productIdOf(queryOf(search).get('pr')) === null) return { redirect: away, withoutShell };
  return { withoutShell };
}
