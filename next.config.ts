import path from 'node:path';
import type { NextConfig } from 'next';
import { withSerwist } from '@serwist/turbopack';
import createNextIntlPlugin from 'next-intl/plugin';

// the interface languages (issue 50): next-intl reads each page's language and messages in
// lib/i18n/request.ts; the catalogues are compiled when the app is built (its documented
// `precompile`), so no page's browser code carries an ICU parser (8.9 KiB gzip less; bench/README)
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './contract/messages', format: 'json', locales: ['en', 'hi', 'ta', 'te', 'bn', 'mr'], precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // no ETag on pages: Next.js makes one by hashing each answer's whole HTML in JavaScript, a sixth
  // of the web tier's work on a cached home page; a page is private and no-cache, asked for again
  // on each visit (web-server/page-cache-control.ts), and comes compressed
  generateEtags: false,
  experimental: { cssChunking: 'graph', inlineCss: true },
  // web-server/server.ts compresses, in front of its own handling of Next's answers
  compress: false,
  // Cached rendering (README "Cached rendering"): pages render per country and variant
  // (lib/render-variant.ts), catalogue reads are cached functions, personal parts stream in
  cacheComponents: true,
  // a page's first visit waits for its whole render, which is then cached (no fallback shell first)
  partialPrefetching: false,
  // the cached pages: memory, or Redis shared by every web instance with REDIS_URL (cache-handler.mjs)
  cacheHandler: path.resolve(import.meta.dirname, 'cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // `npm test` type-checks the whole repository (web and origin) with tsc before it builds;
  // checking again inside next build would only repeat it
  typescript: { ignoreBuildErrors: true },
  // the service worker lives at the site's root (scope /); Serwist serves it from /serwist/sw.js
  async rewrites() {
    return [{ source: '/service-worker.js', destination: '/serwist/sw.js' }];
  },
  async headers() {
    return [
      { source: '/service-worker.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default withNextIntl(withSerwist(nextConfig));
