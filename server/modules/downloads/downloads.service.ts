import path from 'node:path/posix';
import type { Viewer } from '../session/viewer';
import type { MediaSigner } from '../../platform/media-signing';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { QUALITY } from '../../../contract/constants';
import {
  DOWNLOAD_DEVICE_LIMIT,
  DOWNLOAD_TITLE_LIMIT,
  DOWNLOADS_PREMIUM_PROMPT,
  accessLevelOf,
  canDownload,
  entitlementFor,
  playsInCountry,
} from '../../../contract/entitlements';
import { licenceExpiry } from '../../../contract/download-licence';
import type { DownloadLicenceAnswer, DownloadLicenceData, DownloadOptions, DownloadSyncAnswer } from '../../../contract/schemas/downloads';
import type { PlaybackRepository } from '../playback/playback.repository';
import type { DownloadsRepository, LicenceRow } from './downloads.repository';
import type { LicenceSigner } from './licence-signing';

// Downloads (issue 19): which rungs a title offers with their size, the licence per user, device
// and title within the account's limits, and the sync that renews a device's licences while it is
// online, records its offline first plays, and revokes them when the plan, the cancellation or a
// sign-out says so.

export interface DownloadsServiceDeps {
  repository: DownloadsRepository;
  playback: Pick<PlaybackRepository, 'playableContent' | 'renditions'>;
  signer: MediaSigner;
  licences: LicenceSigner;
  urlTtlSeconds: number;
  now?: () => number;
}

const QUALITY_LABELS: Record<number, string> = {
  [QUALITY.LOW]: 'Low',
  [QUALITY.MED]: 'Medium',
  [QUALITY.HIGH]: 'High',
  [QUALITY.HD]: 'HD',
};
export const CANCELLED_MESSAGE = 'Downloads stop when Premium is cancelled. Renew Premium to download again.';
const titleLimitMessage = `You have ${DOWNLOAD_TITLE_LIMIT} downloads, the most an account can keep at once. Delete one to download another.`;
const deviceLimitMessage = `Your downloads are on ${DOWNLOAD_DEVICE_LIMIT} devices, the most an account can use. Delete the downloads on one of them to download here.`;

export function createDownloadsService({ repository, playback, signer, licences, urlTtlSeconds, now = Date.now }: DownloadsServiceDeps) {
  function deviceOf(viewer: Viewer): string {
    if (viewer.deviceId) return viewer.deviceId;
    if (viewer.session) return `session:${viewer.session.sessionId}`;
    throw new ValidationError('This device has no id yet. Please reload the page and try again.');
  }

  /** Why this viewer may not download now, in words; null when they may. */
  async function refusal(viewer: Viewer): Promise<string | null> {
    if (!canDownload(viewer.plan)) return DOWNLOADS_PREMIUM_PROMPT;
    if (viewer.userId && (await repository.planCancelled(viewer.userId))) return CANCELLED_MESSAGE;
    return null;
  }

  /** The title's video rungs, best of each quality, with their size from bandwidth and duration. */
  async function rungsOf(contentId: number, viewer: Viewer) {
    const row = await playback.playableContent(contentId);
    if (!row) throw new NotFoundError('This title cannot be downloaded.');
    if (row.media.kind !== 'video') throw new ValidationError('Only films, episodes and videos can be downloaded.');
    if (!playsInCountry(row.asset.countries, viewer.country))
      throw new ForbiddenError('This title is not available in your country.', 'GEO_BLOCKED');
    const duration = row.content.durationSeconds ?? row.media.durationSeconds;
    const folder = path.dirname(row.media.masterPath);
    const best = new Map<number, Awaited<ReturnType<typeof playback.renditions>>[number]>();
    for (const rendition of await playback.renditions(row.media.id)) {
      if (!QUALITY_LABELS[rendition.quality] || !rendition.playlistPath.startsWith(`${folder}/`)) continue;
      if ((best.get(rendition.quality)?.bandwidth ?? -1) < rendition.bandwidth) best.set(rendition.quality, rendition);
    }
    const rungs = [...best.values()]
      .sort((a, b) => a.quality - b.quality)
      .map((rendition) => {
        const bandwidth = rendition.averageBandwidth ?? rendition.bandwidth;
        return {
          rendition,
          option: {
            quality: rendition.quality,
            label: rendition.height ? `${QUALITY_LABELS[rendition.quality]} · ${rendition.height}p` : QUALITY_LABELS[rendition.quality],
            height: rendition.height,
            bandwidth,
            size_mb: Math.round((bandwidth * duration) / 8 / 100_000) / 10,
          },
        };
      });
    return { row, duration, folder, rungs };
  }

  async function limitsOf(userId: string, at: Date) {
    const usage = await repository.usage(userId, at);
    return { titles: DOWNLOAD_TITLE_LIMIT, devices: DOWNLOAD_DEVICE_LIMIT, titles_used: usage.titles, devices_used: usage.devices.length };
  }

  function stateOf(row: LicenceRow, at: Date): DownloadLicenceData['state'] {
    if (row.revokedAt) return 'revoked';
    return row.expiresAt.getTime() <= at.getTime() ? 'expired' : 'active';
  }

  /** The licence as the client sees it, signed while it plays. */
  function formatLicence(row: LicenceRow, at: Date): DownloadLicenceData {
    const state = stateOf(row, at);
    return {
      id: row.id,
      content_id: row.contentId,
      quality: row.quality,
      state,
      reason: (row.revokeReason as DownloadLicenceData['reason']) ?? null,
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
        message,
        qualities,
        default_quality: qualities.some((option) => option.quality === preferred) ? preferred : fallback,
        limits,
      };
    },

    /**
     * Issues (or, on the same device, hands back) the licence of a title, with signed URLs of the
     * chosen rung. The same call resumes a download (fresh URLs) and renews an expired one.
     */
    async issue(
      contentId: number,
      quality: number,
      viewer: Viewer & { userId: string; authToken: string },
    ): Promise<DownloadLicenceAnswer> {
      const at = new Date(now());
      const deviceId = deviceOf(viewer);
      const { row, duration, folder, rungs } = await rungsOf(contentId, viewer);
      const entitlement = entitlementFor(viewer.plan, accessLevelOf(row.asset.access), viewer.country);
      const message = await refusal(viewer);
      if (message || !entitlement.play) throw new ForbiddenError(message ?? DOWNLOADS_PREMIUM_PROMPT, 'DOWNLOADS_NOT_INCLUDED');
      const rung = rungs.find((candidate) => candidate.rendition.quality === quality);
      if (!rung) throw new ValidationError('This quality is not offered for this title.');

      const licence = await repository.withAccountLock(viewer.userId, at, async ({ usage, existing, insert, update }) => {
        const held = await existing(deviceId, contentId);
        if (held && held.expiresAt > at) return held.quality === quality ? held : update(held.id, { quality });
        if (usage.titles >= DOWNLOAD_TITLE_LIMIT) throw new ConflictError(titleLimitMessage, 'DOWNLOAD_LIMIT');
        if (!usage.devices.includes(deviceId) && usage.devices.length >= DOWNLOAD_DEVICE_LIMIT)
          throw new ConflictError(deviceLimitMessage, 'DOWNLOAD_DEVICES');
        const fresh = { quality, windowStart: at, firstPlayedAt: null, expiresAt: new Date(licenceExpiry(at.getTime(), null)) };
        // an expired licence of this title here starts again in place (renewal keeps the stored files)
        if (held) return update(held.id, fresh);
        return insert({ userId: viewer.userId, deviceId, contentId, downloadedAt: at, ...fresh });
      });
      await repository.rememberQuality(viewer.userId, quality, at);

      const expiresAt = at.getTime() + urlTtlSeconds * 1000;
      const sign = (file: string) =>
        signer.signMediaPath({
          path: file,
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
          master_url: sign(row.media.masterPath),
          playlist_url: sign(rung.rendition.playlistPath),
          expires_at: new Date(expiresAt).toISOString(),
        },
      };
    },

    /** The user deletes a download: its licence stops counting at once. */
    async remove(licenceId: string, viewer: Viewer & { userId: string }) {
      const row = await repository.licence(licenceId);
      if (!row || row.userId !== viewer.userId) throw new NotFoundError('This download is not on your account.');
      await repository.revoke([row.id], 'deleted', new Date(now()));
    },

    /**
     * A device's licences, as its browser holds them: renewed while it plays on (a new 30-day
     * window from now, the 48 hours after a first play kept), first plays seen offline recorded,
     * and revoked when the user signed out here, the plan has no downloads or was cancelled.
     */
    async sync(entries: Array<{ id: string; first_played_at?: string | null }>, viewer: Viewer): Promise<DownloadSyncAnswer> {
      const at = new Date(now());
      const deviceId = viewer.deviceId ?? (viewer.session ? `session:${viewer.session.sessionId}` : undefined);
      const rows = new Map((await repository.licencesByIds(entries.map((entry) => entry.id))).map((row) => [row.id, row]));
      // this browser signed out (or another user signed in here): the licences it holds end
      const notMine = [...rows.values()].filter((row) => row.userId !== viewer.userId || row.deviceId !== deviceId);
      await repository.revoke(
        notMine.filter((row) => row.deviceId === deviceId).map((row) => row.id),
        'signed_out',
        at,
      );
      const mine = [...rows.values()].filter((row) => !notMine.includes(row));
      const message = mine.length > 0 ? await refusal(viewer) : null;
      if (message)
        await repository.revoke(
          mine.map((row) => row.id),
          message === CANCELLED_MESSAGE ? 'cancelled' : 'plan',
          at,
        );

      const firstPlays = new Map(entries.map((entry) => [entry.id, entry.first_played_at ? Date.parse(entry.first_played_at) : null]));
      const answers: DownloadSyncAnswer['licences'] = [];
      for (const entry of entries) {
        let row = rows.get(entry.id);
        if (!row || notMine.includes(row)) {
          answers.push(revokedAnswer(entry.id, row, at, 'signed_out'));
          continue;
        }
        row = (await repository.licence(row.id)) ?? row;
        if (!row.revokedAt) {
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
        }
        answers.push(formatLicence(row, at));
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
  };
}

/** A licence this browser may no longer hold (signed out, another account, unknown). */
function revokedAnswer(id: string, row: LicenceRow | undefined, at: Date, reason: 'signed_out'): DownloadSyncAnswer['licences'][number] {
  return {
    id,
    content_id: row?.contentId ?? null,
    state: 'revoked',
    reason,
    downloaded_at: (row?.downloadedAt ?? at).toISOString(),
    first_played_at: row?.firstPlayedAt?.toISOString() ?? null,
    expires_at: (row?.expiresAt ?? at).toISOString(),
    token: null,
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
