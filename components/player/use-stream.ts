'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import Cookies from 'js-cookie';
import { COOKIE } from '@/contract/constants';
import type { ProfilesResponse } from '@/contract/schemas/playback';
import type { PopupType } from '@/contract/entitlements';
import { fetchLiveProfile, fetchProfiles, releaseStream } from '@/lib/api/playback-client';
import { readFailure } from '@/lib/api/errors';
import { pushEvent } from '@/lib/analytics';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import type { AdState } from './ad-breaks';
import { loadAdSchedule, type AdBreak } from './ad-schedule';
import { takePreparedPlay } from './play-prefetch';
import { adBreaksLikely } from '@/contract/entitlements';
import { attachStream, type MediaTrack, type QualityLevel, type StreamFailure, type StreamHandle } from './attach-stream';
import { nextAfter, type PlayQueue, type UpNext } from './play-queue';
import { createPlayerLogger, reportProgress } from './playback-reporting';
import { holdLease, type Lease } from './stream-lease';
import { countPlayed, type PlayClock } from './play-clock';
import {
  preferredIndex,
  profileLanguagesOf,
  readTrackPreferences,
  saveTrackPreference,
  startingTracks,
  type ProfileLanguages,
  type TrackPreferences,
} from './track-preferences';

// The player's stream set-up: signed play URLs (and the ad schedule alongside), ad breaks, the
// HLS attachment with its levels and tracks, resume, progress reports and the player log, and
// what plays next. The modal renders; this hook plays.

export type PlaySource = { contentId: number; channelId?: never } | { channelId: number; contentId?: never };

interface Stream {
  heading: string;
  profiles: ProfilesResponse['profiles'];
  assetId: number;
  /** Seconds to resume from; null for live. */
  resumeAt: number | null;
  playerLog: boolean;
  next: UpNext | null;
  adBreaks: boolean;
  /** the plan's stream lease (signed-in viewers) */
  lease: Lease | null;
  /** the seek-thumbnail track, when the media has one */
  thumbnails: string | null;
}

type Translate = ReturnType<typeof useTranslations<'player'>>;

/** What the viewer reads when the stream cannot play. */
const FAILURE_MESSAGES: Record<StreamFailure, string> = {
  unsupported: 'errors.unsupported',
  network: 'errors.network',
  cannotPlay: 'errors.cannotPlay',
};

/** The signed stream, heading and resume point for a source (from a prepared play's call when there is one). */
async function loadStream(source: PlaySource, prepared: Promise<ProfilesResponse> | null, t: Translate): Promise<Stream> {
  if (source.channelId !== undefined) {
    const data = await fetchLiveProfile(source.channelId);
    return {
      heading: data.now ? t('modal.liveNow', { channel: data.title, programme: data.now.title }) : t('modal.live', { channel: data.title }),
      profiles: data.profiles,
      assetId: data.asset_id,
      resumeAt: null,
      playerLog: false,
      next: null,
      adBreaks: false,
      lease: null,
      thumbnails: null,
    };
  }
  const data = await (prepared ?? fetchProfiles(source.contentId, { nextContent: true }));
  return {
    heading: data.content_title === data.asset_title ? data.asset_title : `${data.asset_title}: ${data.content_title}`,
    profiles: data.profiles,
    assetId: data.asset_id,
    resumeAt: data.play_state.progress,
    playerLog: data.player_log,
    next: data.next_content,
    adBreaks: data.ad_breaks,
    lease: data.stream,
    thumbnails: data.thumbnails_url ?? null,
  };
}

export interface StreamTracks {
  captions: MediaTrack[];
  audio: MediaTrack[];
  /** Subtitles shown (-1: off) and audio playing, as indexes of the lists. */
  caption: number;
  audioTrack: number;
}
const NO_TRACKS: StreamTracks = { captions: [], audio: [], caption: -1, audioTrack: 0 };

/**
 * The stream's tracks, switched to the profile's dub and subtitles, else the viewer's remembered
 * ones on this device (subtitles off by default).
 */
function applyPreferredTracks(
  handle: StreamHandle | undefined,
  viewerId: string | undefined,
  profile: ProfileLanguages | null,
): StreamTracks {
  if (!handle) return NO_TRACKS;
  const preferences = startingTracks(readTrackPreferences(viewerId), profile);
  const captions = handle.captions();
  const audio = handle.audioTracks();
  const caption = preferredIndex(captions, preferences.subtitles, -1);
  const audioTrack = preferredIndex(audio, preferences.audio, 0);
  if (caption >= 0) handle.setCaptions(caption);
  if (audioTrack > 0) handle.setAudioTrack(audioTrack);
  return { captions, audio, caption, audioTrack };
}

/** The plan's screens are all watching (409 STREAM_LIMIT): who they are (the profile too, issue 49), to stop one. */
export interface StreamLimit {
  message: string;
  streams: Array<{ id: string; device: string; kind: string; title: string | null; profile_name?: string | null; started_at: string }>;
}

export interface StreamState {
  heading: string;
  error: string | null;
  levels: QualityLevel[];
  /** The stream's subtitles and audio languages, and those shown at start (the viewer's remembered choice). */
  tracks: StreamTracks;
  /** The seek-thumbnail track's URL, when the media has one. */
  thumbnails: string | null;
  ad: AdState | null;
  upNext: UpNext | null;
  setUpNext: (next: UpNext | null) => void;
  /** The attached stream, for the toolbar's level, caption and audio choices. */
  stream: RefObject<StreamHandle | null>;
  limit: StreamLimit | null;
  /** Stops another screen's stream and tries again here. */
  stopOther: (leaseId: string) => Promise<void>;
  /** Remembers the viewer's audio language or subtitles for the next title. */
  rememberTracks: (change: TrackPreferences) => void;
}

/**
 * `started`: resolves when the viewer has pressed Play. Until then the stream is made ready (the
 * calls answered, the first segment buffered and decoded) but nothing plays, is tracked or pops up.
 */
export function useStream(
  source: PlaySource,
  videoRef: RefObject<HTMLVideoElement | null>,
  options: { title: string; onClose: () => void; queue?: PlayQueue; started: Promise<unknown> },
): StreamState {
  const { title, onClose, queue, started } = options;
  const contentId = source.contentId;
  const channelId = source.channelId;
  const streamRef = useRef<StreamHandle | null>(null);
  const [ad, setAd] = useState<AdState | null>(null);
  const [upNext, setUpNext] = useState<UpNext | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [tracks, setTracks] = useState<StreamTracks>(NO_TRACKS);
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<StreamLimit | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [heading, setHeading] = useState(title);
  const [thumbnails, setThumbnails] = useState<string | null>(null);
  const ui = useUiStoreApi();
  const t = useTranslations('player');
  // read inside the stream effect without restarting it when a parent re-renders
  const latest = useRef({ title, onClose, queue, t });
  useEffect(() => {
    latest.current = { title, onClose, queue, t };
  });
  const userId = useSessionStore((state) => (state.isLoggedIn ? state.userData?.uuid : undefined));
  // who is watching (issue 49): their languages (issue 50), and this device's memory kept per profile
  const watching = useSessionStore((state) => (state.isLoggedIn ? (state.userData?.watching ?? null) : null));
  const viewerId = watching?.id ?? userId;
  const profileLanguages = useRef<ProfileLanguages | null>(watching);
  profileLanguages.current = watching;
  const session = useSessionStoreApi();

  useEffect(() => {
    let handle: StreamHandle | undefined;
    let stopReporting: (() => void) | undefined;
    let stopLease: (() => void) | undefined;
    let clock: PlayClock | undefined;
    let cancelled = false;
    (async () => {
      try {
        // a play prepared on the title's page or under the pointer has asked already
        const prepared = contentId !== undefined ? takePreparedPlay(contentId, userId ?? null) : null;
        // the ad schedule is asked for alongside the play URLs (it is empty for ad-free plans), and
        // the VAST part loads as soon as the schedule has breaks
        const schedule =
          contentId !== undefined
            ? (prepared?.schedule ?? loadAdSchedule(contentId, crypto.randomUUID()))
            : Promise.resolve([] as AdBreak[]);
        // plans with ad breaks fetch the VAST part alongside; others only if the schedule has breaks
        const adsLikely = contentId !== undefined && adBreaksLikely(session.getState().activeUserPlan);
        const adModule = adsLikely
          ? import('./ad-breaks')
          : schedule.then((breaks) => (breaks !== 'blocked' && breaks.length > 0 ? import('./ad-breaks') : undefined));
        const data = await loadStream(
          channelId !== undefined ? { channelId } : { contentId: contentId as number },
          prepared?.stream ?? null,
          latest.current.t,
        );
        setUpNext(null);
        setLimit(null);
        if (data.lease)
          stopLease = holdLease(
            data.lease,
            (message) => {
              videoRef.current?.pause();
              setError(message || latest.current.t('errors.generic'));
            },
            {
              // nothing plays of the title before its clock starts (the pre-roll)
              played: () => clock?.take() ?? 0,
              onCoins: (coins) =>
                void import('@/components/rewards/coins').then(({ announceCoins }) =>
                  announceCoins(ui, { action: 'CONTENT_VIEWED', coins }),
                ),
            },
          );
        if (cancelled || !videoRef.current) return;
        setHeading(data.heading);
        setThumbnails(data.thumbnails);
        const source = data.profiles.ADAPTIVE?.[0]?.url ?? data.profiles.IPAD_AUDIO?.[0]?.url;
        if (!source) throw new Error('no stream');
        const video = videoRef.current;
        const renditions = (['LOW', 'MED', 'HIGH', 'HD'] as const).flatMap((name) => {
          const entry = data.profiles[name]?.[0];
          return entry?.height ? [{ url: entry.url, height: entry.height }] : [];
        });
        const log = data.playerLog
          ? await createPlayerLogger({
              mediaUrl: source,
              assetId: data.assetId,
              contentId: contentId ?? channelId ?? 'NA',
              userId,
              country: Cookies.get(COOKIE.country),
              deviceId: Cookies.get(COOKIE.deviceId),
            })
          : undefined;
        // ad breaks first (the module loads only for viewers whose plan has them)
        let midrolls: AdBreak[] = [];
        let ads: typeof import('./ad-breaks') | undefined;
        if (data.adBreaks && contentId !== undefined) {
          const breaks = await schedule;
          if (breaks === 'blocked') {
            await started;
            if (cancelled) return;
            ui.getState().openModal('adBlocker', {}, { withQuery: true });
            latest.current.onClose();
            return;
          }
          ads = await adModule;
          const preroll = breaks.find((adBreak) => adBreak.offsetSeconds === 0);
          if (ads && preroll) await ads.playAdBreak(video, preroll, setAd, started);
          if (cancelled) return;
          midrolls = breaks.filter((adBreak) => adBreak.offsetSeconds > 0);
        }

        let inAd = false;
        let startAt = data.resumeAt ?? 0;
        clock = countPlayed(video, () => !inAd);
        const attachContent = async () => {
          handle = await attachStream(
            video,
            source,
            renditions,
            (failure: StreamFailure) => {
              setError(latest.current.t(FAILURE_MESSAGES[failure]));
              // the log names the failure, in no viewer's language
              log?.('error', { code: video.error?.code ?? 'NA', message: failure });
            },
            started,
          );
          streamRef.current = handle;
          // hls.js learns a level's audio and subtitle groups as it loads them, maybe after the metadata
          const attached = handle;
          attached.onTracks(() => setTracks(applyPreferredTracks(attached, viewerId, profileLanguages.current)));
          video.addEventListener(
            'loadedmetadata',
            () => {
              setLevels(handle?.levels() ?? []);
              setTracks(applyPreferredTracks(handle, viewerId, profileLanguages.current));
              // resume where this viewer left off, or where a mid-roll interrupted
              if (startAt > 0 && startAt < video.duration) video.currentTime = startAt;
            },
            { once: true },
          );
        };
        await attachContent();
        video.addEventListener(
          'playing',
          () => {
            log?.('play');
            pushEvent({ event: 'content_played', asset_id: data.assetId, content_id: contentId ?? channelId ?? 'NA', title: data.heading });
          },
          { once: true },
        );
        const next = nextAfter(latest.current.queue, contentId, data.next);
        if (next) {
          video.addEventListener('ended', function onEnded() {
            if (inAd) return;
            video.removeEventListener('ended', onEnded);
            setUpNext(next);
          });
        }
        if (ads && midrolls.length > 0) {
          const adModule = ads;
          video.addEventListener('timeupdate', async () => {
            const due = midrolls[0];
            if (inAd || !due || video.currentTime < due.offsetSeconds) return;
            midrolls = midrolls.slice(1);
            inAd = true;
            startAt = video.currentTime;
            handle?.destroy();
            await adModule.playAdBreak(video, due, setAd);
            if (cancelled) return;
            await attachContent();
            inAd = false;
            await video.play().catch(() => undefined);
          });
        }
        if (userId && contentId !== undefined) stopReporting = reportProgress(video, contentId);
        await started;
        if (!cancelled) await video.play().catch(() => undefined);
      } catch (failure) {
        await started;
        if (cancelled) return;
        const { body, message, statusCode } = readFailure(failure, latest.current.t('errors.cannotPlay'));
        if (statusCode === 'STREAM_LIMIT') {
          setLimit({ message, streams: (body.streams as StreamLimit['streams'] | undefined) ?? [] });
          return;
        }
        const popupType = body.popup_type as PopupType | undefined;
        if (popupType) {
          // spec 000 §4: viewers without access get the subscription popup for what they tried to play
          // withQuery: the browser's back action closes it (spec 000 §4)
          ui.getState().openModal(
            'subscription',
            { popupType, entityData: { contentId, title: latest.current.title } },
            { withQuery: true },
          );
          latest.current.onClose();
          return;
        }
        setError(message);
      }
    })();
    return () => {
      cancelled = true;
      stopReporting?.();
      stopLease?.();
      clock?.stop();
      handle?.destroy();
      streamRef.current = null;
    };
  }, [contentId, channelId, userId, viewerId, ui, session, videoRef, attempt, started]);

  async function stopOther(leaseId: string) {
    try {
      await releaseStream(leaseId);
      setAttempt((count) => count + 1);
    } catch (failure) {
      setError(readFailure(failure, t('errors.stopFailed')).message);
    }
  }

  const rememberTracks = (change: TrackPreferences) => {
    saveTrackPreference(change, viewerId);
    // a member's choice is their profile's: the next title, on any device, starts in it
    const fields = profileLanguagesOf(change);
    if (watching && Object.keys(fields).length > 0)
      void import('@/lib/api/profiles')
        .then(({ changeProfile }) => changeProfile(watching.id, fields))
        .then((profile) => {
          const user = session.getState().userData;
          if (user?.watching?.id === profile.id) session.getState().setUser({ ...user, watching: profile });
        })
        .catch(() => undefined);
  };

  return { heading, error, levels, tracks, thumbnails, ad, upNext, setUpNext, stream: streamRef, limit, stopOther, rememberTracks };
}
