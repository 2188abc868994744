import { emptyVisitCaches, mayKeepOffline } from '@/lib/offline-caches';

// What the service worker may keep offline, and what a sign-out empties (lib/offline-caches.ts).

describe('what the service worker keeps', () => {
  it.each([
    ['public, max-age=31536000, immutable', 200, true],
    [null, 200, true],
    ['private, no-cache', 200, false],
    ['no-store', 200, false],
    ['private, no-cache, no-store, max-age=0, must-revalidate', 200, false],
    ['public, max-age=60, no-store', 200, false],
    ['PRIVATE', 200, false],
    ['public, max-age=60', 404, false],
  ])('an answer with Cache-Control %s and status %i: kept %s', (cacheControl, status, kept) => {
    const headers = cacheControl === null ? undefined : { 'cache-control': cacheControl };
    expect(mayKeepOffline(new Response('page', { status, headers }))).toBe(kept);
  });
});

describe('signing out', () => {
  const original = globalThis.caches;
  afterEach(() => {
    Object.defineProperty(globalThis, 'caches', { value: original, configurable: true });
  });

  it("empties the worker's caches of the visit and keeps the precache and the build's files", async () => {
    const names = new Set(['serwist-precache-v2-http://localhost:3000/', 'static', 'pages', 'pages-older']);
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { keys: async () => [...names], delete: async (name: string) => names.delete(name) },
    });
    await emptyVisitCaches();
    expect([...names]).toEqual(['serwist-precache-v2-http://localhost:3000/', 'static']);
  });
});
