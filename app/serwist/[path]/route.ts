import { createSerwistRoute } from '@serwist/turbopack';

// Serwist builds app/sw.ts with esbuild and serves it here; next.config.ts rewrites
// /service-worker.js to /serwist/sw.js (issue 16). The app shell is precached beside the build's
// static files, so an offline visit still opens.

const serwist = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: '/app-shell', revision: process.env.NEXT_BUILD_REVISION ?? 'app-shell-1' }],
  // the worker never needs the pages' server code or source maps
  globIgnores: ['**/*.map', 'server/**'],
});
export const { generateStaticParams, GET } = serwist;
