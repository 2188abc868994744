import { DEFAULT_COUNTRY } from '@/contract/constants';
import type { Platform } from '@/contract/platform';
import type { MaturityRating } from '@/contract/maturity';
import { DEFAULT_LOCALE, LOCALES, splitLocalePath, type Locale } from '@/contract/locales';

// Cached rendering (README "Cached rendering"): proxy.ts rewrites every page request to
// /{country}/{variant}/{path}, the two root parameters of app/[country]/[variant]. A page then
// depends only on its address, so Next.js renders it once per country and variant, caches it and
// serves it to every visitor alike; the address the visitor sees does not change. The variant
// holds what the server render of a page truly differs by:
//   viewer    g a visitor, m a member (the auth cookie is there: the session streams in)
//   platform  w WEB, m MOBILE_WEB, a ANDROID (the Android app's webview): the rows' content limit
//   store     a Android, i iPhone, n none: the home page's open-in-app banner
//   agent     h a person, b a crawler (no menu fetch, every row at once)
//   shell     s with the shell, n without (the route's flag or withoutShell in the address)
//   paged     p the address asks for rows from `start`, 0 it does not
//   ceiling   only for a member whose profile has one (issue 49; lib/profile-ceiling.ts): k a kids
//             profile, c another, then the ceiling: u U, ua UA, 13 U/A 13+, 16 U/A 16+. The
//             catalogue answers are asked for with it (lib/api/server.ts), and a kids profile's
//             pages have the kids look. Absent for everyone else, so their addresses stay as they were.
//   locale    the interface language when it is not English (issue 50; contract/locales.ts): hi,
//             ta, te, bn, mr. Absent for English, so English pages keep their cached addresses.

export interface RenderVariant {
  member: boolean;
  platform: Platform;
  store: 'android' | 'ios' | null;
  bot: boolean;
  shell: boolean;
  paged: boolean;
  /** The profile's maturity ceiling below A, or whether it is a kids profile; members only. */
  ceiling?: { maturity: Exclude<MaturityRating, 'A'>; kids: boolean } | null;
  /** The interface language; English when absent. */
  locale?: Locale;
}

const PLATFORM_CODES: Record<Platform, string> = { WEB: 'w', MOBILE_WEB: 'm', ANDROID: 'a' };
const STORE_CODES = { android: 'a', ios: 'i' } as const;
const CEILING_CODES: Record<Exclude<MaturityRating, 'A'>, string> = { U: 'u', UA: 'ua', 'U/A 13+': '13', 'U/A 16+': '16' };
const LOCALE_PART = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
const VARIANT = new RegExp(`^([gm])\\.([wma])\\.([ain])\\.([hb])\\.([sn])\\.([p0])(?:\\.([kc])(u|ua|13|16))?(?:\\.(${LOCALE_PART}))?$`);
const COUNTRY = /^[A-Z]{2}$/;

export function encodeVariant(variant: RenderVariant): string {
  const ceiling =
    variant.member && variant.ceiling ? `${variant.ceiling.kids ? 'k' : 'c'}${CEILING_CODES[variant.ceiling.maturity]}` : null;
  return [
    variant.member ? 'm' : 'g',
    PLATFORM_CODES[variant.platform],
    variant.store ? STORE_CODES[variant.store] : 'n',
    variant.bot ? 'b' : 'h',
    variant.shell ? 's' : 'n',
    variant.paged ? 'p' : '0',
    ...(ceiling ? [ceiling] : []),
    ...(variant.locale && variant.locale !== DEFAULT_LOCALE ? [variant.locale] : []),
  ].join('.');
}

/** The app store a phone's browser takes its apps from (spec 000 §2 "Open-in-app prompt"). */
export function storeFor(userAgent: string | null): 'android' | 'ios' | null {
  if (/iPhone|iPad|iPod/.test(userAgent ?? '')) return 'ios';
  if (/Android/.test(userAgent ?? '')) return 'android';
  return null;
}

/** The variant a rewritten address names, or null when it names none (a visitor typed it). */
export function decodeVariant(code: string): RenderVariant | null {
  const match = VARIANT.exec(code);
  if (!match) return null;
  const [, viewer, platform, store, agent, shell, paged, profile, ceiling, locale] = match;
  if (profile && viewer !== 'm') return null;
  const maturity = (Object.keys(CEILING_CODES) as Array<keyof typeof CEILING_CODES>).find((name) => CEILING_CODES[name] === ceiling);
  return {
    member: viewer === 'm',
    platform: (Object.keys(PLATFORM_CODES) as Platform[]).find((name) => PLATFORM_CODES[name] === platform)!,
    store: store === 'a' ? 'android' : store === 'i' ? 'ios' : null,
    bot: agent === 'b',
    shell: shell === 's',
    paged: paged === 'p',
    ...(maturity ? { ceiling: { maturity, kids: profile === 'k' } } : {}),
    ...(locale ? { locale: locale as Locale } : {}),
  };
}

/** The country a rendering is for: the visitor's country cookie when it names one, else IN. */
export function renderCountry(cookie: string | null | undefined): string {
  const code = cookie?.trim().toUpperCase();
  return code && COUNTRY.test(code) && code !== BUILD_COUNTRY ? code : DEFAULT_COUNTRY;
}

/**
 * The placeholder country `next build` renders each page for (generateStaticParams needs one):
 * proxy.ts never rewrites to it, so no visitor sees it, and catalogue reads for it wait for a
 * request instead of asking an origin that is not running during the build.
 */
export const BUILD_COUNTRY = 'ZZ';
export const BUILD_VARIANT = encodeVariant({ member: false, platform: 'WEB', store: null, bot: false, shell: true, paged: false });

/** The body's class on a kids profile's pages: the kids home's look (globals.css). */
export const KIDS_PROFILE_CLASS = 'kids-profile';

/** The request headers proxy.ts names them in too, for route handlers, which cannot read root parameters. */
export const RENDER_COUNTRY_HEADER = 'x-render-country';
export const RENDER_VARIANT_HEADER = 'x-render-variant';

const INTERNAL_PREFIX = new RegExp(
  `^/[A-Z]{2}/[gm]\\.[wma]\\.[ain]\\.[hb]\\.[sn]\\.[p0](?:\\.[kc](?:ua|u|13|16))?(?:\\.(?:${LOCALE_PART}))?(?=/|$)`,
);

/**
 * The address a visitor sees for a rewritten one, without its language: a page rendered ahead of
 * a request (a cached page) knows only the rewritten address, the browser the visitor's (/hi/movies
 * for a Hindi one); both read the same here, the route's own path.
 */
export function visiblePathname(pathname: string): string {
  return splitLocalePath(pathname.replace(INTERNAL_PREFIX, '') || '/').pathname;
}
