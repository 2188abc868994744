import type { MetadataRoute } from 'next';
import { webEnv } from '@/lib/env';

// /robots.txt – crawl everything public; keep crawlers out of the API relay, account and payment pages.

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/media/',
          '/account',
          '/myprofile',
          '/payment',
          '/purchase',
          '/login',
          '/set-password',
          '/reset-password',
          '/search?',
          '/dev/',
        ],
      },
    ],
    sitemap: new URL('/sitemap.xml', webEnv.SITE_URL).toString(),
  };
}
