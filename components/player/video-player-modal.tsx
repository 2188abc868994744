'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { LiveProfileResponse, ProfilesResponse } from '@/server/modules/playback/playback.schemas';
import type { PopupType } from '@/server/modules/playback/entitlements';
import { api } from '@/lib/api/client';
import { attachStream, type QualityLevel, type StreamHandle } from './attach-stream';
import { actionForKey, applyPlayerAction } from './player-keys';
import { PlayerToolbar } from './player-toolbar';
import styles from './player.module.css';

/** What plays: a content, or a live channel. */
export type PlaySource = { contentId: number; channelId?: never } | { channelId: number; contentId?: never };

/** spec 001 §7: the query of GET /api/v2/catalog/profiles/0.1/{contentId}. */
const PROFILE_QUERY = { platform: 2, next_content: true, version: 2, quality: 'auto', ps: 1, error: true, avod_enabled: true };

type Props = PlaySource & { title: string; onClose: () => void };

/** The signed stream and the heading for a source. */
async function loadStream(source: PlaySource): Promise<{ heading: string; profiles: ProfilesResponse['profiles'] }> {
  if (source.channelId !== undefined) {
    // GET /api/v2/livetv/profile/{contentId} – query error=true (spec 001 §7)
    const { data } = await api.get<LiveProfileResponse>(`/api/v2/livetv/profile/${source.channelId}`, { params: { error: true }, skipAuthRedirect: true });
    return { heading: data.now ? `${data.title} · Live: ${data.now.title}` : `${data.title} · Live`, profiles: data.profiles };
  }
  const { data } = await api.get<ProfilesResponse>(`/api/v2/catalog/profiles/0.1/${source.contentId}`, { params: PROFILE_QUERY, skipAuthRedirect: true });
  return { heading: data.content_title === data.asset_title ? data.asset_title : `${data.asset_title}: ${data.content_title}`, profiles: data.profiles };
}

export function VideoPlayerModal({ contentId, channelId, title, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<StreamHandle | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevel] = useState(-1);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<PopupType | null>(null);
  const [heading, setHeading] = useState(title);
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  // spec 001 §2: opening the player removes the autoplay query parameter
  useEffect(() => {
    if (!searchParams.has('ap')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('ap');
    router.replace(next.size > 0 ? `${pathname}?${next}` : pathname, { scroll: false });
  }, [pathname, router, searchParams]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    let handle: StreamHandle | undefined;
    let cancelled = false;
    (async () => {
      try {
        const data = await loadStream(channelId !== undefined ? { channelId } : { contentId: contentId as number });
        if (cancelled || !videoRef.current) return;
        setHeading(data.heading);
        const source = data.profiles.ADAPTIVE?.[0]?.url ?? data.profiles.IPAD_AUDIO?.[0]?.url;
        if (!source) throw new Error('no stream');
        const video = videoRef.current;
        const renditions = (['LOW', 'MED', 'HIGH', 'HD'] as const).flatMap((name) => {
          const entry = data.profiles[name]?.[0];
          return entry?.height ? [{ url: entry.url, height: entry.height }] : [];
        });
        handle = await attachStream(video, source, renditions, (message) => setError(message));
        streamRef.current = handle;
        video.addEventListener('loadedmetadata', () => setLevels(handle?.levels() ?? []), { once: true });
        await video.play().catch(() => undefined);
      } catch (failure) {
        if (cancelled) return;
        const answer = (failure as { response?: { data?: { message?: string; popup_type?: PopupType } } }).response?.data;
        setError(answer?.message ?? 'This video cannot play right now. Please try again in a moment.');
        if (answer?.popup_type) setOffer(answer.popup_type);
      }
    })();
    return () => {
      cancelled = true;
      handle?.destroy();
      streamRef.current = null;
    };
  }, [contentId, channelId]);

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
        <video ref={videoRef} className={styles.video} controls playsInline autoPlay data-testid="video-player" />
        <PlayerToolbar
          levels={levels}
          level={level}
          onLevel={(index) => { setLevel(index); streamRef.current?.setLevel(index); }}
          rate={rate}
          onRate={(value) => { setRate(value); if (videoRef.current) videoRef.current.playbackRate = value; }}
          onPictureInPicture={pictureInPicture}
          onFullscreen={() => videoRef.current && frameRef.current && applyPlayerAction(videoRef.current, { type: 'fullscreen' }, frameRef.current)}
        />
        {error ? (
          <div role="alert" className={styles.error}>
            <p>{error}</p>
            {offer ? (
              <a className={styles.offer} href={`/purchase?ent=${offer === 'svod' ? 'SVOD' : 'AVOD%2BSVOD'}&rurl=${encodeURIComponent(pathname)}`}>See plans</a>
            ) : null}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
