'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useAudioStore } from '@/stores/audio-store';

// The audio player bar and its stream code load only once something is queued.
const AudioPlayerBar = lazyComponent(() => import('./audio-player-bar').then((module) => module.AudioPlayerBar));

export function AudioDock() {
  const hasQueue = useAudioStore((state) => state.audioPlaylist.length > 0);
  return hasQueue ? <AudioPlayerBar /> : null;
}
