/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { holdsVisitAnswers, mayKeepOffline, PAGES_CACHE, STATIC_CACHE } from '../lib/offline-caches';

// The service worker (issue 16; spec 000 §4 "installable app and offline"), built by Serwist
// (app/serwist/[path]/route.ts) and served as /service-worker.js. It precaches the app shell and
// the build's static files, serves pages network-first with the app shell as the offline
// fallback. API calls (a user's data) and media segments match no route: the worker leaves them
// to the browser's own network stack, never stored and never slowed by the worker. Nothing whose
// answer is private or no-store is stored (lib/offline-caches.ts): every page is private to its
// browser, so offline a page opens the app shell, never a copy of someone's account.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Keeps only answers that say they may be shared. */
const sharedAnswersOnly: SerwistPlugin = { cacheWillUpdate: async ({ response }) => (mayKeepOffline(response) ? response : null) };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // the install fetches the build's static files two at a time and below the page's own requests
  precacheOptions: { concurrency: 2, fetchOptions: { priority: 'low' } },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // the build's hashed files never change under their name
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [sharedAnswersOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
    // pages: the network first (fresh catalogue, the user's session), a shared copy when offline
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [sharedAnswersOnly, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600 })],
      }),
    },
  ],
  fallbacks: { entries: [{ url: '/app-shell', matcher: ({ request }) => request.destination === 'document' }] },
});

// pages an earlier worker kept may be personal: a new worker starts without them
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(holdsVisitAnswers).map((name) => caches.delete(name)))));
});

serwist.addEventListeners();
