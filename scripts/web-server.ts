import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import proxyaddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { closeHttpServer, drainHttpServer } from '../server/platform/drain';

// The web app's HTTP server: Next.js behind a front door that decides who the client is.
//
// Next.js fills X-Forwarded-For from the socket only when the request has none, so a visitor
// could name any address and the origin's per-address limits and GeoIP would believe it. Here
// the client's address comes from the socket, or, through the proxies named in TRUSTED_PROXIES
// (a CDN or load balancer in front of the web), from their X-Forwarded-For hops; every other
// forwarding header (host, protocol, the CDN's country) is dropped unless a trusted proxy sent it.

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

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().default('0.0.0.0'),
  TRUSTED_PROXIES: z.string().optional(),
});

async function main(): Promise<void> {
  const env = Env.parse(process.env);
  const dev = process.argv.includes('--dev');
  const trust = trustOf(env.TRUSTED_PROXIES);
  const { default: next } = await import('next');
  const app = next({ dev, dir: path.resolve(import.meta.dirname, '..'), hostname: env.HOSTNAME, port: env.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();
  const server = createServer((request, response) => {
    vouchForClient(request, trust);
    void handle(request, response);
  });
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
