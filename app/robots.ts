import type { MetadataRoute } from 'next';
import { webEnv } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALES } from '@/contract/locales';

// /robots.txt – crawl everything public; keep crawlers out of the API relay, account and payment pages.

/** Pages no crawler needs, in every language's address too (/hi/account). */
const PRIVATE_PAGES = [
  '/account',
  '/myprofile',
  '/payment',
  '/purchase',
  '/login',
  '/set-password',
  '/reset-password',
  '/search?',
  '/dev/',
];

export default function robots(): MetadataRoute.Robots {
  const languages = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/media/',
          ...PRIVATE_PAGES,
          ...languages.flatMap((locale) => PRIVATE_PAGES.map((page) => `/${locale}${page}`)),
        ],
      },
    ],
    // English's map, then each other language's (lib/sitemap-entries.ts)
    sitemap: [
      new URL('/sitemap.xml', webEnv.SITE_URL).toString(),
      ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
        new URL(`/sitemaps/${locale}.xml`, webEnv.SITE_URL).toString(),
      ),
    ],
  };
}
