// The interface languages (issue 50): English, Hindi, Tamil, Telugu, Bengali and Marathi. One ICU
// message catalogue per language lives in contract/messages/{locale}/, read by the web through
// next-intl and by the origin for the messages it answers with.
//
// Which language a page speaks: the address's prefix (/hi/…) when it has one, else the visitor's
// choice (the `lang` cookie, set by the language picker or by visiting a prefixed address), else
// the browser's Accept-Language, else English. English pages keep their unprefixed addresses; a
// crawler always gets English there and each other language at its own prefixed address.

export const LOCALES = ['en', 'hi', 'ta', 'te', 'bn', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The visitor's chosen interface language; readable by the page, like `country`. */
export const LOCALE_COOKIE = 'lang';

/**
 * Each language's name in its own script (the picker) and its BCP 47 tag for Indian formats:
 * Indian grouping (₹1,00,000) and, as Indian apps write numbers, Latin digits in every language
 * (Bengali and Marathi would otherwise get their own digits beside the catalogue's "720p").
 */
export const LOCALE_INFO: Record<Locale, { nativeName: string; englishName: string; tag: string }> = {
  en: { nativeName: 'English', englishName: 'English', tag: 'en-IN' },
  hi: { nativeName: 'हिन्दी', englishName: 'Hindi', tag: 'hi-IN' },
  ta: { nativeName: 'தமிழ்', englishName: 'Tamil', tag: 'ta-IN' },
  te: { nativeName: 'తెలుగు', englishName: 'Telugu', tag: 'te-IN' },
  bn: { nativeName: 'বাংলা', englishName: 'Bengali', tag: 'bn-IN-u-nu-latn' },
  mr: { nativeName: 'मराठी', englishName: 'Marathi', tag: 'mr-IN-u-nu-latn' },
};

export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** The locale a cookie or a stored choice names, or null. */
export function localeOf(value: string | null | undefined): Locale | null {
  const code = value?.trim().toLowerCase();
  return isLocale(code) ? code : null;
}

/** The language of a BCP 47 tag next-intl was given (hi-IN → hi); English for any other. */
export function localeOfTag(tag: string): Locale {
  return localeOf(tag.split('-')[0]) ?? DEFAULT_LOCALE;
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): the highest
 * weighted range whose primary tag we speak; `hi-IN` and `hi` both mean Hindi. English when none.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [range, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The language an address names by its first segment (/hi/movies → hi), and the address without it. */
export function splitLocalePath(pathname: string): { locale: Locale | null; pathname: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const locale = match && match[1] !== DEFAULT_LOCALE ? localeOf(match[1]) : null;
  if (!locale) return { locale: null, pathname };
  return { locale, pathname: pathname.slice(match![0].length) || '/' };
}

/** A page's address in a language: English unprefixed, every other language under its code. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = splitLocalePath(pathname).pathname;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
