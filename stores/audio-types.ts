import type { StoreApi } from 'zustand/vanilla';
import type { AudioQueueState, AudioTrack } from './audio-queue-rules';

// spec 001 §3 "Audio player state": the queue (rules in audio-queue-rules.ts), volume and mute.
// The store itself is made in stores/audio-store.ts.

export interface AudioState extends AudioQueueState {
  /** 0-100 (spec 001 §9); set from the device on first play. */
  volume: number | null;
  mute: boolean;
  playTrack: (track: AudioTrack, rest?: AudioTrack[]) => void;
  queueTracks: (tracks: AudioTrack[]) => void;
  next: (type?: 'ended') => void;
  previous: () => void;
  toggleShuffle: () => void;
  cycleRepeat: () => void;
  remove: (contentId: number) => void;
  setFavourite: (status: 'added' | 'removed') => void;
  trackReloaded: () => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  /** Closing the queue resets the state and closes the player. */
  close: () => void;
}

export type AudioStore = StoreApi<AudioState>;
