import type { ServerResponse } from 'node:http';

// Next.js sends a cached page with `s-maxage=60, stale-while-revalidate=…`, which lets a CDN keep
// it for every visitor of its address. But one address is rendered per country and variant
// (lib/render-variant.ts: the country cookie, member or visitor, platform, crawler), so a shared
// cache would serve India's page in the Emirates and a visitor's page to members. Pages are kept by
// the web tier (README "Cached rendering"); a page's answer is private to the browser, which asks
// again on each visit. Assets (`public, max-age=…, immutable`) are untouched.

const SHARED_LIFE = /s-maxage=/i;
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** Makes every shared-cache lifetime Next.js sets on this response private. */
export function keepPagesPrivate(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(
      name,
      name.toLowerCase() === 'cache-control' && SHARED_LIFE.test(String(value)) ? PAGE_CACHE_CONTROL : value,
    )) as ServerResponse['setHeader'];
}
