import 'server-only';
import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';
import { cacheLife, cacheTag } from 'next/cache';
import { renderCountryOf, renderVariantOf } from '@/lib/site';
import { BUILD_COUNTRY } from '@/lib/render-variant';
import { webEnv } from '@/lib/env';
import { API_TIMEOUT_MS, COOKIE, DEFAULT_COUNTRY } from '@/contract/constants';
import { appWebviewOf, platformFromUserAgent, WEBVIEW_COOKIE } from '@/contract/platform';
import { REQUEST_ID_HEADER } from '@/contract/request-id';
import { DEFAULT_LOCALE } from '@/contract/locales';

// Origin calls from server components (spec 001 §7: cookies, forwarded IP and the x- headers).

export class OriginError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`Origin answered ${status} for ${path}`);
    this.name = 'OriginError';
  }
}

/**
 * The origin could not be reached at all (refused, reset, timed out): whatever was rendered
 * without this answer is incomplete, not empty, and must never be cached as a finished page.
 */
export class OriginUnreachableError extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(`The origin could not be reached for ${path}`, { cause });
    this.name = 'OriginUnreachableError';
  }
}

/**
 * Whether an error means the origin is away (unreachable, or failing with a 5xx) rather than a
 * real answer: a part of a page left out for it is missing, and the page must not be cached.
 */
export function isOriginDown(error: unknown): boolean {
  return error instanceof OriginUnreachableError || (error instanceof OriginError && error.status >= 500);
}

type Query = Record<string, string | number | boolean | undefined>;

export interface OriginRequest {
  query?: Query;
  /** spec 001 §7: the country query parameter is added unless the call opts out. */
  withoutCountry?: boolean;
  /**
   * A catalogue answer, the same for every visitor of a country: asked for without the visitor's
   * cookies, device or address, in a cached function ('use cache') keyed by the address and the
   * country, shared by every request (and, with Redis, every web instance) for
   * CATALOGUE_CACHE_SECONDS. Only a 200, a 404 or a title above the page's ceiling (403
   * NOT_ON_PROFILE) is kept: a failure throws, so a page drawn while the origin was away is never
   * cached. A page rendered for a profile's maturity ceiling (lib/render-variant.ts) asks with it.
   */
  shared?: boolean;
}

/** How long a shared catalogue answer (and a page made of them) lives in the web tier; a catalogue change shows within it. */
export const CATALOGUE_CACHE_SECONDS = 60;
/** The tag on every shared answer and the pages made of them: revalidateTag(CATALOGUE_TAG) drops them all. */
export const CATALOGUE_TAG = 'catalogue';

/** Inside a cached function or component made of catalogue answers: it lives and is dropped as they are. */
export function cacheAsCatalogue(): void {
  cacheLife({ stale: CATALOGUE_CACHE_SECONDS, revalidate: CATALOGUE_CACHE_SECONDS, expire: 24 * 60 * 60 });
  cacheTag(CATALOGUE_TAG);
}

/** The origin's status_code for a title above the profile's maturity ceiling (issue 49). */
export const NOT_ON_PROFILE = 'NOT_ON_PROFILE';

/** Whether the origin refused a title as above the viewer's maturity ceiling: its page says so, never a 404. */
export function isNotOnProfile(error: unknown): boolean {
  return (
    error instanceof OriginError && error.status === 403 && (error.body as { status_code?: unknown } | null)?.status_code === NOT_ON_PROFILE
  );
}

/**
 * What is kept of a catalogue answer: a 200, a 404, or (asked for with a ceiling) a 403 for a
 * title above it, which is as much the truth of that address as the others.
 */
type SharedAnswer = { status: 200; body: unknown } | { status: 404 } | { status: 403; body: unknown };

/** A catalogue answer for a country, cached (see OriginRequest.shared). */
async function cachedCatalogueGet(href: string, path: string, country: string | null): Promise<SharedAnswer> {
  'use cache';
  cacheAsCatalogue();
  const outgoing: Record<string, string> = { accept: 'application/json', 'x-platform': 'WEB' };
  if (country) outgoing['x-country'] = country;
  let response: Response;
  try {
    response = await fetch(href, { headers: outgoing, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error) {
    throw new OriginUnreachableError(path, error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404) return { status: 404 };
  if (response.status === 403 && (body as { status_code?: unknown } | null)?.status_code === NOT_ON_PROFILE) return { status: 403, body };
  if (!response.ok) throw new OriginError(response.status, body, path);
  return { status: 200, body };
}

function originUrl(path: string, query: Query | undefined, country: string | null): URL {
  const url = new URL(path, webEnv.ORIGIN_URL);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (country) url.searchParams.set('country', country);
  return url;
}

async function sharedGet<T>(path: string, request: OriginRequest): Promise<T> {
  const [country, { ceiling }] = await Promise.all([request.withoutCountry ? null : renderCountryOf(), renderVariantOf()]);
  // `next build` renders pages for a placeholder country only, with no origin running: such a
  // read waits for a request, which never comes (lib/render-variant.ts)
  if (country === BUILD_COUNTRY) await connection();
  // a page rendered for a profile's ceiling asks for that ceiling's rows, its own cached answers
  const query = ceiling ? { ...request.query, maturity: ceiling.maturity } : request.query;
  const answer = await cachedCatalogueGet(originUrl(path, query, country).href, path, country);
  if (answer.status === 404) throw new OriginError(404, null, path);
  if (answer.status === 403) throw new OriginError(403, answer.body, path);
  return answer.body as T;
}

/** GET a JSON answer from the origin on behalf of the visitor whose request is being rendered. */
export async function originGet<T>(path: string, request: OriginRequest = {}): Promise<T> {
  if (request.shared) return sharedGet<T>(path, request);
  const [cookieStore, incoming, { locale = DEFAULT_LOCALE }] = await Promise.all([cookies(), headers(), renderVariantOf()]);
  const country = cookieStore.get(COOKIE.country)?.value ?? DEFAULT_COUNTRY;
  const deviceId = cookieStore.get(COOKIE.deviceId)?.value;
  const url = originUrl(path, request.query, request.withoutCountry ? null : country);

  // both as the web server vouched for them (web-server/server.ts)
  const forwardedFor = incoming.get('x-forwarded-for');
  const cdnCountry = incoming.get('cf-ipcountry');
  // the id the web server gave this request, so the origin's log lines name the same request
  const requestId = incoming.get(REQUEST_ID_HEADER);
  const outgoing: Record<string, string> = {
    accept: 'application/json',
    // the origin words its messages in the page's language (issue 50)
    'accept-language': locale,
    'x-platform': platformFromUserAgent(
      incoming.get('user-agent') ?? '',
      appWebviewOf({ userAgent: incoming.get('user-agent'), flag: cookieStore.get(WEBVIEW_COOKIE)?.value }) === 'android',
    ),
  };
  if (!request.withoutCountry) outgoing['x-country'] = country;
  outgoing.cookie = cookieStore.toString();
  if (deviceId) outgoing['x-device-id'] = deviceId;
  if (forwardedFor) outgoing['x-forwarded-for'] = forwardedFor;
  if (cdnCountry) outgoing['cf-ipcountry'] = cdnCountry;
  if (requestId) outgoing[REQUEST_ID_HEADER] = requestId;

  let response: Response;
  try {
    response = await fetch(url, {
      headers: outgoing,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    throw new OriginUnreachableError(path, error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new OriginError(response.status, body, path);
  return body as T;
}

/** Like originGet, but answers null for a 404 so that a page can call notFound(). */
export async function originGetOrNull<T>(path: string, request: OriginRequest = {}): Promise<T | null> {
  try {
    return await originGet<T>(path, request);
  } catch (error) {
    if (error instanceof OriginError && error.status === 404) return null;
    throw error;
  }
}
