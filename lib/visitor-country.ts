import { LRUCache } from 'lru-cache';
import { DEFAULT_COUNTRY } from '@/contract/constants';
import { isBotUserAgent } from '@/lib/menu';

// A new visitor's country (spec 000 §4, spec 001 §7 "GET /api/v1/common/countries/country"), found
// once, on the first request, by proxy.ts, which keeps it in the country cookie: a CDN's country
// header (which the web server passes only from trusted proxies), else the origin's look-up of the
// visitor's address; IN when neither knows.

/** How long the first request waits for the origin's look-up. */
const LOOKUP_TIMEOUT_MS = 1500;
/**
 * An address's country as the origin found it, kept a while in this process: a visitor without
 * cookies (a first visit, a client that keeps none) is not looked up on every page it loads.
 */
const REMEMBER_MS = 10 * 60 * 1000;
const remembered = new LRUCache<string, string>({ max: 10_000, ttl: REMEMBER_MS });
const CODE = /^[A-Z]{2}$/;
/** Cloudflare's codes for unknown and Tor. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

export async function detectCountry(headers: Headers, originUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const cdn = headers.get('cf-ipcountry')?.trim().toUpperCase();
  if (cdn && CODE.test(cdn) && !NOT_A_COUNTRY.has(cdn)) return cdn;
  // crawlers get the default without a look-up on every request
  if (isBotUserAgent(headers.get('user-agent'))) return DEFAULT_COUNTRY;
  const forwardedFor = headers.get('x-forwarded-for');
  const known = remembered.get(forwardedFor ?? '');
  if (known) return known;
  try {
    const response = await fetchImpl(new URL('/api/v1/common/countries/country', originUrl), {
      headers: { accept: 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      cache: 'no-store',
    });
    const body = (await response.json()) as { data?: { country_code?: string } };
    const code = body.data?.country_code?.toUpperCase();
    if (response.ok && code && CODE.test(code)) {
      remembered.set(forwardedFor ?? '', code);
      return code;
    }
  } catch {
    // the origin is slow or away: the default for now, looked up again on the next first request
  }
  return DEFAULT_COUNTRY;
}
