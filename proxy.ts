import { NextResponse, type NextRequest } from 'next/server';
import { webEnv } from '@/lib/env';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from '@/lib/security-headers';
import { COOKIE, authTokenFrom } from '@/contract/constants';
import { appWebviewOf, platformFromUserAgent, WEBVIEW_COOKIE, webviewFlagOf } from '@/contract/platform';
import { isBotUserAgent } from '@/lib/menu';
import { encodeVariant, renderCountry, RENDER_COUNTRY_HEADER, RENDER_VARIANT_HEADER, storeFor } from '@/lib/render-variant';
import { fixedRedirect, guardDecision, NOT_FOUND_PATH, NOT_FOUND_RENDER_HEADER } from '@/lib/routes';
import { detectCountry } from '@/lib/visitor-country';
import { pageIsMissing } from '@/lib/api/page-exists';
import { REFERRAL_COOKIE_DAYS, REFERRAL_PARAM, referralCodeOf } from '@/lib/referral';
import { MARKETING_COOKIE, marketingOf } from '@/lib/links';
import { createCeilingLookup, variantCeiling } from '@/lib/profile-ceiling';
import { PROFILE_COOKIE } from '@/lib/profile-cookie';
import { DEFAULT_LOCALE, LOCALE_COOKIE, localeOf, localizedPath, negotiateLocale, splitLocalePath, type Locale } from '@/contract/locales';

// Early route guards (ARCHITECTURE.md "Guards at three depths"): the fixed redirects and route flags
// of spec 001 §2, decided on cookie presence only. This is a convenience for users and never the
// security boundary: server layouts check the session they fetched and the origin authorizes
// every secured call.

/**
 * A non-HttpOnly cookie naming the user's plan, read here only to spare premium users a visit to
 * pages that would send them away (redirectIfSubscribed). It grants nothing.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** An address no route claims: a visitor asking for the not-found page's own address gets a 404. */
const MISSING_PATH = '/_missing/_not-found';
/** Served over HTTPS: COOKIE_SECURE, or unset, an https SITE_URL. */
const SECURE_SITE = webEnv.COOKIE_SECURE ?? webEnv.SITE_URL.startsWith('https:');
const POLICY = contentSecurityPolicy({
  development: webEnv.NODE_ENV === 'development',
  secure: SECURE_SITE,
  extraOrigins: webEnv.CSP_EXTRA_ORIGINS,
  mediaOrigin: webEnv.MEDIA_BASE_URL,
});

/** A member's maturity ceiling, as the origin says, remembered for a minute (lib/profile-ceiling.ts). */
const ceilingFor = createCeilingLookup({ originUrl: webEnv.ORIGIN_URL });

const VIDEO_PLAYLIST = /^\/playlist\/[^/]+\/[^/]+$/;

/**
 * A user's video playlist shares its address with an editorial playlist but for `?u={owner}`
 * (spec 001 §2); it is rendered on request at its own page, so the editorial one stays cached.
 */
function userPlaylistPath(pathname: string, query: URLSearchParams): string | null {
  return query.get('u') && VIDEO_PLAYLIST.test(pathname) ? `${pathname}/user` : null;
}

/** Whether every percent-escape of a path decodes (a malformed one, /movies/%C3%28, cannot). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The language a page speaks (contract/locales.ts): its address's prefix, else the visitor's
 * choice, else the browser's languages; a crawler gets English at an unprefixed address.
 */
function pageLocale(request: NextRequest, addressLocale: Locale | null, bot: boolean): Locale {
  if (addressLocale) return addressLocale;
  if (bot) return DEFAULT_LOCALE;
  return localeOf(request.cookies.get(LOCALE_COOKIE)?.value) ?? negotiateLocale(request.headers.get('accept-language'));
}

export async function proxy(request: NextRequest) {
  const { search } = request.nextUrl;
  if (!decodable(request.nextUrl.pathname))
    return new NextResponse('This address is not valid.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // a language's address (/hi/movies) is the route's own (/movies) in that language
  const { locale: addressLocale, pathname } = splitLocalePath(request.nextUrl.pathname);
  const inLanguage = (path: string) => (addressLocale ? localizedPath(path, addressLocale) : path);
  // English has no prefix: /en/movies is /movies, and the visitor has chosen English
  const english = /^\/en(?=\/|$)/.exec(request.nextUrl.pathname);
  if (english) {
    const target = request.nextUrl.clone();
    target.pathname = request.nextUrl.pathname.slice(english[0].length) || '/';
    const response = NextResponse.redirect(target, 308);
    response.cookies.set(LOCALE_COOKIE, DEFAULT_LOCALE, {
      path: '/',
      maxAge: ONE_YEAR_S,
      sameSite: 'lax',
      httpOnly: false,
      secure: request.nextUrl.protocol === 'https:',
    });
    return response;
  }

  const fixed = fixedRedirect(pathname);
  if (fixed) {
    const target = request.nextUrl.clone();
    target.pathname = inLanguage(fixed);
    // the query is kept: marketing parameters travel with the visitor (spec 000 §2)
    return NextResponse.redirect(target, 308);
  }

  const authToken = authTokenFrom((name) => request.cookies.get(name)?.value);
  const signedIn = authToken !== undefined;
  const decision = guardDecision({ pathname, search, signedIn, subscribed: request.cookies.get(COOKIE.plan)?.value === 'premium' });
  if (decision.redirect) {
    return NextResponse.redirect(new URL(inLanguage(decision.redirect), request.url), 307);
  }

  // Cookies set here are also put on the forwarded request, so the first render already sees them.
  const deviceId = request.cookies.get(COOKIE.deviceId)?.value ? null : crypto.randomUUID();
  // a member's pages are rendered for their profile's ceiling, as the origin says (issue 49)
  const [country, ceiling] = await Promise.all([
    request.cookies.get(COOKIE.country)?.value ? null : detectCountry(request.headers, webEnv.ORIGIN_URL),
    authToken ? ceilingFor(authToken, request.cookies.get(PROFILE_COOKIE)?.value) : null,
  ]);
  const webview = webviewFlagOf(request.nextUrl.searchParams);
  const newWebview = webview && request.cookies.get(WEBVIEW_COOKIE)?.value !== webview ? webview : null;
  const added = [
    deviceId && `${COOKIE.deviceId}=${deviceId}`,
    country && `${COOKIE.country}=${country}`,
    newWebview && `${WEBVIEW_COOKIE}=${newWebview}`,
  ].filter(Boolean);

  const headers = new Headers(request.headers);
  if (added.length > 0) headers.set('cookie', [request.headers.get('cookie'), ...added].filter(Boolean).join('; '));

  // Cached rendering (lib/render-variant.ts): the page is rendered, and cached, for the visitor's
  // country and what else its server render differs by; the address the visitor sees stays.
  const userAgent = request.headers.get('user-agent');
  const inApp = appWebviewOf({ userAgent, flag: webview ?? request.cookies.get(WEBVIEW_COOKIE)?.value });
  const bot = isBotUserAgent(userAgent);
  const locale = pageLocale(request, addressLocale, bot);
  const variant = encodeVariant({
    member: signedIn,
    platform: platformFromUserAgent(userAgent, inApp === 'android'),
    store: inApp ? null : storeFor(userAgent),
    bot,
    shell: !decision.withoutShell,
    paged: request.nextUrl.searchParams.has('start'),
    ceiling: ceiling ? variantCeiling(ceiling) : null,
    locale,
  });
  const renderedCountry = renderCountry(country ?? request.cookies.get(COOKIE.country)?.value);
  headers.set(RENDER_COUNTRY_HEADER, renderedCountry);
  headers.set(RENDER_VARIANT_HEADER, variant);
  const target = request.nextUrl.clone();
  // nextUrl keeps the origin Next.js serves, so the rewrite stays inside this app
  const rendered = request.headers.has(NOT_FOUND_RENDER_HEADER)
    ? NOT_FOUND_PATH
    : pathname === NOT_FOUND_PATH || (await pageIsMissing(pathname, webEnv.ORIGIN_URL))
      ? MISSING_PATH
      : (userPlaylistPath(pathname, request.nextUrl.searchParams) ?? pathname);
  target.pathname = `/${renderedCountry}/${variant}${rendered === '/' ? '' : rendered}`;
  const response = NextResponse.rewrite(target, { request: { headers } });
  const secure = request.nextUrl.protocol === 'https:';
  response.headers.set('Content-Security-Policy', POLICY);
  if (SECURE_SITE) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (deviceId) {
    // on COOKIE_DOMAIN like the auth cookie: a media edge on a subdomain checks device-bound URLs against it
    const domain = webEnv.COOKIE_DOMAIN;
    response.cookies.set(COOKIE.deviceId, deviceId, { path: '/', domain, maxAge: ONE_YEAR_S, sameSite: 'lax', httpOnly: false, secure });
  }
  if (country) {
    response.cookies.set(COOKIE.country, country, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', httpOnly: false, secure });
  }
  response.headers.set('Content-Language', locale);
  // a visitor who opens a language's address keeps that language on the pages they go on to
  if (addressLocale && !bot && request.cookies.get(LOCALE_COOKIE)?.value !== addressLocale) {
    response.cookies.set(LOCALE_COOKIE, addressLocale, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', httpOnly: false, secure });
  }
  // an app webview names itself in the address on arrival (spec 001 §1); the flag lasts the visit
  if (newWebview) response.cookies.set(WEBVIEW_COOKIE, newWebview, { path: '/', sameSite: 'lax', httpOnly: false, secure });
  // spec 000 §2: the marketing parameters travel on for the visit (components/ui/marketing-carry.tsx)
  const marketing = marketingOf(request.nextUrl.searchParams);
  if (marketing) response.cookies.set(MARKETING_COOKIE, marketing.toString(), { path: '/', sameSite: 'lax', httpOnly: false, secure });
  // a referral link's code waits for the new member to claim it (components/rewards/member-visit.ts)
  const referral = referralCodeOf(request.nextUrl.searchParams.get(REFERRAL_PARAM));
  if (referral) {
    const maxAge = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
    response.cookies.set(COOKIE.referral, referral, { path: '/', maxAge, sameSite: 'lax', httpOnly: false, secure });
  }
  return response;
}

export const config = {
  matcher: [
    // every page, but not the BFF (/api), Next's assets (/_next), signed media (/media) or static files
    '/((?!api/|api$|_next/|media/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|js|css|map|json|webmanifest|woff2?|ttf)$).*)',
  ],
};
