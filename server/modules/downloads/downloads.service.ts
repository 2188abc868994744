import path from 'node:path/posix';
import type { Viewer } from '../session/viewer';
import type { MediaSigner } from '../../platform/media-signing';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { render, text, type Text } from '../../platform/texts';
import { QUALITY } from '../../../contract/constants';
import {
  DOWNLOAD_DEVICE_LIMIT,
  DOWNLOAD_TITLE_LIMIT,
  accessLevelOf,
  canDownload,
  entitlementFor,
  playsInCountry,
} from '../../../contract/entitlements';
import { licenceExpiry } from '../../../contract/download-licence';
import { rankOfCeiling } from '../../../contract/maturity';
import { isKeyDevice } from '../../../contract/download-device';
import { rungOf } from '../../../contract/hls-rungs';
import type {
  DeviceProofData,
  DownloadLicenceAnswer,
  DownloadOptions,
  DownloadSyncAnswer,
  REVOKE_REASONS,
} from '../../../contract/schemas/downloads';
import type { PlaybackRepository } from '../playback/playback.repository';
import { assertWithinCeiling } from '../catalogue/maturity-ceiling';
import type { DownloadsRepository, LicenceRow } from './downloads.repository';
import type { DeviceProofs } from './device-proof';
import type { DownloadSizes } from './download-sizes';
import type { LicenceSigner } from './licence-signing';

// Downloads (issue 19): which rungs a title offers with their real size, the licence per user,
// device and title within the account's limits, and the sync that renews a device's licences while
// it is online, records its offline first plays, and revokes them when the plan, the cancellation
// or a sign-out says so. The device is the browser's own key, proved at each issue and sync
// (device-proof.ts), never its device cookie; a sync tells a browser nothing of a licence it does
// not hold.

export interface DownloadsServiceDeps {
  repository: DownloadsRepository;
  playback: Pick<PlaybackRepository, 'playableContent' | 'renditions'>;
  signer: MediaSigner;
  licences: LicenceSigner;
  sizes: DownloadSizes;
  proofs: DeviceProofs;
  urlTtlSeconds: number;
  now?: () => number;
}

const QUALITY_LABELS: Record<number, Text> = {
  [QUALITY.LOW]: text('errors.downloads.qualities.low'),
  [QUALITY.MED]: text('errors.downloads.qualities.medium'),
  [QUALITY.HIGH]: text('errors.downloads.qualities.high'),
  [QUALITY.HD]: text('errors.downloads.qualities.hd'),
};
/** Why a viewer may not download: the plan has no downloads (contract/entitlements.ts's DOWNLOADS_PREMIUM_PROMPT), or Premium was cancelled. */
const PREMIUM_PROMPT = text('errors.downloads.premiumPrompt');
const CANCELLED = text('errors.downloads.cancelled');
/** The cancellation's words in English. */
export const CANCELLED_MESSAGE = render(CANCELLED);
const titleLimitMessage = text('errors.downloads.titleLimit', { limit: DOWNLOAD_TITLE_LIMIT });
const deviceLimitMessage = text('errors.downloads.deviceLimit', { limit: DOWNLOAD_DEVICE_LIMIT });

export function createDownloadsService({
  repository,
  playback,
  signer,
  licences,
  sizes,
  proofs,
  urlTtlSeconds,
  now = Date.now,
}: DownloadsServiceDeps) {
  /** Why this viewer may not download now, in words; null when they may. */
  async function refusal(viewer: Viewer): Promise<Text | null> {
    if (!canDownload(viewer.plan)) return PREMIUM_PROMPT;
    if (viewer.userId && (await repository.planCancelled(viewer.userId))) return CANCELLED;
    return null;
  }

  /** The title's video rungs, best of each quality, each with the bytes its download stores; none above the profile's ceiling. */
  async function rungsOf(contentId: number, viewer: Viewer) {
    const row = await playback.playableContent(contentId);
    if (!row) throw new NotFoundError(text('errors.downloads.notDownloadable'));
    assertWithinCeiling(row.asset, rankOfCeiling(viewer.maturity));
    if (row.media.kind !== 'video') throw new ValidationError(text('errors.downloads.videoOnly'));
    if (!playsInCountry(row.asset.countries, viewer.country))
      throw new ForbiddenError(text('errors.common.notInYourCountry'), 'GEO_BLOCKED');
    const duration = row.content.durationSeconds ?? row.media.durationSeconds;
    const folder = path.dirname(row.media.masterPath);
    type Rendition = Awaited<ReturnType<typeof playback.renditions>>[number];
    const best = new Map<number, { rendition: Rendition; rung: string }>();
    for (const rendition of await playback.renditions(row.media.id)) {
      // renditions live beside the master (only those share its grant), each naming its rung
      const rung = rendition.playlistPath.startsWith(`${folder}/`) ? rungOf(rendition.playlistPath.slice(folder.length + 1)) : null;
      if (!QUALITY_LABELS[rendition.quality] || !rung) continue;
      if ((best.get(rendition.quality)?.rendition.bandwidth ?? -1) < rendition.bandwidth) best.set(rendition.quality, { rendition, rung });
    }
    const measured = await sizes.of(
      row.media.masterPath,
      [...best.values()].map((entry) => entry.rung),
    );
    const rungs = [...best.values()]
      .sort((a, b) => a.rendition.quality - b.rendition.quality)
      .flatMap(({ rendition, rung }) => {
        const bytes = measured.get(rung);
        // a rung whose files cannot all be read is not offered: its download would stop part way
        if (!bytes) return [];
        return [
          {
            rung,
            option: {
              quality: rendition.quality,
              label: rendition.height
                ? `${render(QUALITY_LABELS[rendition.quality], viewer.locale)} · ${rendition.height}p`
                : render(QUALITY_LABELS[rendition.quality], viewer.locale),
              height: rendition.height,
              bandwidth: rendition.averageBandwidth ?? rendition.bandwidth,
              size_bytes: bytes,
            },
          },
        ];
      });
    return { row, duration, folder, rungs };
  }

  async function limitsOf(userId: string, at: Date) {
    const usage = await repository.usage(userId, at);
    return { titles: DOWNLOAD_TITLE_LIMIT, devices: DOWNLOAD_DEVICE_LIMIT, titles_used: usage.titles, devices_used: usage.devices.length };
  }

  /** A licence that has not been revoked, as its holder sees it, signed while it plays. */
  function formatLicence(row: LicenceRow, at: Date): DownloadLicenceAnswer['licence'] {
    const state = row.expiresAt.getTime() <= at.getTime() ? 'expired' : 'active';
    return {
      id: row.id,
      content_id: row.contentId,
      quality: row.quality,
      state,
      downloaded_at: row.downloadedAt.toISOString(),
      first_played_at: row.firstPlayedAt?.toISOString() ?? null,
      expires_at: row.expiresAt.toISOString(),
      token:
        state === 'active'
          ? licences.sign({
              v: 1,
              lid: row.id,
              uid: row.userId,
              dev: row.deviceId,
              cid: row.contentId,
              win: row.windowStart.getTime(),
              fp: row.firstPlayedAt?.getTime() ?? null,
              iat: at.getTime(),
              exp: row.expiresAt.getTime(),
            })
          : null,
    };
  }

  return {
    publicKey: licences.publicKey,

    async options(contentId: number, viewer: Viewer & { userId: string }): Promise<DownloadOptions> {
      const at = new Date(now());
      const [{ rungs }, message, limits, preferred] = await Promise.all([
        rungsOf(contentId, viewer),
        refusal(viewer),
        limitsOf(viewer.userId, at),
        repository.preferredQuality(viewer.userId),
      ]);
      const qualities = message ? [] : rungs.map((rung) => rung.option);
      const fallback = qualities[Math.floor(qualities.length / 2)]?.quality ?? null;
      return {
        status: 'success',
        content_id: contentId,
        allowed: message === null && qualities.length > 0,
        message: message && render(message, viewer.locale),
        qualities,
        default_quality: qualities.some((option) => option.quality === preferred) ? preferred : fallback,
        limits,
      };
    },

    /**
     * Issues (or, on the same device, hands back) the licence of a title, with its signed master,
     * the chosen rung and what its download stores. The same call resumes a download (a fresh URL)
     * and renews an expired one.
     */
    async issue(
      contentId: number,
      quality: number,
      device: DeviceProofData,
      viewer: Viewer & { userId: string; profileId: string; authToken: string },
    ): Promise<DownloadLicenceAnswer> {
      const deviceId = await proofs.verify(device);
      const at = new Date(now());
      const { row, duration, folder, rungs } = await rungsOf(contentId, viewer);
      const entitlement = entitlementFor(viewer.plan, accessLevelOf(row.asset.access), viewer.country);
      const message = await refusal(viewer);
      if (message || !entitlement.play) throw new ForbiddenError(message ?? PREMIUM_PROMPT, 'DOWNLOADS_NOT_INCLUDED');
      const rung = rungs.find((candidate) => candidate.option.quality === quality);
      if (!rung) throw new ValidationError(text('errors.downloads.qualityNotOffered'));

      const licence = await repository.withAccountLock(viewer.userId, at, async ({ usage, existing, insert, update }) => {
        const held = await existing(viewer.profileId, deviceId, contentId);
        if (held && held.expiresAt > at) return held.quality === quality ? held : update(held.id, { quality });
        if (usage.titles >= DOWNLOAD_TITLE_LIMIT) throw new ConflictError(titleLimitMessage, 'DOWNLOAD_LIMIT');
        if (!usage.devices.includes(deviceId) && usage.devices.length >= DOWNLOAD_DEVICE_LIMIT)
          throw new ConflictError(deviceLimitMessage, 'DOWNLOAD_DEVICES');
        const fresh = { quality, windowStart: at, firstPlayedAt: null, expiresAt: new Date(licenceExpiry(at.getTime(), null)) };
        // an expired licence of this title here starts again in place (renewal keeps the stored files)
        if (held) return update(held.id, fresh);
        return insert({ userId: viewer.userId, profileId: viewer.profileId, deviceId, contentId, downloadedAt: at, ...fresh });
      });
      await repository.rememberQuality(viewer.userId, quality, at);

      const expiresAt = at.getTime() + urlTtlSeconds * 1000;
      // the master's grant covers its folder: every playlist and segment of the rung beside it
      const masterUrl = signer.signMediaPath({
        path: row.media.masterPath,
        depth: folder.split('/').length,
        expiresAt,
        binding: { kind: 's', authToken: viewer.authToken },
      });
      return {
        status: 'success',
        licence: formatLicence(licence, at),
        title: {
          content_id: row.content.id,
          asset_id: row.asset.id,
          asset_title: row.asset.title,
          content_title: row.content.title,
          asset_type: row.asset.assetType,
          duration,
        },
        media: {
          master_url: masterUrl,
          rung: rung.rung,
          size_bytes: rung.option.size_bytes,
          expires_at: new Date(expiresAt).toISOString(),
        },
      };
    },

    /** The user deletes a download: its licence stops counting at once. */
    async remove(licenceId: string, viewer: Viewer & { profileId: string }) {
      const row = await repository.licence(licenceId);
      if (!row || row.profileId !== viewer.profileId) throw new NotFoundError(text('errors.downloads.notOnAccount'));
      await repository.revoke([row.id], 'deleted', new Date(now()));
    },

    /**
     * A device's licences, as its browser holds them: renewed while it plays on (a new 30-day
     * window from now, the 48 hours after a first play kept), first plays seen offline recorded,
     * and revoked when the user signed out here, the plan has no downloads or was cancelled. Only
     * the browser whose key holds a licence, signed in as its user, learns anything of it.
     */
    async sync(
      entries: Array<{ id: string; first_played_at?: string | null }>,
      device: DeviceProofData,
      viewer: Viewer,
    ): Promise<DownloadSyncAnswer> {
      const deviceId = await proofs.verify(device);
      const at = new Date(now());
      const rows = new Map((await repository.licencesByIds(entries.map((entry) => entry.id))).map((row) => [row.id, row]));
      // a licence issued before device keys names the device cookie: the first key to sync it from
      // that browser, on the same account, takes it; from that browser signed out, it ends
      const cookieDevice = viewer.deviceId ?? (viewer.session ? `session:${viewer.session.sessionId}` : undefined);
      const unbound = [...rows.values()].filter((row) => !isKeyDevice(row.deviceId) && row.deviceId === cookieDevice && !row.revokedAt);
      const adopted = unbound.filter((row) => row.userId === viewer.userId).map((row) => row.id);
      for (const row of await repository.rebind(adopted, deviceId)) rows.set(row.id, row);

      const here = [...rows.values()].filter((row) => row.deviceId === deviceId);
      // this browser signed out (or another user signed in here): the licences it holds end
      await repository.revoke(
        [...here, ...unbound].filter((row) => row.userId !== viewer.userId).map((row) => row.id),
        'signed_out',
        at,
      );
      const mine = here.filter((row) => row.userId === viewer.userId);
      const message = mine.length > 0 ? await refusal(viewer) : null;
      if (message)
        await repository.revoke(
          mine.map((row) => row.id),
          message === CANCELLED ? 'cancelled' : 'plan',
          at,
        );

      const firstPlays = new Map(entries.map((entry) => [entry.id, entry.first_played_at ? Date.parse(entry.first_played_at) : null]));
      const aboveCeiling = await repository.contentsAbove(
        mine.map((row) => row.contentId),
        rankOfCeiling(viewer.maturity),
      );
      const answers: DownloadSyncAnswer['licences'] = [];
      for (const entry of entries) {
        let row = rows.get(entry.id);
        if (row && mine.includes(row) && (row.profileId !== viewer.profileId || aboveCeiling.has(row.contentId))) {
          // another profile's download, or a title above this viewer's ceiling (the profile's was
          // lowered since): kept for it, but neither played nor listed here now
          answers.push({ id: row.id, state: 'other_profile', token: null });
          continue;
        }
        if (!row || !mine.includes(row)) {
          // not this browser's, or not this user's: nothing of it is told
          answers.push(ended(entry.id, 'signed_out'));
          continue;
        }
        row = (await repository.licence(row.id)) ?? row;
        if (row.revokedAt) {
          answers.push(ended(row.id, row.revokeReason ?? 'signed_out'));
          continue;
        }
        const reported = firstPlays.get(row.id);
        const firstPlayedAt =
          row.firstPlayedAt?.getTime() ??
          (reported !== null && reported !== undefined && Number.isFinite(reported)
            ? Math.min(Math.max(reported, row.downloadedAt.getTime()), at.getTime())
            : null);
        const live = row.expiresAt > at;
        // renewal: a licence still playing gets a new 30-day window from now
        const windowStart = live ? at.getTime() : row.windowStart.getTime();
        if (live || firstPlayedAt !== (row.firstPlayedAt?.getTime() ?? null))
          row = await repository.update(row.id, {
            windowStart: new Date(windowStart),
            firstPlayedAt: firstPlayedAt === null ? null : new Date(firstPlayedAt),
            expiresAt: new Date(licenceExpiry(windowStart, firstPlayedAt)),
          });
        const { quality: _quality, ...held } = formatLicence(row, at);
        answers.push(held);
      }
      return {
        status: 'success',
        user_id: viewer.userId ?? null,
        licences: answers,
        public_key: licences.publicKey,
        limits: viewer.userId ? await limitsOf(viewer.userId, at) : null,
        server_time: at.toISOString(),
      };
    },

    /** A fresh challenge for the browser's key to sign (device-proof.ts). */
    challenge: () => ({ status: 'success' as const, ...proofs.challenge() }),
  };
}

/** A licence that no longer plays in this browser, or that it never held: its id and why, nothing else. */
function ended(
  id: string,
  reason: NonNullable<LicenceRow['revokeReason']>,
): Extract<DownloadSyncAnswer['licences'][number], { state: 'revoked' }> {
  return { id, state: 'revoked', reason: reason as (typeof REVOKE_REASONS)[number], token: null };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
