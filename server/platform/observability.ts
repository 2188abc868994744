import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { isRequestId, REQUEST_ID_HEADER } from '../../contract/request-id';
import { mayScrape, type HttpMetrics } from '../../runtime/metrics';

// What the origin tells its operators about each request: one log line at a level by outcome, the
// request metrics once the answer has gone, and the metrics themselves at GET /metrics.

/** An answer slower than this is logged at info even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, at a level that keeps the hot path quiet: a quick 2xx or 3xx at debug
 * (off at the default info level), a 4xx or a slow answer at info, a 5xx at error.
 */
export function requestLogLevel(statusCode: number, milliseconds: number): 'debug' | 'info' | 'error' {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || milliseconds >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

/** The request's id: the one the web app sent (a trusted caller, a well-formed id), else a new one. */
export function requestIdOf(request: IncomingMessage, trusted: (address: string, hop: number) => boolean): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isRequestId(given) && trusted(request.socket.remoteAddress ?? '', 0) ? given : randomUUID();
}

function mediaKind(contentType: string): 'artwork' | 'playlist' | 'segment' {
  if (contentType.startsWith('image/')) return 'artwork';
  return contentType.includes('mpegurl') ? 'playlist' : 'segment';
}

export interface ObservabilityOptions {
  metrics: HttpMetrics;
  /** METRICS_TOKEN: the bearer token a scraper sends; unset, only this machine may read /metrics. */
  metricsToken?: string;
  /** The path prefix of the media routes, whose bytes are counted. */
  mediaPrefix: string;
}

export const observability = fp<ObservabilityOptions>(
  (app, { metrics, metricsToken, mediaPrefix }, done) => {
    const mediaBytes = new Counter({
      name: 'chalchitra_media_bytes_served_total',
      help: 'Bytes of media answers sent in full, by kind (segment, playlist, artwork)',
      labelNames: ['kind'] as const,
      registers: [metrics.registry],
    });

    app.addHook('onResponse', (request, reply, next) => {
      const milliseconds = reply.elapsedTime;
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observe({ method: request.method, route, status: reply.statusCode }, milliseconds / 1000);
      // a stream the client dropped was destroyed, never ended: its declared length was not all sent
      if (route.startsWith(mediaPrefix) && request.method !== 'HEAD' && reply.raw.writableEnded) {
        const length = Number(reply.getHeader('content-length'));
        if (length > 0) mediaBytes.inc({ kind: mediaKind(String(reply.getHeader('content-type') ?? '')) }, length);
      }
      next();
    });

    // GET /metrics – Prometheus text format, for this machine or a bearer of METRICS_TOKEN
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const allowed = mayScrape(metricsToken, {
        address: request.socket.remoteAddress,
        authorization: request.headers.authorization,
        forwarded: request.headers['x-forwarded-for'] !== undefined,
      });
      if (!allowed) return reply.status(403).type('text/plain').send('Forbidden');
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    });
    done();
  },
  { name: 'observability' },
);

/** Fastify's request lines: none on arrival, one when the answer has gone, at requestLogLevel. */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const milliseconds = reply.elapsedTime;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(milliseconds * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[requestLogLevel(reply.statusCode, milliseconds)](line, 'request completed');
  }
}

/** Fastify's logging options: JSON lines or pino-pretty's readable ones, and the request lines above. */
export function loggingOptions({ level, format }: { level: string; format: 'json' | 'pretty' }) {
  if (level === 'silent') return { logger: false };
  return {
    logger: {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(format === 'pretty'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
        : {}),
    },
    logController: new RequestLog(),
  };
}
