// What the service worker (app/sw.ts) may keep, and what a sign-out empties. One rule for both:
// an answer that says it is personal (Cache-Control private or no-store, as every page and every
// signed-in call does) is never stored. The precache (the app shell and the build's files) holds
// nothing personal and stays, so offline the app shell and the downloaded titles still open.

/** The build's hashed files (public, immutable). */
export const STATIC_CACHE = 'static';
/** Pages whose answer may be shared (none is, today: every page is private to its browser). */
export const PAGES_CACHE = 'pages';
/** Serwist's precache: its name starts so, followed by the worker's scope. */
const PRECACHE_PREFIX = 'serwist-precache';

const PERSONAL = /(?:^|,)\s*(?:private|no-store)\b/i;

/** Whether the worker may keep `response`: a complete answer that no Cache-Control marks private or no-store. */
export function mayKeepOffline(response: Response): boolean {
  return response.status === 200 && !PERSONAL.test(response.headers.get('cache-control') ?? '');
}

/** Whether a cache of the worker may hold answers of a signed-in visit (everything but the precache and the build's files). */
export function holdsVisitAnswers(cacheName: string): boolean {
  return cacheName !== STATIC_CACHE && !cacheName.startsWith(PRECACHE_PREFIX);
}

/** On sign-out: empties every cache of the worker that may hold answers of the visit. */
export async function emptyVisitCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter(holdsVisitAnswers).map((name) => caches.delete(name)));
  } catch (error) {
    // storage the browser will not open (a private window's limits): nothing was kept there either
    console.warn('The offline caches could not be emptied', error);
  }
}
