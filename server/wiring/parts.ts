import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config';
import type { Database, Db } from '../platform/db';
import { createMemoryCache, createRedisCache, observeCache, type Cache } from '../platform/cache';
import { createMediaSigner, type MediaSigner } from '../platform/media-signing';
import { createRevocationMarkers, type RevocationMarkers } from '../platform/media-revocations';
import { parseArtworkPath } from '../platform/artwork';
import { createMediaStorage, type MediaStorage } from '../platform/storage';
import { createHttpMetrics, type HttpMetrics } from '../../runtime/metrics';
import { createFileOutbox, type Outbox } from '../platform/messages';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../platform/rate-limit';
import { createJobQueue, type JobQueue } from '../platform/jobs';
import { connectRedis } from '../platform/redis';
import type { CookieSettings } from '../modules/session/session.cookies';
import { createAuthRepository, type AuthRepository } from '../modules/auth/auth.repository';
import { createCatalogueRepository, type CatalogueRepository } from '../modules/catalogue/catalogue.repository';
import { createPlaybackRepository, type PlaybackRepository } from '../modules/playback/playback.repository';
import { createLibraryRepository, type LibraryRepository } from '../modules/library/library.repository';
import { createPaymentsRepository, type PaymentsRepository } from '../modules/payments/payments.repository';
import { createMediaFiles, type MediaFiles } from '../modules/media/media.files';
import { createSubscriptionLifecycle, type SubscriptionLifecycle } from '../modules/payments/subscription-lifecycle';
import { createHostedRewardsProvider, type RewardsProvider } from '../modules/rewards/rewards.provider';

// The parts more than one area uses, each built once: the Redis connection, cache, rate limiter,
// job queue, outbox, media signing and storage, and the repositories several areas read.

export interface Parts {
  config: Config;
  database: Database;
  db: Db;
  now: () => number;
  metrics: HttpMetrics;
  cache: Cache;
  limiter: RateLimiter;
  jobs: JobQueue;
  outbox: Outbox;
  cookies: CookieSettings;
  signer: MediaSigner;
  /** The ended stream leases whose grants the signer refuses (MEDIA_REVOCATIONS_DIR, read by the edge too). */
  revokedLeases: RevocationMarkers;
  signArtwork: (file: string) => string;
  mediaStorage: MediaStorage;
  /** One reader of media files (and its memory of the files sent most recently) for the media route, the ads and downloads. */
  mediaFiles: MediaFiles;
  repositories: {
    auth: AuthRepository;
    catalogue: CatalogueRepository;
    playback: PlaybackRepository;
    library: LibraryRepository;
    payments: PaymentsRepository;
  };
  /** The hosted rewards provider (REWARDS_PROVIDER_URL), told of coins earned and of sign-outs; none without one. */
  rewardsProvider: RewardsProvider | undefined;
  /** Subscription periods end lazily, on the user's next request (the platform's hook) and on every payments call. */
  subscriptionLifecycle: SubscriptionLifecycle;
}

export interface PartsInput {
  config: Config;
  database: Database;
  cache?: Cache;
  jobs?: JobQueue;
  now: () => number;
}

/** Seconds an artwork URL stays valid: to the end of the next UTC day, so URLs are stable for caching. */
function artworkExpiry(now: number): number {
  const day = 86_400_000;
  return Math.floor(now / day) * day + 2 * day;
}

export async function buildParts(
  app: FastifyInstance,
  { config, database, cache: givenCache, jobs: givenJobs, now }: PartsInput,
): Promise<Parts> {
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
  const revokedLeases = createRevocationMarkers(path.resolve(config.rootDir, config.MEDIA_REVOCATIONS_DIR));
  const signer = createMediaSigner(config.MEDIA_SIGNING_SECRET, { baseUrl: config.MEDIA_BASE_URL, isRevoked: revokedLeases.has });
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
  const payments = createPaymentsRepository(db);
  return {
    config,
    database,
    db,
    now,
    metrics,
    cache,
    limiter,
    jobs,
    outbox: createFileOutbox(path.resolve(config.rootDir, config.OUTBOX_DIR), now),
    cookies: { secure: config.COOKIE_SECURE, domain: config.COOKIE_DOMAIN },
    signer,
    revokedLeases,
    signArtwork,
    mediaStorage,
    mediaFiles: createMediaFiles({ storage: mediaStorage, packDir: path.resolve(config.rootDir, 'server/seed/media-pack') }),
    repositories: {
      auth: createAuthRepository(db),
      catalogue: createCatalogueRepository(db),
      playback: createPlaybackRepository(db),
      library: createLibraryRepository(db),
      payments,
    },
    rewardsProvider: config.REWARDS_PROVIDER_URL
      ? createHostedRewardsProvider({
          url: config.REWARDS_PROVIDER_URL,
          apiKey: config.REWARDS_PROVIDER_KEY,
          environment: config.REWARDS_ENVIRONMENT,
        })
      : undefined,
    subscriptionLifecycle: createSubscriptionLifecycle({ repository: payments, now }),
  };
}
