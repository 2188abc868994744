import 'server-only';
import { cookies, headers } from 'next/headers';
import { COOKIE, DEFAULT_COUNTRY } from '@/contract/constants';
import { isMobileUserAgent } from '@/contract/platform';

// What the payment pages read about the request: the query, the visitor's country (country
// cookie) and whether they are on a phone or tablet (the phone and desktop variants).

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The query as a string, one value per name. */
export function queryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const first = firstOf(value);
    if (first !== undefined) query.set(name, first);
  }
  return query.toString();
}

export async function requestContext(): Promise<{ country: string; mobile: boolean }> {
  const [cookieStore, incoming] = await Promise.all([cookies(), headers()]);
  return {
    country: (cookieStore.get(COOKIE.country)?.value ?? DEFAULT_COUNTRY).toUpperCase(),
    mobile: isMobileUserAgent(incoming.get('user-agent')),
  };
}
