import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import proxyaddr from '@fastify/proxy-addr';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { createOffBotCheck, createPowBotCheck, createRecaptchaBotCheck, type BotCheck } from './platform/bot-check';
import { createMemoryCache, createRedisCache, type Cache } from './platform/cache';
import { createAnswerCache } from './platform/cached-answer';
import { frameworkErrorReply, registerErrorHandler } from './platform/error-handler';
import { createMediaSigner } from './platform/media-signing';
import { parseArtworkPath } from './platform/artwork';
import { createArtworkRasters } from './platform/artwork-raster';
import { createMediaStorage } from './platform/storage';
import { createHttpMetrics, observeCache } from './platform/metrics';
import { loggingOptions, observability, requestIdOf } from './platform/observability';
import { createFileOutbox, createSmtpSender, type MessageSender, type Outbox } from './platform/messages';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './platform/rate-limit';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { connectRedis } from './platform/redis';
import { requestGuards } from './platform/request-guards';
import { createSmsSender, routeByChannel } from './platform/sms';
import { sessionGuard } from './modules/session/session.guard';
import { viewerPlugin } from './modules/session/viewer';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createSocialService } from './modules/auth/auth.social';
import { socialRoutes } from './modules/auth/auth.social-routes';
import { createPartnersService } from './modules/partners/partners.service';
import { partnersRoutes } from './modules/partners/partners.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { usersRoutes } from './modules/users/users.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { createConsentRepository } from './modules/consent/consent.repository';
import { outboxRoutes } from './modules/consent/outbox.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { CATALOGUE_CACHE_NS, CATALOGUE_CACHE_TTL_SECONDS, createCatalogueService } from './modules/catalogue/catalogue.service';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { createMediaFiles } from './modules/media/media.files';
import { createMediaRepository } from './modules/media/media.repository';
import { createIngestRepository } from './modules/media-ingest/ingest.repository';
import { createIngestService } from './modules/media-ingest/ingest.service';
import { ingestRoutes } from './modules/media-ingest/ingest.routes';
import { putFolder } from './modules/media/media.publish';
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
import { createRewardsRepository } from './modules/rewards/rewards.repository';
import { createRewardsService } from './modules/rewards/rewards.service';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { createHostedRewardsProvider } from './modules/rewards/rewards.provider';
import { createDevicesRepository } from './modules/devices/devices.repository';
import { createDevicesService } from './modules/devices/devices.service';
import { devicesRoutes } from './modules/devices/devices.routes';
import { createSupportService } from './modules/support/support.service';
import { createSupportRepository } from './modules/support/support.repository';
import { supportRoutes } from './modules/support/support.routes';
import { createStreamsRepository } from './modules/streams/streams.repository';
import { createStreamsService } from './modules/streams/streams.service';
import { streamsRoutes } from './modules/streams/streams.routes';
import { createDownloadsRepository } from './modules/downloads/downloads.repository';
import { createDownloadsService } from './modules/downloads/downloads.service';
import { createLicenceSigner } from './modules/downloads/licence-signing';
import { createDeviceProofs } from './modules/downloads/device-proof';
import { createDownloadSizes } from './modules/downloads/download-sizes';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { createItemProgressLookup } from './modules/playback/item-progress';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchRepository } from './modules/search/search.repository';
import { createSearchService } from './modules/search/search.service';
import { musicRoutes } from './modules/music/music.routes';
import { createMusicRepository } from './modules/music/music.repository';
import { createMusicService } from './modules/music/music.service';
import { browseRoutes } from './modules/browse/browse.routes';
import { createBrowseRepository } from './modules/browse/browse.repository';
import { createBrowseService } from './modules/browse/browse.service';

// The origin's one composition root: each shared part (Redis connection, cache, rate limiter,
// message delivery, bot check, repositories) is built once here, then the platform guards and
// every domain module are registered with what they need.

export interface AppDeps {
  config: Config;
  database: Database;
  cache?: Cache;
  /** Overrides the job queue (tests of the queue itself). */
  jobs?: JobQueue;
  /** Overrides the clock (tests of expiry). */
  now?: () => number;
}

/** Seconds an artwork URL stays valid: to the end of the next UTC day, so URLs are stable for caching. */
function artworkExpiry(now: number): number {
  const day = 86_400_000;
  return Math.floor(now / day) * day + 2 * day;
}

function createBotCheck(config: Config, limiter: RateLimiter, now?: () => number): BotCheck {
  if (config.BOT_CHECK === 'off') return createOffBotCheck();
  if (config.BOT_CHECK === 'recaptcha') {
    return createRecaptchaBotCheck({ assessmentUrl: config.RECAPTCHA_ASSESSMENT_URL!, siteKey: config.RECAPTCHA_SITE_KEY });
  }
  return createPowBotCheck({ secret: config.BOT_CHECK_SECRET, bits: config.BOT_CHECK_POW_BITS, limiter, now });
}

/** Codes by e-mail (SMTP, else the outbox) and SMS (the SMS provider, else the outbox). */
async function createCodeSender(config: Config, outbox: Outbox): Promise<MessageSender> {
  const email =
    config.MAIL_TRANSPORT === 'smtp'
      ? await createSmtpSender({ url: config.SMTP_URL!, from: config.MAIL_FROM, smsFallback: outbox })
      : outbox;
  const sms = config.SMS_ACCOUNT_SID
    ? createSmsSender({
        baseUrl: config.SMS_API_URL,
        accountSid: config.SMS_ACCOUNT_SID,
        authToken: config.SMS_AUTH_TOKEN!,
        from: config.SMS_FROM!,
      })
    : outbox;
  return routeByChannel({ email, sms });
}

export async function buildApp({
  config,
  database,
  cache: givenCache,
  jobs: givenJobs,
  now = Date.now,
}: AppDeps): Promise<FastifyInstance> {
  // forwarded addresses count only when the web app (ORIGIN_TRUSTED_PROXIES) passed them on
  const trustedProxy = proxyaddr.compile(config.ORIGIN_TRUSTED_PROXIES);
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

  // shared parts, each built once
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  const metrics = createHttpMetrics({ onReadError: (name, error) => app.log.warn({ err: error }, `metric ${name} could not be read`) });
  const cache = observeCache(givenCache ?? (redis ? createRedisCache(redis) : createMemoryCache()), metrics.registry);
  const limiter = redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter();
  // background work: pg-boss on PostgreSQL, runs each job once across instances; in process on PGlite
  const jobs = givenJobs ?? (await createJobQueue({ connectionString: database.url, log: app.log }));
  app.decorate('jobs', jobs);
  // after the requests in flight have finished: running jobs first, then the connections they use
  app.addHook('onClose', async () => {
    if (!givenJobs) await jobs.close();
    await limiter.close();
    if (!givenCache) await cache.close();
    await redis?.quit();
  });
  const db = database.db;
  const outbox = createFileOutbox(path.resolve(config.rootDir, config.OUTBOX_DIR), now);
  const cookies = { secure: config.COOKIE_SECURE, domain: config.COOKIE_DOMAIN };
  const signer = createMediaSigner(config.MEDIA_SIGNING_SECRET, { baseUrl: config.MEDIA_BASE_URL });
  const mediaStorage = createMediaStorage(config);
  app.addHook('onClose', async () => mediaStorage.close());
  // generated artwork's token grants the owner's folder (art/{type}/{id}), so that the web can ask
  // for the same picture at the other sizes and formats; any other picture is granted alone
  const signArtwork = (file: string) =>
    signer.signMediaPath({
      path: file,
      depth: parseArtworkPath(file) ? 3 : file.split('/').length,
      expiresAt: artworkExpiry(now()),
      binding: { kind: 'p' },
    });
  const authRepository = createAuthRepository(db);
  const catalogueRepository = createCatalogueRepository(db);
  const playbackRepository = createPlaybackRepository(db);
  const libraryRepository = createLibraryRepository(db);

  // platform: errors, cookies, security headers, the API description, then the guards every call passes
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
  await app.register(sessionGuard, { db });
  await app.register(viewerPlugin, { localClientsNameCountry: config.NODE_ENV !== 'production' });
  // subscription periods end lazily: on the user's next request, before any route sees the plan
  const subscriptionLifecycle = createSubscriptionLifecycle({ db, now });
  await app.register(subscriptionExpiryHook, { lifecycle: subscriptionLifecycle });
  await app.register(healthRoutes, { ping: database.ping });

  // accounts: sign-in and registration, social and partner sign-in, the user's own data
  const botCheck = createBotCheck(config, limiter, now);
  const codeSender = await createCodeSender(config, outbox);
  const auth = createAuthService({
    repository: authRepository,
    botCheck,
    limiter,
    sender: codeSender,
    limits: { perIp: config.AUTH_RATE_LIMIT_PER_IP, perIdentifier: config.AUTH_RATE_LIMIT_PER_IDENTIFIER },
    log: app.log,
    now,
  });
  await app.register(authRoutes, { service: auth, cookies });
  await app.register(supportRoutes, {
    service: createSupportService({ repository: createSupportRepository(db), botCheck, limiter, sender: codeSender, log: app.log }),
  });
  await app.register(socialRoutes, {
    service: createSocialService({ config, repository: authRepository, limiter, startSession: auth.startSession, log: app.log }),
    cookies,
  });
  const partners = createPartnersService({
    repository: authRepository,
    limiter,
    startSession: auth.startSession,
    secrets: config.PARTNER_SECRETS,
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    log: app.log,
  });
  await app.register(partnersRoutes, { service: partners, cookies });
  await app.register(usersRoutes, { service: createUsersService({ repository: createUsersRepository(db), now }), cookies });
  await app.register(geoRoutes, { cookieDomain: config.COOKIE_DOMAIN, secure: config.COOKIE_SECURE });
  await app.register(consentRoutes, {
    repository: createConsentRepository(db),
    secure: config.COOKIE_SECURE,
    cookieDomain: config.COOKIE_DOMAIN,
  });
  if (config.NODE_ENV !== 'production' && config.MAIL_TRANSPORT === 'outbox') await app.register(outboxRoutes, { outbox });

  // catalogue, search, music and browse
  // their answers are kept as sent (serialized once, with an ETag), in one namespace
  const answers = createAnswerCache({ cache, namespace: CATALOGUE_CACHE_NS, ttlSeconds: CATALOGUE_CACHE_TTL_SECONDS });
  const catalogue = createCatalogueService({ repository: catalogueRepository, signArtwork });
  await app.register(catalogueRoutes, {
    service: catalogue,
    answers,
    itemProgress: createItemProgressLookup(playbackRepository),
    watchlisted: libraryRepository.watchlistedAmong,
  });
  await app.register(searchRoutes, { service: createSearchService({ repository: createSearchRepository(db), catalogue }), answers });
  await app.register(musicRoutes, {
    service: createMusicService({ repository: createMusicRepository(db), catalogueRepository, catalogue }),
    answers,
  });
  await app.register(browseRoutes, {
    service: createBrowseService({ repository: createBrowseRepository(db), catalogueRepository, catalogue, now }),
    answers,
  });

  // playback, ads, the user's lists, payments and the media files
  const streams = createStreamsService({ repository: createStreamsRepository(db), now });
  metrics.readAtScrape('chalchitra_active_streams', 'Streams playing now (unexpired leases, over every instance)', () => streams.active());
  const playback = createPlaybackService({
    repository: playbackRepository,
    signer,
    urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
    playerLogsEnabled: config.PLAYER_LOGS_ENABLED,
    streams,
    now,
  });
  const rewards = createRewardsService({
    repository: createRewardsRepository(db),
    limiter,
    now,
    provider: config.REWARDS_PROVIDER_URL
      ? createHostedRewardsProvider({
          url: config.REWARDS_PROVIDER_URL,
          apiKey: config.REWARDS_PROVIDER_KEY,
          environment: config.REWARDS_ENVIRONMENT,
        })
      : undefined,
    onProviderError: (error) => app.log.warn({ err: error }, 'The rewards provider did not take an action'),
  });
  await app.register(playbackRoutes, { service: playback, formatItems: catalogue.formatItems });
  await app.register(rewardsRoutes, { service: rewards, isKnownDevice: authRepository.isKnownDevice });
  await app.register(streamsRoutes, {
    service: streams,
    onRenewed: (viewer, input) =>
      rewards.heartbeat({ user: viewer.user, sessionId: viewer.session.sessionId, country: viewer.country }, input),
  });
  // one reader of media files (and its memory of the files sent most recently) for the media route, the ads and downloads
  const mediaFiles = createMediaFiles({ storage: mediaStorage, packDir: path.resolve(config.rootDir, 'server/seed/media-pack') });
  // downloads on plans that include them (issue 19): licences per user, device key and title
  await app.register(downloadsRoutes, {
    service: createDownloadsService({
      repository: createDownloadsRepository(db),
      playback: playbackRepository,
      signer,
      licences: createLicenceSigner(config.MEDIA_SIGNING_SECRET),
      sizes: createDownloadSizes(mediaFiles),
      proofs: createDeviceProofs({ secret: config.MEDIA_SIGNING_SECRET, limiter, now }),
      urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
      now,
    }),
  });
  // TV activation (RFC 8628) and the account's device list
  await app.register(devicesRoutes, {
    service: createDevicesService({
      repository: createDevicesRepository(db),
      limiter,
      siteUrl: config.SITE_URL ?? 'http://localhost:3000',
      now,
    }),
  });
  await app.register(adsRoutes, { playback, repository: createAdsRepository(db), files: mediaFiles });
  await app.register(libraryRoutes, {
    service: createLibraryService({ repository: libraryRepository, formatItems: catalogue.formatItems }),
  });
  await app.register(paymentsPlugin, {
    config,
    db,
    lifecycle: subscriptionLifecycle,
    limiter,
    jobs,
    outbox,
    now,
    onJoinedMzaalo: rewards.signedUp,
  });
  await app.register(mediaRoutes, {
    signer,
    files: mediaFiles,
    repository: createMediaRepository(db),
    rasters: createArtworkRasters({
      dir: path.resolve(config.rootDir, config.ARTWORK_CACHE_DIR),
      onKeepError: (error) => app.log.warn({ err: error }, 'a drawn artwork raster could not be kept on disk'),
    }),
    now,
  });
  // media ingest: the operator's calls queue it, this origin's worker packages and publishes it
  const ingestRepository = createIngestRepository(db);
  await app.register(ingestRoutes, {
    service: createIngestService({
      repository: ingestRepository,
      mediaDir: path.resolve(config.rootDir, config.MEDIA_DIR),
      // on object storage the media route reads the bucket: the title's folder goes there too
      publish: mediaStorage.kind === 'local' ? undefined : (localDir, folder) => putFolder(mediaStorage, localDir, folder),
      log: (line) => app.log.info({ job: 'media-ingest' }, line),
    }),
    repository: ingestRepository,
    jobs,
    token: config.MEDIA_INGEST_TOKEN,
  });
  return app;
}
