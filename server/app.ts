import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { createMemoryCache, createRedisCache, type Cache } from './platform/cache';
import { registerErrorHandler } from './platform/error-handler';
import { createMediaSigner } from './platform/media-signing';
import { authGuard } from './modules/auth/auth.guard';
import { createAuthRepository } from './modules/auth/auth.repository';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { createMediaFiles } from './modules/media/media.files';
import { createMediaRepository } from './modules/media/media.repository';
import { playbackRoutes } from './modules/playback/playback.routes';
import { paymentsPlugin } from './modules/payments/payments.routes';
import { adsRoutes } from './modules/ads/ads.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { createLibraryRepository } from './modules/library/library.repository';
import { createLibraryService } from './modules/library/library.service';
import { createAdsRepository } from './modules/ads/ads.repository';
import { createSubscriptionLifecycle, subscriptionExpiryHook } from './modules/payments/subscription-lifecycle';
import { createPlaybackRepository } from './modules/playback/playback.repository';
import { createPlaybackService } from './modules/playback/playback.service';
import { createItemProgressLookup } from './modules/playback/item-progress';
import { accountsPlugin } from './modules/auth/accounts.plugin';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchRepository } from './modules/search/search.repository';
import { createSearchService } from './modules/search/search.service';
import { musicRoutes } from './modules/music/music.routes';
import { createMusicRepository } from './modules/music/music.repository';
import { createMusicService } from './modules/music/music.service';
import { browseRoutes } from './modules/browse/browse.routes';
import { createBrowseRepository } from './modules/browse/browse.repository';
import { createBrowseService } from './modules/browse/browse.service';

// Builds the origin: platform plugins first, then one plugin per domain module.

export interface AppDeps {
  config: Config;
  database: Database;
  cache?: Cache;
  /** Overrides the clock (tests of expiry). */
  now?: () => number;
}

/** Seconds an artwork URL stays valid: to the end of the next UTC day, so URLs are stable for caching. */
function artworkExpiry(now: number): number {
  const day = 86_400_000;
  return Math.floor(now / day) * day + 2 * day;
}

export async function buildApp({ config, database, cache: givenCache, now = Date.now }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: (request) => (typeof request.headers['x-request-id'] === 'string' && request.headers['x-request-id'].length <= 64 ? request.headers['x-request-id'] : randomUUID()),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => { reply.header('x-request-id', request.id); });

  const cache = givenCache ?? (config.REDIS_URL ? await createRedisCache(config.REDIS_URL) : createMemoryCache());
  app.addHook('onClose', async () => { if (!givenCache) await cache.close(); });

  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Chalchitra origin API', version: '1.0.0', description: 'The calls of the Chalchitra web app and its other clients. Paths and fields follow the product specification; where it leaves a shape open, this document defines it.' },
      components: { securitySchemes: { authToken: { type: 'apiKey', in: 'cookie', name: 'auth_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  const signer = createMediaSigner(config.MEDIA_SIGNING_SECRET);
  const signArtwork = (file: string) => signer.signMediaPath({ path: file, depth: file.split('/').length, expiresAt: artworkExpiry(now()), binding: { kind: 'p' } });

  await app.register(authGuard, { repository: createAuthRepository(db) });
  // subscription periods end lazily: on the user's next request, before any route sees the plan
  const subscriptionLifecycle = createSubscriptionLifecycle({ db, now });
  await app.register(subscriptionExpiryHook, { lifecycle: subscriptionLifecycle });
  await app.register(healthRoutes, { ping: database.ping });
  const catalogueRepository = createCatalogueRepository(db);
  const catalogue = createCatalogueService({ repository: catalogueRepository, cache, signArtwork });
  const playbackRepository = createPlaybackRepository(db);
  const libraryRepository = createLibraryRepository(db);
  await app.register(catalogueRoutes, {
    service: catalogue,
    itemProgress: createItemProgressLookup(playbackRepository),
    watchlisted: libraryRepository.watchlistedAmong,
  });
  await app.register(searchRoutes, { service: createSearchService({ repository: createSearchRepository(db), catalogue, cache }) });
  await app.register(musicRoutes, { service: createMusicService({ repository: createMusicRepository(db), catalogueRepository, catalogue, cache }) });
  await app.register(browseRoutes, { service: createBrowseService({ repository: createBrowseRepository(db), catalogueRepository, catalogue, cache, now }) });
  const playbackService = createPlaybackService({
    repository: playbackRepository, signer, urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS, playerLogsEnabled: config.PLAYER_LOGS_ENABLED, now,
  });
  await app.register(playbackRoutes, { service: playbackService, formatItems: catalogue.formatItems });
  await app.register(adsRoutes, { playback: playbackService, repository: createAdsRepository(db) });
  await app.register(libraryRoutes, { service: createLibraryService({ repository: libraryRepository, formatItems: catalogue.formatItems }) });
  await app.register(paymentsPlugin, { config, db, lifecycle: subscriptionLifecycle, now });
  await app.register(mediaRoutes, {
    signer,
    files: createMediaFiles({ mediaDir: path.resolve(config.rootDir, config.MEDIA_DIR), packDir: path.resolve(config.rootDir, 'server/seed/media-pack') }),
    repository: createMediaRepository(db),
    now,
  });
  await app.register(accountsPlugin, { config, db, now });
  return app;
}
