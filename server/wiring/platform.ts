import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerErrorHandler } from '../platform/error-handler';
import { observability } from '../platform/observability';
import { requestGuards } from '../platform/request-guards';
import { sessionGuard } from '../modules/session/session.guard';
import { createSessionRepository } from '../modules/session/session.repository';
import { viewerPlugin } from '../modules/session/viewer';
import { subscriptionExpiryHook } from '../modules/payments/subscription-lifecycle';
import { healthRoutes } from '../modules/health/health.routes';
import type { Parts } from './parts';

// What every call passes before a module sees it: errors, metrics, cookies, security headers, the
// API description, the cross-site and session guards, who is asking, and a plan whose period ended.

export async function wirePlatform(
  app: FastifyInstance,
  { config, database, db, metrics, jobs, subscriptionLifecycle }: Parts,
  /** Whether an address is a proxy whose forwarded headers count (ORIGIN_TRUSTED_PROXIES). */
  trustedProxy: (address: string, hop: number) => boolean,
): Promise<void> {
  registerErrorHandler(app);
  await app.register(observability, { metrics, metricsToken: config.METRICS_TOKEN, mediaPrefix: '/media/' });
  metrics.readAtScrape('chalchitra_job_queue_depth', 'Jobs waiting to start in the queues this process works', () => jobs.depth());
  await app.register(cookie);
  await app.register(helmet, {
    // a JSON API: no page of ours is framed or embeds others; the sandbox checkout sets its own policy
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.COOKIE_SECURE ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chalchitra origin API',
        version: '1.0.0',
        description:
          'The calls of the Chalchitra web app and its other clients. Paths and fields follow the product specification; where it leaves a shape open, this document defines it.',
      },
      components: { securitySchemes: { authToken: { type: 'apiKey', in: 'cookie', name: 'auth_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(requestGuards, {
    trustedProxy,
    allowedOrigins:
      config.ALLOWED_ORIGINS?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean) ?? [],
  });
  await app.register(sessionGuard, { repository: createSessionRepository(db) });
  await app.register(viewerPlugin, { localClientsNameCountry: config.NODE_ENV !== 'production' });
  // subscription periods end lazily: on the user's next request, before any route sees the plan
  await app.register(subscriptionExpiryHook, { lifecycle: subscriptionLifecycle });
  await app.register(healthRoutes, { ping: database.ping });
}
