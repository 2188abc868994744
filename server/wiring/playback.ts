import type { FastifyInstance } from 'fastify';
import { playbackRoutes } from '../modules/playback/playback.routes';
import { createPlaybackService, type PlaybackService } from '../modules/playback/playback.service';
import { createStreamsRepository } from '../modules/streams/streams.repository';
import { createStreamsService } from '../modules/streams/streams.service';
import { streamsRoutes } from '../modules/streams/streams.routes';
import { createRevocationSync } from '../modules/streams/streams.revocations';
import { createRewardsRepository } from '../modules/rewards/rewards.repository';
import { createRewardsService, type RewardsService } from '../modules/rewards/rewards.service';
import { rewardsRoutes } from '../modules/rewards/rewards.routes';
import { createDownloadsRepository } from '../modules/downloads/downloads.repository';
import { createDownloadsService } from '../modules/downloads/downloads.service';
import { createLicenceSigner } from '../modules/downloads/licence-signing';
import { createDeviceProofs } from '../modules/downloads/device-proof';
import { createDownloadSizes } from '../modules/downloads/download-sizes';
import { downloadsRoutes } from '../modules/downloads/downloads.routes';
import { adsRoutes } from '../modules/ads/ads.routes';
import { createAdsRepository } from '../modules/ads/ads.repository';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import type { Parts } from './parts';
import { STREAM_HEARTBEAT_SECONDS } from '../../contract/entitlements';

// Watching: MZaalo coins for it, playback and its streams, downloads and the ads.

/** What the origin does when the hosted rewards provider did not take an action: logs it (the user's action stands). */
export const rewardsProviderFailed = (app: FastifyInstance) => (error: unknown) =>
  app.log.warn({ err: error }, 'The rewards provider did not take an action');

/** MZaalo coins: the origin's own rewards, or a hosted provider's when one is configured. */
export async function wireRewards(
  app: FastifyInstance,
  { db, now, limiter, repositories, rewardsProvider }: Parts,
): Promise<RewardsService> {
  const rewards = createRewardsService({
    repository: createRewardsRepository(db),
    limiter,
    now,
    provider: rewardsProvider,
    onProviderError: rewardsProviderFailed(app),
  });
  await app.register(rewardsRoutes, { service: rewards, isKnownDevice: repositories.auth.isKnownDevice });
  return rewards;
}

/** Playback URLs, progress and player logs, and the leases of the streams playing now. */
export async function wirePlayback(
  app: FastifyInstance,
  { config, db, now, metrics, signer, revokedLeases, repositories }: Parts,
  { catalogue, rewards }: { catalogue: CatalogueService; rewards: RewardsService },
): Promise<PlaybackService> {
  // four heartbeats over a media grant's life, so that one or two lost on the network cost no media
  const heartbeatSeconds = Math.min(STREAM_HEARTBEAT_SECONDS, Math.floor(config.MEDIA_GRANT_SECONDS / 4));
  const streamsRepository = createStreamsRepository(db);
  // an ended lease's grants are refused at once, on every instance and the edge
  const onRevocationError = (error: unknown) => app.log.warn({ err: error }, 'Ended stream leases could not be marked');
  const revocations = createRevocationSync({
    repository: streamsRepository,
    markers: revokedLeases,
    longestGrantSeconds: Math.max(config.MEDIA_GRANT_SECONDS, config.MEDIA_URL_TTL_SECONDS),
    onError: onRevocationError,
  });
  revocations.start();
  app.addHook('onClose', () => revocations.close());
  const streams = createStreamsService({
    repository: streamsRepository,
    heartbeatSeconds,
    afterLeasesEnded: () => revocations.sync().catch(onRevocationError),
    now,
  });
  metrics.readAtScrape('chalchitra_active_streams', 'Streams playing now (unexpired leases, over every instance)', () => streams.active());
  const playback = createPlaybackService({
    repository: repositories.playback,
    signer,
    urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
    grantSeconds: config.MEDIA_GRANT_SECONDS,
    playerLogsEnabled: config.PLAYER_LOGS_ENABLED,
    streams,
    now,
  });
  await app.register(playbackRoutes, { service: playback, formatItems: catalogue.formatItems });
  await app.register(streamsRoutes, {
    service: streams,
    onRenewed: (viewer, input) =>
      rewards.heartbeat({ user: viewer.user, sessionId: viewer.session.sessionId, country: viewer.country }, input),
    renewGrant: (viewer, leaseId, contentId) => playback.renewGrant(viewer, leaseId, contentId),
  });
  return playback;
}

/** Downloads on plans that include them (issue 19): licences per user, device key and title. */
export async function wireDownloads(
  app: FastifyInstance,
  { config, db, now, limiter, signer, mediaFiles, repositories }: Parts,
): Promise<void> {
  await app.register(downloadsRoutes, {
    service: createDownloadsService({
      repository: createDownloadsRepository(db),
      playback: repositories.playback,
      signer,
      licences: createLicenceSigner(config.MEDIA_SIGNING_SECRET),
      sizes: createDownloadSizes(mediaFiles),
      proofs: createDeviceProofs({ secret: config.MEDIA_SIGNING_SECRET, limiter, now }),
      urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
      now,
    }),
  });
}

export async function wireAds(app: FastifyInstance, { db, mediaFiles }: Parts, playback: PlaybackService): Promise<void> {
  await app.register(adsRoutes, { playback, repository: createAdsRepository(db), files: mediaFiles });
}
