'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { defaultVolume } from '@/stores/audio-queue-rules';
import { useAudioStore, useAudioStoreApi } from '@/stores/audio-store';
import { attachStream, type StreamFailure, type StreamHandle } from '@/components/player/attach-stream';
import { FavouriteButton } from '@/components/library/favourite-button';
import { AddToPlaylistButton } from '@/components/library/add-to-playlist-button';
import { formatClock, useMediaSession } from './media-session';
import styles from './audio.module.css';
import { fetchProfiles } from '@/lib/api/playback-client';
import { readFailure } from '@/lib/api/errors';

/** spec 001 §9: the seek bar refreshes every second. */
const SEEK_REFRESH_MS = 1000;

/** What the listener reads when the track's stream cannot play. */
const FAILURE_MESSAGES: Record<StreamFailure, string> = {
  unsupported: 'audioPlayer.errors.unsupported',
  network: 'audioPlayer.errors.network',
  cannotPlay: 'audioPlayer.errors.cannotPlay',
};

/** The audio player bar with its queue (spec 001 §2, §4). */
export function AudioPlayerBar() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const store = useAudioStoreApi();
  const t = useTranslations('music');
  // read inside the track effect without reloading the track when the language's messages change
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });
  const state = useAudioStore((s) => s);
  const track = state.audioPlaylist[state.currentTrackIndex];
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [queueOpen, setQueueOpen] = useState(false);

  // the device's default volume, once
  useEffect(() => {
    if (store.getState().volume === null) store.getState().setVolume(defaultVolume(window.matchMedia('(max-width: 768px)').matches));
  }, [store]);

  useEffect(() => {
    const element = audioRef.current;
    if (!element) return;
    element.volume = (state.volume ?? 50) / 100;
    element.muted = state.mute;
  }, [state.volume, state.mute]);

  // load the current track when it changes or must restart
  const contentId = track?.content_id;
  const reload = state.reloadCurrentTrack;
  const stopped = state.stopped;
  useEffect(() => {
    const element = audioRef.current;
    if (!element || contentId === undefined) return;
    if (!reload && element.src) return;
    store.getState().trackReloaded();
    let handle: StreamHandle | undefined;
    let cancelled = false;
    setError(null);
    (async () => {
      try {
        const data = await fetchProfiles(contentId, { nextContent: false });
        if (cancelled) return;
        const url = data.profiles.IPAD_AUDIO?.[0]?.url;
        if (!url) throw new Error('no audio profile');
        handle = await attachStream(element, url, [], (reason) => setError(latestT.current(FAILURE_MESSAGES[reason])));
        if (!stopped) await element.play().catch(() => undefined);
      } catch (failure) {
        if (cancelled) return;
        setError(readFailure(failure, latestT.current('audioPlayer.errors.trackUnavailable')).message);
      }
    })();
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [contentId, reload, stopped, store]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const element = audioRef.current;
      if (!element) return;
      setPosition(element.currentTime);
      setDuration(Number.isFinite(element.duration) ? element.duration : 0);
    }, SEEK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  const toggle = () => {
    const element = audioRef.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  useMediaSession(track, { play: toggle, pause: toggle, next: () => store.getState().next(), previous: () => store.getState().previous() });

  if (!track) return null;
  const artwork = track.images?.square ?? track.images?.thumbnail;
  return (
    <section className={styles.bar} aria-label={t('audioPlayer.region')}>
      <audio
        ref={audioRef}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => store.getState().next('ended')}
        data-testid="audio-player"
      />
      <div className={styles.nowPlaying}>
        {artwork ? <img src={artwork} alt="" width={48} height={48} /> : null}
        <div>
          <p className={styles.trackTitle}>{track.content_title}</p>
          <p className={styles.trackAlbum}>{track.album_title ?? track.asset_title}</p>
        </div>
        <FavouriteButton
          data={{ asset_id: track.asset_id, content_id: track.content_id, user_playlist: null }}
          title={track.content_title}
        />
        <AddToPlaylistButton
          data={{ isMusicAudio: true, contents: [track.content_id] }}
          label={t('audioPlayer.addToPlaylist', { title: track.content_title })}
        />
      </div>
      <div className={styles.transport}>
        <button
          type="button"
          onClick={() => store.getState().toggleShuffle()}
          aria-pressed={state.shuffle}
          aria-label={t('audioPlayer.shuffle')}
        >
          ⤮
        </button>
        <button type="button" onClick={() => store.getState().previous()} aria-label={t('audioPlayer.previous')}>
          ⏮
        </button>
        <button
          type="button"
          className={styles.playPause}
          onClick={toggle}
          aria-label={playing ? t('audioPlayer.pause') : t('audioPlayer.play')}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button type="button" onClick={() => store.getState().next()} aria-label={t('audioPlayer.next')}>
          ⏭
        </button>
        <button
          type="button"
          onClick={() => store.getState().cycleRepeat()}
          aria-label={t('audioPlayer.repeat', { mode: state.repeat })}
          data-repeat={state.repeat}
        >
          {state.repeat === 'single' ? '🔂' : '🔁'}
        </button>
      </div>
      <div className={styles.seek}>
        <span>{formatClock(position)}</span>
        <input
          type="range"
          min={0}
          max={Math.max(duration, 1)}
          step={1}
          value={Math.min(position, duration)}
          aria-label={t('audioPlayer.seek')}
          onChange={(event) => {
            if (audioRef.current) audioRef.current.currentTime = Number(event.target.value);
            setPosition(Number(event.target.value));
          }}
        />
        <span>{formatClock(duration)}</span>
      </div>
      <div className={styles.side}>
        <button type="button" onClick={() => store.getState().toggleMute()} aria-pressed={state.mute} aria-label={t('audioPlayer.mute')}>
          {state.mute ? '🔇' : '🔊'}
        </button>
        <input
          type="range"
          min={0}
          max={100}
          value={state.volume ?? 50}
          aria-label={t('audioPlayer.volume')}
          onChange={(event) => store.getState().setVolume(Number(event.target.value))}
        />
        <button type="button" onClick={() => setQueueOpen((open) => !open)} aria-expanded={queueOpen} aria-controls="audio-queue">
          {t('audioPlayer.queue', { count: state.audioPlaylist.length })}
        </button>
        <button type="button" onClick={() => store.getState().close()} aria-label={t('audioPlayer.close')}>
          ✕
        </button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {queueOpen ? (
        <ol id="audio-queue" className={styles.queue} aria-label={t('audioPlayer.queueList')}>
          {state.audioPlaylist.map((item, index) => (
            <li key={item.content_id} aria-current={index === state.currentTrackIndex ? 'true' : undefined}>
              <span>{item.content_title}</span>
              <button
                type="button"
                onClick={() => store.getState().remove(item.content_id)}
                aria-label={t('audioPlayer.remove', { title: item.content_title })}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
