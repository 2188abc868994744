import path from 'node:path/posix';
import type { Binding, MediaSigner } from '../../platform/media-signing';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { accessLevelOf, entitlementFor, playsInCountry, type PopupType, type ViewerPlan } from './entitlements';
import { QUALITY } from '../../../lib/constants';
import type { PlaybackRepository } from './playback.repository';
import type { ProfileEntry, ProfilesResponse } from './playback.schemas';

// Play URLs: signed, expiring and bound to the session (or, for visitors, to the device).

const QUALITY_NAMES: Record<number, string> = { [QUALITY.LOW]: 'LOW', [QUALITY.MED]: 'MED', [QUALITY.HIGH]: 'HIGH', [QUALITY.HD]: 'HD' };

export interface PlaybackServiceDeps {
  repository: PlaybackRepository;
  signer: MediaSigner;
  urlTtlSeconds: number;
  now?: () => number;
}

export interface Viewer { authToken?: string; deviceId?: string; plan: ViewerPlan; country: string }

/** The refusal for each popup type (the client shows the popup the answer names). */
const REFUSALS: Record<PopupType, string> = {
  svod: 'This title is part of Chalchitra Premium. Subscribe to watch it.',
  avod: 'Watch this title free with the MZaalo plan.',
  'avod+svod': 'Watch this title free with the MZaalo plan, or subscribe to Premium.',
};

export function createPlaybackService({ repository, signer, urlTtlSeconds, now = Date.now }: PlaybackServiceDeps) {
  function bindingFor(viewer: Viewer): Binding {
    if (viewer.authToken) return { kind: 's', authToken: viewer.authToken };
    if (viewer.deviceId) return { kind: 'd', deviceId: viewer.deviceId };
    throw new ValidationError('This device has no id yet. Please reload the page and press Play again.');
  }

  return {
    async profiles(contentId: number, viewer: Viewer): Promise<ProfilesResponse> {
      const row = await repository.playableContent(contentId);
      if (!row) throw new NotFoundError('This content is not available to play.');
      const { content, asset, media } = row;
      if (!playsInCountry(asset.countries, viewer.country)) {
        throw new ForbiddenError('This title is not available in your country.', 'GEO_BLOCKED');
      }
      const entitlement = entitlementFor(viewer.plan, accessLevelOf(asset.access), viewer.country);
      if (!entitlement.play) {
        throw new ForbiddenError(REFUSALS[entitlement.popupType], 'SUBSCRIPTION_REQUIRED').withDetails({ popup_type: entitlement.popupType });
      }
      const [renditions, order] = await Promise.all([repository.renditions(media.id), repository.playOrder(asset.id)]);

      const expiresAt = now() + urlTtlSeconds * 1000;
      const binding = bindingFor(viewer);
      const folderDepth = media.masterPath.split('/').length - 1;
      const sign = (file: string) => signer.signMediaPath({ path: file, depth: folderDepth, expiresAt, binding });
      const masterUrl = sign(media.masterPath);

      const profiles: Record<string, ProfileEntry[]> = {};
      if (media.kind === 'audio') {
        profiles.IPAD_AUDIO = [{ url: masterUrl, quality: QUALITY.AUDIO, width: null, height: null, bandwidth: renditions[0]?.bandwidth ?? null }];
      } else {
        profiles.ADAPTIVE = [{ url: masterUrl, quality: QUALITY.ADAPTIVE, width: null, height: null, bandwidth: null }];
        for (const rendition of renditions) {
          const name = QUALITY_NAMES[rendition.quality];
          if (!name) continue;
          // renditions live beside the master; sign them under the same folder
          const file = path.join(path.dirname(media.masterPath), path.relative(path.dirname(media.masterPath), rendition.playlistPath));
          profiles[name] = [{ url: sign(file), quality: rendition.quality, width: rendition.width, height: rendition.height, bandwidth: rendition.bandwidth }];
        }
      }

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
        play_url: masterUrl.split('?')[0],
        expires_at: new Date(expiresAt).toISOString(),
        profiles,
        ad_breaks: entitlement.ads,
        next_content: next ? { content_id: next.id, title: next.title } : null,
        play_state: { duration, progress: 0 },
      };
    },
  };
}
export type PlaybackService = ReturnType<typeof createPlaybackService>;
