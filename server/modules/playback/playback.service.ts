import path from 'node:path/posix';
import type { Viewer as RequestViewer } from '../session/viewer';
import type { Binding, MediaSigner } from '../../platform/media-signing';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { text, type Text } from '../../platform/texts';
import { QUALITY } from '../../../contract/constants';
import { accessLevelOf, entitlementFor, playsInCountry, type Entitlement, type PopupType } from '../../../contract/entitlements';
import { rankOfCeiling } from '../../../contract/maturity';
import { assertWithinCeiling } from '../catalogue/maturity-ceiling';
import type { PlaybackRepository } from './playback.repository';
import type { StreamsService } from '../streams/streams.service';
import type { LiveProfileResponse, PlayerLogEntry, ProfileEntry, ProfilesResponse } from '../../../contract/schemas/playback';

// Play URLs: signed, expiring and bound to the session (or, for visitors, to the device), for
// viewers the plan matrix lets play. A video that takes one of the plan's screens is granted to
// its stream lease for grantSeconds only, and each heartbeat of the lease answers a fresh grant
// (issue 46): media is served only while the screen holds its lease.

const QUALITY_NAMES: Record<number, string> = { [QUALITY.LOW]: 'LOW', [QUALITY.MED]: 'MED', [QUALITY.HIGH]: 'HIGH', [QUALITY.HD]: 'HD' };

export interface PlaybackServiceDeps {
  repository: PlaybackRepository;
  signer: MediaSigner;
  urlTtlSeconds: number;
  /** the life of a stream lease's media grant (MEDIA_GRANT_SECONDS) */
  grantSeconds?: number;
  /** spec 001 §7: the player sends its logs only when they are enabled by config. */
  playerLogsEnabled: boolean;
  /** the plan's concurrent streams: a signed-in viewer's video comes with a lease */
  streams?: StreamsService;
  now?: () => number;
}

/** What playback reads of who is asking (the session module's viewer). */
export type Viewer = Pick<RequestViewer, 'authToken' | 'userId' | 'profileId' | 'maturity' | 'deviceId' | 'plan' | 'country'> & {
  session?: { sessionId: string } | null;
};

/** A content counts as watched once this share of it has played. */
export const COMPLETED_SHARE = 0.95;
/** Resume only from a position this far in and this far from the end. */
const RESUME_MIN_SECONDS = 5;

/** The refusal for each popup type (the client shows the popup the answer names). */
const REFUSALS: Record<PopupType, Text> = {
  svod: text('errors.playback.premiumOnly'),
  avod: text('errors.playback.freeWithMzaalo'),
  'avod+svod': text('errors.playback.freeWithMzaaloOrPremium'),
};

/** play_state, progress and completed (spec 001 §3 video content data) from a saved position. */
function resumeState(saved: { positionSeconds: number; completed: boolean } | undefined, duration: number | null) {
  const position = saved && !saved.completed && saved.positionSeconds >= RESUME_MIN_SECONDS ? saved.positionSeconds : 0;
  return { progress: position, completed: saved?.completed ?? false, play_state: { duration, progress: position } };
}

type Media = NonNullable<Awaited<ReturnType<PlaybackRepository['playableContent']>>>['media'];

export function createPlaybackService({
  repository,
  signer,
  urlTtlSeconds,
  grantSeconds = 120,
  playerLogsEnabled,
  streams,
  now = Date.now,
}: PlaybackServiceDeps) {
  /**
   * Who the media is granted to, and until when: a lease's grant is short and renewed by its
   * heartbeat, unless the player cannot swap grants (`renewable` false: native HLS), when it lives
   * as long as a play URL; either is refused once the lease ends (media-revocations.ts).
   */
  function grantFor(viewer: Viewer, leaseId?: string, renewable = true): { binding: Binding; expiresAt: number } {
    if (leaseId && viewer.authToken) {
      const seconds = renewable ? grantSeconds : urlTtlSeconds;
      return { binding: { kind: 'l', authToken: viewer.authToken, leaseId }, expiresAt: now() + seconds * 1000 };
    }
    return { binding: bindingFor(viewer), expiresAt: now() + urlTtlSeconds * 1000 };
  }

  function bindingFor(viewer: Viewer): Binding {
    if (viewer.authToken) return { kind: 's', authToken: viewer.authToken };
    if (viewer.deviceId) return { kind: 'd', deviceId: viewer.deviceId };
    throw new ValidationError(text('errors.playback.noDeviceId'));
  }

  /**
   * The profile's maturity ceiling first (403 NOT_ON_PROFILE), then the country list and the plan
   * matrix; a plan's refusal names the popup to show.
   */
  function admit(
    asset: { access: string; countries: string[]; maturityRank: number },
    viewer: Viewer,
  ): Extract<Entitlement, { play: true }> {
    assertWithinCeiling(asset, rankOfCeiling(viewer.maturity));
    if (!playsInCountry(asset.countries, viewer.country)) {
      throw new ForbiddenError(text('errors.common.notInYourCountry'), 'GEO_BLOCKED');
    }
    const entitlement = entitlementFor(viewer.plan, accessLevelOf(asset.access), viewer.country);
    if (!entitlement.play) {
      throw new ForbiddenError(REFUSALS[entitlement.popupType], 'SUBSCRIPTION_REQUIRED').withDetails({ popup_type: entitlement.popupType });
    }
    return entitlement;
  }

  /** Signs the master and each rendition under the master's folder, for one viewer (and the lease of its screen). */
  async function signedProfiles(media: Media, viewer: Viewer, leaseId?: string, renewable = true) {
    const renditions = await repository.renditions(media.id);
    const { binding, expiresAt } = grantFor(viewer, leaseId, renewable);
    const folder = path.dirname(media.masterPath);
    const sign = (file: string) => signer.signMediaPath({ path: file, depth: folder.split('/').length, expiresAt, binding });
    const masterUrl = sign(media.masterPath);

    const profiles: Record<string, ProfileEntry[]> = {};
    if (media.kind === 'audio') {
      profiles.IPAD_AUDIO = [
        { url: masterUrl, quality: QUALITY.AUDIO, width: null, height: null, bandwidth: renditions[0]?.bandwidth ?? null },
      ];
    } else {
      profiles.ADAPTIVE = [{ url: masterUrl, quality: QUALITY.ADAPTIVE, width: null, height: null, bandwidth: null }];
      for (const rendition of renditions) {
        const name = QUALITY_NAMES[rendition.quality];
        // renditions live beside the master; only those inside its folder can share its grant
        if (!name || !rendition.playlistPath.startsWith(`${folder}/`)) continue;
        // an ingested ladder may have several rungs of one quality: the profile plays the best
        if ((profiles[name]?.[0]?.bandwidth ?? -1) >= rendition.bandwidth) continue;
        profiles[name] = [
          {
            url: sign(rendition.playlistPath),
            quality: rendition.quality,
            width: rendition.width,
            height: rendition.height,
            bandwidth: rendition.bandwidth,
          },
        ];
      }
    }
    // seek thumbnails (ingested media): a WebVTT track beside the master, under the same grant
    const thumbnails = media.thumbnailsPath?.startsWith(`${folder}/`) ? sign(media.thumbnailsPath) : null;
    return { profiles, play_url: masterUrl.split('?')[0], expires_at: new Date(expiresAt).toISOString(), thumbnails };
  }

  return {
    /** `nativeHls`: the player plays HLS itself and cannot swap in a renewed grant. */
    async profiles(contentId: number, viewer: Viewer, { nativeHls = false }: { nativeHls?: boolean } = {}): Promise<ProfilesResponse> {
      const row = await repository.playableContent(contentId);
      if (!row) throw new NotFoundError(text('errors.playback.notPlayable'));
      const { content, asset, media } = row;
      const entitlement = admit(asset, viewer);
      const stream =
        streams && viewer.userId && viewer.session && viewer.plan !== 'visitor' && media.kind !== 'audio'
          ? await streams.take({ userId: viewer.userId, sessionId: viewer.session.sessionId, plan: viewer.plan }, content.id)
          : null;
      const [{ thumbnails, ...signed }, order, saved] = await Promise.all([
        signedProfiles(media, viewer, stream?.id, !nativeHls),
        repository.playOrder(asset.id),
        viewer.profileId ? repository.progressOf(viewer.profileId, content.id) : undefined,
      ]);
      const index = order.findIndex((item) => item.id === content.id);
      const next = index >= 0 ? order[index + 1] : undefined;
      const duration = content.durationSeconds ?? media.durationSeconds;
      return {
        status: 'success',
        content_id: content.id,
        asset_id: asset.id,
        asset_title: asset.title,
        content_title: content.title,
        content_type_id: content.contentTypeId,
        duration,
        ...signed,
        ...(thumbnails ? { thumbnails_url: thumbnails } : {}),
        ad_breaks: entitlement.ads,
        next_content: next ? { content_id: next.id, title: next.title } : null,
        ...resumeState(saved, duration),
        player_log: playerLogsEnabled,
        stream,
      };
    },

    /** Whether this viewer gets ad breaks on a content, and its length (for the ad schedule). */
    async adPlan(contentId: number, viewer: Viewer): Promise<{ ads: boolean; durationSeconds: number }> {
      const row = await repository.playableContent(contentId);
      if (!row) throw new NotFoundError(text('errors.playback.notPlayable'));
      const entitlement = entitlementFor(viewer.plan, accessLevelOf(row.asset.access), viewer.country);
      return { ads: entitlement.play && entitlement.ads, durationSeconds: row.content.durationSeconds ?? row.media.durationSeconds };
    },

    /**
     * A heartbeat's fresh grant for the lease's media: the token, and the folder it grants (the
     * player swaps it into the URLs under that folder). Null for a content without media.
     */
    async renewGrant(viewer: Viewer, leaseId: string, contentId: number): Promise<{ token: string; scope: string } | null> {
      const row = await repository.playableContent(contentId);
      if (!row) return null;
      const scope = path.dirname(row.media.masterPath);
      const token = signer.grantToken({ path: row.media.masterPath, depth: scope.split('/').length, ...grantFor(viewer, leaseId) });
      return { token, scope };
    },

    /** Signs a master playlist (and its folder) for one viewer, as play URLs are signed. */
    signForViewer(masterPath: string, viewer: Viewer): string {
      const folder = path.dirname(masterPath);
      return signer.signMediaPath({
        path: masterPath,
        depth: folder.split('/').length,
        expiresAt: now() + urlTtlSeconds * 1000,
        binding: bindingFor(viewer),
      });
    },

    /** Saves where a signed-in viewer is in a content (the player reports as it plays). */
    async saveProgress(profileId: string, contentId: number, position: number, reportedDuration: number) {
      const content = await repository.contentAsset(contentId);
      if (!content) throw new NotFoundError(text('errors.playback.contentNotFound'));
      const duration = Math.max(1, Math.round(reportedDuration || content.duration || position));
      const positionSeconds = Math.min(Math.max(0, Math.round(position)), duration);
      const completed = positionSeconds >= duration * COMPLETED_SHARE;
      await repository.saveProgress({
        profileId,
        contentId,
        assetId: content.assetId,
        positionSeconds,
        durationSeconds: duration,
        completed,
      });
      return { progress: positionSeconds, duration, completed };
    },

    /** Removes a content from Continue watching; its position is kept for resume. */
    async hideProgress(profileId: string, contentId: number) {
      if (!(await repository.hideProgress(profileId, contentId))) throw new NotFoundError(text('errors.playback.notInContinueWatching'));
    },

    /** Within the viewer's ceiling: what a profile watched before its ceiling was lowered stays out. */
    continueWatching: (profileId: string, ceiling: number, limit: number) => repository.continueWatching(profileId, ceiling, limit),

    /** Stores one player log (spec 001 §3 payload), with the spec's defaults for unknown fields. */
    async savePlayerLog(entry: PlayerLogEntry, context: { ip: string; userAgent: string }) {
      if (!playerLogsEnabled) throw new NotFoundError(text('errors.playback.playerLogsOff'));
      await repository.insertPlayerLog({
        action: entry.action,
        mediaUrl: entry.mediaUrl,
        secDiff: entry.secDiff ?? null,
        ip: entry.ip && entry.ip !== 'NA' ? entry.ip : context.ip,
        uuid: entry.uuid || 'N/A',
        platform: entry.platform,
        ccode: entry.ccode || 'NA',
        bitrate: entry.bitrate || 'NA',
        assetId: String(entry.asset_id),
        contentId: String(entry.content_id),
        videoSessionId: entry.video_session_id,
        errorCode: entry.error_code || 'NA',
        errorMessage: entry.error_message || 'NA',
        userAgent: entry.user_agent || context.userAgent,
        deviceId: entry.device_id || 'NA',
      });
    },

    /** A live channel's stream, with what is on now and next (the live rule: start ≤ now < end). */
    async liveProfile(channelId: number, viewer: Viewer): Promise<LiveProfileResponse> {
      const row = await repository.liveChannel(channelId);
      if (!row) throw new NotFoundError(text('errors.playback.channelOffAir'));
      const entitlement = admit(row.asset, viewer);
      const at = new Date(now());
      const [{ thumbnails: _live, ...signed }, guide] = await Promise.all([
        signedProfiles(row.media, viewer),
        repository.guideAround(channelId, at, 2),
      ]);
      const toEpoch = (date: Date) => Math.floor(date.getTime() / 1000);
      const programmes = guide.map((programme) => ({
        title: programme.title,
        description: programme.description,
        start_time_epoch: toEpoch(programme.startTime),
        end_time_epoch: toEpoch(programme.endTime),
        live: programme.startTime <= at && at < programme.endTime,
      }));
      return {
        status: 'success',
        channel_id: row.channel.id,
        asset_id: row.asset.id,
        title: row.channel.title,
        owner: row.channel.owner,
        pg: row.channel.pg,
        description: row.channel.description,
        ...signed,
        ad_breaks: entitlement.ads,
        now: programmes.find((programme) => programme.live) ?? null,
        next: programmes.find((programme) => programme.start_time_epoch * 1000 > at.getTime()) ?? null,
      };
    },
  };
}
export type PlaybackService = ReturnType<typeof createPlaybackService>;
