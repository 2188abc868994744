'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import type { LiveProfileResponse, ProfilesResponse } from '@/server/modules/playback/playback.schemas';
import type { PopupType } from '@/server/modules/playback/entitlements';
import { api } from '@/lib/api/client';
import { attachStream, type MediaTrack, type QualityLevel, type StreamHandle } from './attach-stream';
import { actionForKey, applyPlayerAction } from './player-keys';
import { PlayerToolbar } from './player-toolbar';
import { NextPreview } from './next-preview';
import { nextAfter, type PlayQueue, type UpNext } from './play-queue';
import { pushEvent } from '@/lib/analytics';
import { isSamsungApp, samsungFullscreen } from '@/lib/webview';
import type { AdState } from './ad-breaks';
import { loadAdSchedule, type AdBreak } from './ad-schedule';
import { AdOverlay } from './ad-overlay';
import { createPlayerLogger, reportProgress } from './playback-reporting';
import Cookies from 'js-cookie';
import { COOKIE } from '@/lib/constants';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import styles from './player.module.css';

/** What plays: a content, or a live channel. */
export type PlaySource = { contentId: number; channelId?: never } | { channelId: number; contentId?: never };

/** spec 001 §7: the query of GET /api/v2/catalog/profiles/0.1/{contentId}. */
const PROFILE_QUERY = { platform: 2, next_content: true, version: 2, quality: 'auto', ps: 1, error: true, avod_enabled: true };

type Props = PlaySource & { title: string; onClose: () => void; queue?: PlayQueue };

/** Plans that never have ad breaks (the origin's plan matrix decides; this only saves a fetch). */
const AD_FREE_PLANS = new Set(['premium', 'plus']);

interface Stream {
  heading: string;
  profiles: ProfilesResponse['profiles'];
  assetId: number;
  /** Seconds to resume from; null for live. */
  resumeAt: number | null;
  playerLog: boolean;
  next: UpNext | null;
  adBreaks: boolean;
}

/** The signed stream, heading and resume point for a source. */
async function loadStream(source: PlaySource): Promise<Stream> {
  if (source.channelId !== undefined) {
    // GET /api/v2/livetv/profile/{contentId} – query error=true (spec 001 §7)
    const { data } = await api.get<LiveProfileResponse>(`/api/v2/livetv/profile/${source.channelId}`, { params: { error: true }, skipAuthRedirect: true });
    return { heading: data.now ? `${data.title} · Live: ${data.now.title}` : `${data.title} · Live`, profiles: data.profiles, assetId: data.asset_id, resumeAt: null, playerLog: false, next: null, adBreaks: false };
  }
  const { data } = await api.get<ProfilesResponse>(`/api/v2/catalog/profiles/0.1/${source.contentId}`, { params: PROFILE_QUERY, skipAuthRedirect: true });
  return {
    heading: data.content_title === data.asset_title ? data.asset_title : `${data.asset_title}: ${data.content_title}`,
    profiles: data.profiles,
    assetId: data.asset_id,
    resumeAt: data.play_state.progress,
    playerLog: data.player_log,
    next: data.next_content,
    adBreaks: data.ad_breaks,
  };
}

export function VideoPlayerModal({ title, onClose, queue, ...initial }: Props) {
  // the next content takes over the same player when the preview's countdown ends
  const [source, setSource] = useState<PlaySource>(initial.channelId !== undefined ? { channelId: initial.channelId } : { contentId: initial.contentId as number });
  const [ad, setAd] = useState<AdState | null>(null);
  const [upNext, setUpNext] = useState<UpNext | null>(null);
  const contentId = source.contentId;
  const channelId = source.channelId;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<StreamHandle | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [tracks, setTracks] = useState<{ captions: MediaTrack[]; audio: MediaTrack[] }>({ captions: [], audio: [] });
  const [level, setLevel] = useState(-1);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [heading, setHeading] = useState(title);
  const pathname = usePathname();
  const searchParams = useSearchParams();

  // spec 001 §2: opening the player removes the autoplay query parameter (through the History
  // API, which the router follows without fetching the page again)
  useEffect(() => {
    if (!searchParams.has('ap')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('ap');
    window.history.replaceState(null, '', next.size > 0 ? `${pathname}?${next}` : pathname);
  }, [pathname, searchParams]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    document.body.classList.add('modal-open');
    // spec 001 §2: the Samsung app plays in native fullscreen, locked to landscape
    const stopFullscreen = frameRef.current && isSamsungApp() ? samsungFullscreen(frameRef.current) : undefined;
    return () => {
      stopFullscreen?.();
      document.body.classList.remove('modal-open');
      if (dialog.open) dialog.close();
    };
  }, []);

  const ui = useUiStoreApi();
  // read inside the stream effect without restarting it when a parent re-renders
  const latest = useRef({ title, onClose, queue });
  useEffect(() => { latest.current = { title, onClose, queue }; });
  const userId = useSessionStore((state) => (state.isLoggedIn ? state.userData?.uuid : undefined));
  const session = useSessionStoreApi();

  useEffect(() => {
    let handle: StreamHandle | undefined;
    let stopReporting: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      try {
        // the ad schedule is asked for alongside the play URLs (it is empty for ad-free plans), and
        // the VAST part loads as soon as the schedule has breaks
        const schedule = contentId !== undefined ? loadAdSchedule(contentId, crypto.randomUUID()) : Promise.resolve([] as AdBreak[]);
        // plans with ad breaks fetch the VAST part alongside; others only if the schedule has breaks
        const adsLikely = contentId !== undefined && !AD_FREE_PLANS.has(session.getState().activeUserPlan ?? '');
        const adModule = adsLikely
          ? import('./ad-breaks')
          : schedule.then((breaks) => (breaks !== 'blocked' && breaks.length > 0 ? import('./ad-breaks') : undefined));
        const data = await loadStream(channelId !== undefined ? { channelId } : { contentId: contentId as number });
        setUpNext(null);
        if (cancelled || !videoRef.current) return;
        setHeading(data.heading);
        const source = data.profiles.ADAPTIVE?.[0]?.url ?? data.profiles.IPAD_AUDIO?.[0]?.url;
        if (!source) throw new Error('no stream');
        const video = videoRef.current;
        const renditions = (['LOW', 'MED', 'HIGH', 'HD'] as const).flatMap((name) => {
          const entry = data.profiles[name]?.[0];
          return entry?.height ? [{ url: entry.url, height: entry.height }] : [];
        });
        const log = data.playerLog
          ? await createPlayerLogger({ mediaUrl: source, assetId: data.assetId, contentId: contentId ?? channelId ?? 'NA', userId, country: Cookies.get(COOKIE.country), deviceId: Cookies.get(COOKIE.deviceId) })
          : undefined;
        // ad breaks first (the module loads only for viewers whose plan has them)
        let midrolls: AdBreak[] = [];
        let ads: typeof import('./ad-breaks') | undefined;
        if (data.adBreaks && contentId !== undefined) {
          const breaks = await schedule;
          if (breaks === 'blocked') {
            ui.getState().openModal('adBlocker', {}, { withQuery: true });
            latest.current.onClose();
            return;
          }
          ads = await adModule;
          const preroll = breaks.find((adBreak) => adBreak.offsetSeconds === 0);
          if (ads && preroll) await ads.playAdBreak(video, preroll, setAd);
          if (cancelled) return;
          midrolls = breaks.filter((adBreak) => adBreak.offsetSeconds > 0);
        }

        let inAd = false;
        let startAt = data.resumeAt ?? 0;
        const attachContent = async () => {
          handle = await attachStream(video, source, renditions, (message) => {
            setError(message);
            log?.('error', { code: video.error?.code ?? 'NA', message });
          });
          streamRef.current = handle;
          video.addEventListener('loadedmetadata', () => {
            setLevels(handle?.levels() ?? []);
            setTracks({ captions: handle?.captions() ?? [], audio: handle?.audioTracks() ?? [] });
            // resume where this viewer left off, or where a mid-roll interrupted
            if (startAt > 0 && startAt < video.duration) video.currentTime = startAt;
          }, { once: true });
        };
        await attachContent();
        video.addEventListener('playing', () => {
          log?.('play');
          pushEvent({ event: 'content_played', asset_id: data.assetId, content_id: contentId ?? channelId ?? 'NA', title: data.heading });
        }, { once: true });
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
        await video.play().catch(() => undefined);
      } catch (failure) {
        if (cancelled) return;
        const answer = (failure as { response?: { data?: { message?: string; popup_type?: PopupType } } }).response?.data;
        if (answer?.popup_type) {
          // spec 000 §4: viewers without access get the subscription popup for what they tried to play
          // withQuery: the browser's back action closes it (spec 000 §4)
          ui.getState().openModal('subscription', { popupType: answer.popup_type, entityData: { contentId, title: latest.current.title } }, { withQuery: true });
          latest.current.onClose();
          return;
        }
        setError(answer?.message ?? 'This video cannot play right now. Please try again in a moment.');
      }
    })();
    return () => {
      cancelled = true;
      stopReporting?.();
      handle?.destroy();
      streamRef.current = null;
    };
  }, [contentId, channelId, userId, ui, session]);

  function onKeyDown(event: React.KeyboardEvent) {
    const target = event.target as HTMLElement;
    // keys on a menu, a button or the video's own controls keep their own meaning
    if (['SELECT', 'INPUT', 'BUTTON', 'A', 'VIDEO'].includes(target.tagName) && (event.key === ' ' || event.key.startsWith('Arrow'))) return;
    const action = actionForKey(event.key);
    if (!action || !videoRef.current || !frameRef.current || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    applyPlayerAction(videoRef.current, action, frameRef.current);
  }

  const pictureInPicture = typeof document !== 'undefined' && document.pictureInPictureEnabled
    ? () => { void (document.pictureInPictureElement ? document.exitPictureInPicture() : videoRef.current?.requestPictureInPicture())?.catch(() => undefined); }
    : undefined;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={`Playing ${heading}`}
      onClose={onClose}
      onClick={(event) => { if (event.target === dialogRef.current) dialogRef.current?.close(); }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame} ref={frameRef}>
        <div className={styles.bar}>
          <h2 className={styles.heading}>{heading}</h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label="Close player">✕</button>
        </div>
        <div className={styles.stage}>
          <video ref={videoRef} className={styles.video} controls={ad === null} playsInline autoPlay data-testid="video-player" />
          {ad ? <AdOverlay ad={ad} /> : null}
        </div>
        {ad ? null : <PlayerToolbar
          levels={levels}
          level={level}
          onLevel={(index) => { setLevel(index); streamRef.current?.setLevel(index); }}
          rate={rate}
          onRate={(value) => { setRate(value); if (videoRef.current) videoRef.current.playbackRate = value; }}
          onPictureInPicture={pictureInPicture}
          onFullscreen={() => videoRef.current && frameRef.current && applyPlayerAction(videoRef.current, { type: 'fullscreen' }, frameRef.current)}
          captions={tracks.captions}
          onCaptions={(index) => streamRef.current?.setCaptions(index)}
          audioTracks={tracks.audio}
          onAudioTrack={(index) => streamRef.current?.setAudioTrack(index)}
        />}
        {upNext ? <NextPreview next={upNext} onPlay={() => setSource({ contentId: upNext.content_id })} onCancel={() => setUpNext(null)} /> : null}
        {error ? (
          <div role="alert" className={styles.error}>
            <p>{error}</p>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
