import 'server-only';
import type { NextRequest } from 'next/server';
import { webEnv } from '@/lib/env';
import { API_TIMEOUT_MS, ORIGIN_UNREACHABLE_MESSAGE } from '@/contract/constants';

// Relays one browser call to the origin: method, path, query, body and cookies go out with
// the client's address; status, body and Set-Cookie come back. No business logic lives here.

/** Request headers passed through to the origin. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'cookie',
  'user-agent',
  'authorization',
  'x-platform',
  'x-device-id',
  'x-country',
  'x-recaptcha-token',
  'x-partner-code',
  'x-request-id',
  'range',
  // a browser revalidating a cached catalogue answer gets 304 from the origin
  'if-none-match',
  // the CDN's country; the web server keeps it only when a trusted proxy sent it
  'cf-ipcountry',
  // the origin refuses state changes from a foreign Origin or a cross-site fetch
  'origin',
  'sec-fetch-site',
];
/** Response headers passed back to the browser (Set-Cookie is handled apart: there may be several). */
const RELAYED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'last-modified',
  'etag',
  'x-request-id',
  'location',
  'content-range',
  'accept-ranges',
  'retry-after',
  // the origin's own security headers (the sandbox checkout page sets its own policy)
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
];

export async function forwardToOrigin(request: NextRequest | Request, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, webEnv.ORIGIN_URL);

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // the client's address as the web server found it (web-server/server.ts), never the visitor's own claim
  const address = request.headers.get('x-forwarded-for');
  if (address) headers.set('x-forwarded-for', address);
  // the host the browser asked for (or an outer proxy's), which the origin compares with Origin
  headers.set('x-forwarded-host', request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let response: Response;
  try {
    response = await fetchImpl(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    console.error(
      `BFF: no answer from the origin for ${request.method} ${incoming.pathname}:`,
      error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error,
    );
    // spec 001 §8: a request with no response is treated as status 503
    return Response.json({ status: 'error', message: ORIGIN_UNREACHABLE_MESSAGE }, { status: 503 });
  }

  const outgoing = new Headers();
  for (const name of RELAYED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    // fetch has already decoded a compressed body, so its length no longer holds
    if (name === 'content-length' && response.headers.has('content-encoding')) continue;
    if (value !== null) outgoing.set(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) outgoing.append('set-cookie', cookie);
  const bodiless = request.method === 'HEAD' || response.status === 304;
  return new Response(bodiless ? null : response.body, { status: response.status, headers: outgoing });
}
