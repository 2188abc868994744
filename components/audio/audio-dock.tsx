'use client';

import dynamic from 'next/dynamic';
import { useAudioStore } from '@/stores/store-provider';

// The audio player bar and its stream code load only once something is queued.
const AudioPlayerBar = dynamic(() => import('./audio-player-bar').then((module) => module.AudioPlayerBar), { ssr: false });

export function AudioDock() {
  const hasQueue = useAudioStore((state) => state.audioPlaylist.length > 0);
  return hasQueue ? <AudioPlayerBar /> : null;
}
