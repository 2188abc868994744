import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import proxyaddr from '@fastify/proxy-addr';
import compression from 'compression';
import { z } from 'zod';
import { DEFAULT_ORIGIN_URL } from '../contract/constants';
import { isRequestId, REQUEST_ID_HEADER } from '../contract/request-id';
import { hasMalformedEncoding, MALFORMED_PATH_MESSAGE } from '../contract/request-path';
import { matchRoute } from '../lib/routes';
import { createHttpMetrics, mayScrape, type HttpMetrics } from '../runtime/metrics';
import { closeHttpServer, drainHttpServer } from '../runtime/drain';
import { notFoundOnServer } from './not-found-page';
import { keepPagesPrivate } from './page-cache-control';
import { pageBytes, writeKeptPagesAsBytes } from './page-bytes';
import { runScriptsAfterPaint } from './scripts-after-paint';
import { createMediaRelay, type MediaRelay } from './media-relay';

// The web app's HTTP server: Next.js behind a front door that decides who the client is.
//
// Next.js fills X-Forwarded-For from the socket only when the request has none, so a visitor
// could name any address and the origin's per-address limits and GeoIP would believe it. Here
// the client's address comes from the socket, or, through the proxies named in TRUSTED_PROXIES
// (a CDN or load balancer in front of the web), from their X-Forwarded-For hops; every other
// forwarding header (host, protocol, the CDN's country) is dropped unless a trusted proxy sent it.
// It also gives each request its id (passed on to the origin by lib/api, so both logs name it),
// counts requests by route for Prometheus, and serves those metrics at /metrics without Next.

type Trust = (address: string, hop: number) => boolean;

const FORWARDING_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded', 'cf-ipcountry'];

/**
 * TRUSTED_PROXIES: unset or empty trusts nobody (the socket is the client); a number trusts that
 * many hops; otherwise comma-separated addresses, CIDR ranges or proxy-addr's names
 * (loopback, linklocal, uniquelocal).
 */
export function trustOf(value: string | undefined): Trust {
  const setting = value?.trim() ?? '';
  if (setting === '') return () => false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(setting.split(',').map((entry) => entry.trim()));
}

/** Rewrites the forwarding headers of `request` to what this server vouches for. */
export function vouchForClient(request: IncomingMessage, trust: Trust): void {
  const peer = request.socket.remoteAddress ?? '';
  const client = proxyaddr(request, trust);
  if (!trust(peer, 0)) for (const name of FORWARDING_HEADERS) delete request.headers[name];
  request.headers['x-forwarded-for'] = client;
}

/**
 * The request's id: a trusted proxy's when it is well formed, else a new one. It goes on the
 * request (Next.js and lib/api read it there and send it to the origin) and on the answer.
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse, trust: Trust): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const id = isRequestId(given) && trust(request.socket.remoteAddress ?? '', 0) ? given : randomUUID();
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Paths outside the route table, by prefix: Next's own files, the BFF relay, signed media. */
const ROUTE_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['/_next/static/', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/_next/', '/_next'],
  ['/api/', '/api/[...path]'],
  ['/media/', '/media'],
];

/** The route a path belongs to, as a metric label: a pattern of lib/routes.ts, a prefix above, or 'other'. */
export function routeLabel(pathname: string): string {
  for (const [prefix, label] of ROUTE_PREFIXES) if (pathname.startsWith(prefix)) return label;
  if (pathname === '/metrics') return pathname;
  return matchRoute(pathname)?.route.path ?? 'other';
}

export interface FrontDoor {
  trust: Trust;
  metrics: HttpMetrics;
  /** METRICS_TOKEN: the bearer token a scraper sends; unset, only this machine may read /metrics. */
  metricsToken?: string;
  /** Next.js's request handler. */
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  /** Signed media straight to the origin (media-relay.ts); without it, /media goes to `handle`. */
  relayMedia?: MediaRelay;
}

/** The prefixes this server relays to the origin (the BFF and signed media), whose clients read the error envelope. */
const RELAYED_PREFIXES = ['/api/', '/media/'];

/**
 * A relayed path whose percent-encoding does not decode gets the origin's answer to it, 400 in the
 * error envelope, here: Next.js would fail decoding its route parameters with a bare 500.
 */
function refuseMalformedPath(pathname: string, response: ServerResponse, requestId: string): boolean {
  if (!RELAYED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || !hasMalformedEncoding(pathname)) return false;
  response
    .writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify({ status: 'error', message: MALFORMED_PATH_MESSAGE, request_id: requestId }));
  return true;
}

/** Every request: /metrics here, signed media to the origin, anything else to Next.js with its id and vouched address, counted when it ends. */
export function createFrontDoor({ trust, metrics, metricsToken, handle, relayMedia }: FrontDoor) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    const pathname = (request.url ?? '/').split('?')[0];
    response.once('close', () =>
      metrics.observe(
        { method: request.method ?? 'GET', route: routeLabel(pathname), status: response.statusCode },
        (performance.now() - started) / 1000,
      ),
    );
    if (pathname === '/metrics') {
      void serveMetrics(request, response, metrics, metricsToken);
      return;
    }
    const requestId = assignRequestId(request, response, trust);
    if (refuseMalformedPath(pathname, response, requestId)) return;
    vouchForClient(request, trust);
    if (relayMedia && pathname.startsWith('/media/')) relayMedia(request, response);
    else void handle(request, response);
  };
}

async function serveMetrics(request: IncomingMessage, response: ServerResponse, metrics: HttpMetrics, token: string | undefined) {
  const allowed = mayScrape(token, {
    address: request.socket.remoteAddress,
    authorization: request.headers.authorization,
    forwarded: request.headers['x-forwarded-for'] !== undefined,
  });
  if (!allowed) {
    response.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
    return;
  }
  const text = await metrics.registry.metrics();
  response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text);
}

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().default('0.0.0.0'),
  TRUSTED_PROXIES: z.string().optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  ORIGIN_URL: z.string().url().default(DEFAULT_ORIGIN_URL),
  /**
   * The page's code after its first paint (scripts-after-paint.ts, after-paint/loader.ts): on in
   * production unless `off`; development always keeps Next's own tags.
   */
  SCRIPTS_AFTER_PAINT: z.enum(['on', 'off']).default('on'),
});

async function main(): Promise<void> {
  const env = Env.parse(process.env);
  const dev = process.argv.includes('--dev');
  const trust = trustOf(env.TRUSTED_PROXIES);
  const { default: next } = await import('next');
  // Next.js names a loopback or any-address host 'localhost' in the addresses proxy.ts sees; told
  // the same name, it keeps proxy.ts's rewrites (the not-found page) inside the app
  const loopback = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(env.HOSTNAME);
  const app = next({ dev, dir: path.resolve(import.meta.dirname, '..'), hostname: loopback ? 'localhost' : env.HOSTNAME, port: env.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();
  // compression wraps the response before the not-found swap does, so the swap reads plain HTML
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  const swapNotFound = notFoundOnServer(`http://${env.HOSTNAME === '0.0.0.0' ? '127.0.0.1' : env.HOSTNAME}:${env.PORT}`);
  const bytesOf = pageBytes();
  const afterPaint = !dev && env.SCRIPTS_AFTER_PAINT === 'on';
  const render = (request: IncomingMessage, response: ServerResponse) =>
    compress(request, response, () => {
      writeKeptPagesAsBytes(request, response, bytesOf);
      swapNotFound(request, response);
      keepPagesPrivate(response);
      // last, so that it reads Next's text before the others (development keeps Next's own tags)
      if (afterPaint) runScriptsAfterPaint(response);
      void handle(request, response);
    });
  const server = createServer(
    createFrontDoor({
      trust,
      metrics: createHttpMetrics(),
      metricsToken: env.METRICS_TOKEN,
      handle: render,
      relayMedia: createMediaRelay(env.ORIGIN_URL),
    }),
  );
  server.on('upgrade', (request, socket, head) => {
    vouchForClient(request, trust);
    void upgrade(request, socket, head);
  });
  server.listen(env.PORT, env.HOSTNAME, () => console.log(`Web app on http://${env.HOSTNAME}:${env.PORT}`));
  // SIGTERM drains: new connections are refused, the pages in flight are finished (cut after the grace period)
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void drainHttpServer(server, () => closeHttpServer(server)).then((inTime) => {
      if (!inTime) console.warn('Pages still in flight after the grace period were cut.');
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] === import.meta.filename) await main();
