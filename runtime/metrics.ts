import { createHash, timingSafeEqual } from 'node:crypto';
import proxyaddr from '@fastify/proxy-addr';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics (prom-client), one registry per process: the origin's (server/app.ts) and
// the web's front door (web-server/server.ts) each build their own and serve it at /metrics.
// Requests are counted by route pattern, never by raw path, so the labels stay few.

/** Seconds; fine at the low end, where cached answers are. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetrics {
  registry: Registry;
  /** Counts one answered request and its time. */
  observe(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** A gauge read when Prometheus scrapes: `read` answers the value (the job queue's depth, the streams playing). */
  readAtScrape(name: string, help: string, read: () => number | Promise<number>): void;
}

/**
 * A registry with the process's own metrics (CPU, memory, event loop) and the request counter and
 * histogram. A reading that fails at a scrape keeps its last value and is told to `onReadError`.
 */
export function createHttpMetrics({ onReadError }: { onReadError?: (name: string, error: unknown) => void } = {}): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the last byte of the answer, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observe({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    readAtScrape(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            this.set(await read());
          } catch (error) {
            onReadError?.(name, error);
          }
        },
      });
    },
  };
}

const loopback = proxyaddr.compile('loopback');

/**
 * Who may read /metrics. With METRICS_TOKEN set: a caller sending it as a bearer token, from
 * anywhere. Without: only this machine (a loopback socket that no proxy forwarded), so a scraper
 * elsewhere needs the token.
 */
export function mayScrape(
  token: string | undefined,
  request: { address: string | undefined; authorization: string | undefined; forwarded: boolean },
): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1] ?? '';
    const digest = (text: string) => createHash('sha256').update(text).digest();
    return timingSafeEqual(digest(given), digest(token));
  }
  return !request.forwarded && loopback(request.address ?? '', 0);
}
