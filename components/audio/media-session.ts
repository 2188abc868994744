'use client';

import { useEffect, useRef } from 'react';
import type { AudioTrack } from '@/stores/audio-queue-rules';

/** 95 → '1:35'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Lock-screen and media-key controls through the Media Session API, where the browser has it. */
export function useMediaSession(
  track: AudioTrack | undefined,
  actions: { play: () => void; pause: () => void; next: () => void; previous: () => void },
) {
  // the handlers read the latest actions, so they are installed once per track
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!track || !('mediaSession' in navigator)) return;
    const artwork = track.images?.square ? [{ src: track.images.square, sizes: '400x400', type: 'image/svg+xml' }] : [];
    navigator.mediaSession.metadata = new MediaMetadata({
      title: track.content_title,
      album: track.album_title ?? track.asset_title,
      artist: 'Chalchitra',
      artwork,
    });
    navigator.mediaSession.setActionHandler('play', () => latest.current.play());
    navigator.mediaSession.setActionHandler('pause', () => latest.current.pause());
    navigator.mediaSession.setActionHandler('nexttrack', () => latest.current.next());
    navigator.mediaSession.setActionHandler('previoustrack', () => latest.current.previous());
  }, [track]);
}
