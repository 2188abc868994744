import Fastify, { type FastifyInstance } from 'fastify';
import proxyaddr from '@fastify/proxy-addr';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import type { Cache } from './platform/cache';
import type { JobQueue } from './platform/jobs';
import { frameworkErrorReply } from './platform/error-handler';
import { loggingOptions, requestIdOf } from './platform/observability';
import { buildParts } from './wiring/parts';
import { wirePlatform } from './wiring/platform';
import { wireAccounts, wireDevices } from './wiring/accounts';
import { wireCatalogue, wireLibrary } from './wiring/catalogue';
import { wireAds, wireDownloads, wirePlayback, wireRewards } from './wiring/playback';
import { wirePayments } from './wiring/payments';
import { wireIngest, wireMedia } from './wiring/media';

// The origin's one composition root: the shared parts (Redis connection, cache, rate limiter, job
// queue, message delivery, media signing, repositories) are built once, then the platform guards
// and every area's modules are registered with what they need, one named step per area
// (server/wiring/).

export interface AppDeps {
  config: Config;
  database: Database;
  cache?: Cache;
  /** Overrides the job queue (tests of the queue itself). */
  jobs?: JobQueue;
  /** Overrides the clock (tests of expiry). */
  now?: () => number;
}

export async function buildApp({ config, database, cache, jobs, now = Date.now }: AppDeps): Promise<FastifyInstance> {
  // forwarded addresses count only when the web app (ORIGIN_TRUSTED_PROXIES) passed them on
  const trustedProxy = proxyaddr.compile(config.ORIGIN_TRUSTED_PROXIES);
  const app = createServer(config, trustedProxy);
  const parts = await buildParts(app, { config, database, cache, jobs, now });
  await wirePlatform(app, parts, trustedProxy);
  await wireAccounts(app, parts);
  const catalogue = await wireCatalogue(app, parts);
  const rewards = await wireRewards(app, parts);
  const playback = await wirePlayback(app, parts, { catalogue, rewards });
  await wireDownloads(app, parts);
  await wireDevices(app, parts);
  await wireAds(app, parts, playback);
  await wireLibrary(app, parts, catalogue);
  await wirePayments(app, parts, { onJoinedMzaalo: rewards.signedUp });
  await wireMedia(app, parts);
  await wireIngest(app, parts);
  return app;
}

function createServer(config: Config, trustedProxy: (address: string, hop: number) => boolean): FastifyInstance {
  const app = Fastify({
    // JSON or readable lines; one line per request, after the answer, at a level by outcome
    ...loggingOptions({ level: config.LOG_LEVEL, format: config.LOG_FORMAT }),
    // the web app's request id, so one visit's lines match in both processes' logs
    genReqId: (request) => requestIdOf(request, trustedProxy),
    requestIdHeader: false,
    trustProxy: trustedProxy,
    bodyLimit: 1_048_576,
    // spec 001 §7 names some calls with a trailing slash (POST /api/v1/email/send/); the web's
    // relay may drop it, so both spellings reach the same route
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}
