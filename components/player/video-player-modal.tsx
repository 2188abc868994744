'use client';

import { useStream, type PlaySource } from './use-stream';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { actionForKey, applyPlayerAction } from './player-keys';
import { PlayerToolbar } from './player-toolbar';
import { NextPreview } from './next-preview';
import type { PlayQueue } from './play-queue';
import { isSamsungApp, samsungFullscreen } from '@/lib/webview';
import { AdOverlay } from './ad-overlay';
import { StreamLimitPanel } from './stream-limit-panel';
import { SeekBar } from './seek-bar';
import { usePlayerHistory } from './player-history';
import styles from './player.module.css';

export type { PlaySource };

/**
 * What plays: a content, or a live channel. `open` false: the player is made ready out of sight
 * (its stream's first frame buffered and decoded) and shows and plays when `open` turns true.
 */
type Props = PlaySource & { title: string; onClose: () => void; queue?: PlayQueue; open?: boolean };

/** A promise resolved once, by `open`. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function VideoPlayerModal({ title, onClose, queue, open = true, ...initial }: Props) {
  // the next content takes over the same player when the preview's countdown ends
  const [source, setSource] = useState<PlaySource>(
    initial.channelId !== undefined ? { channelId: initial.channelId } : { contentId: initial.contentId as number },
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [level, setLevel] = useState(-1);
  const [rate, setRate] = useState(1);
  // the viewer's choices on this stream's tracks (until then, what use-stream applied)
  const [choice, setChoice] = useState<{ tracks: object; caption?: number; audio?: number }>({ tracks: {} });
  const [started] = useState(deferred);
  const t = useTranslations('player');
  const {
    heading,
    error,
    levels,
    tracks,
    thumbnails,
    ad,
    upNext,
    setUpNext,
    stream: streamRef,
    limit,
    stopOther,
    rememberTracks,
  } = useStream(source, videoRef, { title, onClose, queue, started: started.promise });
  const pathname = useVisiblePathname();
  const chosen = choice.tracks === tracks ? choice : { tracks };
  const caption = chosen.caption ?? tracks.caption;
  const audioTrack = chosen.audio ?? tracks.audioTrack;
  const searchParams = useSearchParams();

  // spec 001 §2: opening the player removes the autoplay query parameter (through the History
  // API, which the router follows without fetching the page again)
  useEffect(() => {
    if (!open || !searchParams.has('ap')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('ap');
    window.history.replaceState(null, '', next.size > 0 ? `${pathname}?${next}` : pathname);
  }, [open, pathname, searchParams]);

  // Back closes the player (spec 001 §4); after the autoplay parameter has gone from the page's own entry
  const leaveHistory = usePlayerHistory(open, () => dialogRef.current?.close());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    dialog.showModal();
    started.resolve();
    document.body.classList.add('modal-open');
    // spec 001 §2: the Samsung app plays in native fullscreen, locked to landscape
    const stopFullscreen = frameRef.current && isSamsungApp() ? samsungFullscreen(frameRef.current) : undefined;
    return () => {
      stopFullscreen?.();
      document.body.classList.remove('modal-open');
      if (dialog.open) dialog.close();
    };
  }, [open, started]);

  function onKeyDown(event: React.KeyboardEvent) {
    const target = event.target as HTMLElement;
    // keys on a menu, a button or the video's own controls keep their own meaning
    if (['SELECT', 'INPUT', 'BUTTON', 'A', 'VIDEO'].includes(target.tagName) && (event.key === ' ' || event.key.startsWith('Arrow')))
      return;
    const action = actionForKey(event.key);
    if (!action || !videoRef.current || !frameRef.current || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    applyPlayerAction(videoRef.current, action, frameRef.current);
  }

  const pictureInPicture =
    typeof document !== 'undefined' && document.pictureInPictureEnabled
      ? () => {
          void (document.pictureInPictureElement ? document.exitPictureInPicture() : videoRef.current?.requestPictureInPicture())?.catch(
            () => undefined,
          );
        }
      : undefined;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={t('modal.playing', { title: heading })}
      onClose={() => {
        leaveHistory();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame} ref={frameRef}>
        <div className={styles.bar}>
          <h2 className={styles.heading}>{heading}</h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label={t('modal.close')}>
            ✕
          </button>
        </div>
        <div className={styles.stage}>
          <video ref={videoRef} className={styles.video} controls={ad === null} playsInline autoPlay={open} data-testid="video-player" />
          {ad ? <AdOverlay ad={ad} /> : null}
        </div>
        {ad ? null : (
          <SeekBar
            video={videoRef}
            thumbnails={thumbnails}
            onSeek={(seconds) => {
              if (videoRef.current) videoRef.current.currentTime = seconds;
            }}
          />
        )}
        {ad ? null : (
          <PlayerToolbar
            levels={levels}
            level={level}
            onLevel={(index) => {
              setLevel(index);
              streamRef.current?.setLevel(index);
            }}
            rate={rate}
            onRate={(value) => {
              setRate(value);
              if (videoRef.current) videoRef.current.playbackRate = value;
            }}
            onPictureInPicture={pictureInPicture}
            onFullscreen={() =>
              videoRef.current && frameRef.current && applyPlayerAction(videoRef.current, { type: 'fullscreen' }, frameRef.current)
            }
            captions={tracks.captions}
            caption={caption}
            onCaptions={(index) => {
              setChoice({ ...chosen, caption: index });
              streamRef.current?.setCaptions(index);
              rememberTracks({ subtitles: tracks.captions[index]?.language ?? 'off' });
            }}
            audioTracks={tracks.audio}
            audioTrack={audioTrack}
            onAudioTrack={(index) => {
              setChoice({ ...chosen, audio: index });
              streamRef.current?.setAudioTrack(index);
              const language = tracks.audio[index]?.language;
              if (language) rememberTracks({ audio: language });
            }}
          />
        )}
        {upNext ? (
          <NextPreview next={upNext} onPlay={() => setSource({ contentId: upNext.content_id })} onCancel={() => setUpNext(null)} />
        ) : null}
        {error ? (
          <div role="alert" className={styles.error}>
            <p>{error}</p>
          </div>
        ) : null}
        {limit ? <StreamLimitPanel limit={limit} onStop={stopOther} /> : null}
      </div>
    </dialog>
  );
}
