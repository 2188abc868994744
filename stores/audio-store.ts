import { createStore } from 'zustand/vanilla';
import {
  EMPTY_QUEUE,
  addToQueue,
  cycleRepeat,
  next,
  playNow,
  previous,
  removeTrack,
  setFavouriteStatus,
  toggleShuffle,
  type AudioQueueState,
  type AudioTrack,
} from './audio-queue-rules';

// spec 001 §3 "Audio player state": the queue (rules in audio-queue-rules.ts), volume and mute.
// It lives in the root provider, so the queue survives page navigation.

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

export type AudioStore = ReturnType<typeof createAudioStore>;

export function createAudioStore() {
  return createStore<AudioState>()((set) => ({
    ...EMPTY_QUEUE,
    volume: null,
    mute: false,
    playTrack: (track, rest = []) => set((state) => addToQueue(playNow(state, track), rest)),
    queueTracks: (tracks) => set((state) => addToQueue(state, tracks)),
    next: (type) => set((state) => next(state, type)),
    previous: () => set((state) => previous(state)),
    toggleShuffle: () => set((state) => toggleShuffle(state)),
    cycleRepeat: () => set((state) => cycleRepeat(state)),
    remove: (contentId) => set((state) => removeTrack(state, contentId)),
    setFavourite: (status) => set((state) => setFavouriteStatus(state, status)),
    trackReloaded: () => set({ reloadCurrentTrack: false }),
    setVolume: (volume) => set({ volume: Math.min(100, Math.max(0, Math.round(volume))), mute: false }),
    toggleMute: () => set((state) => ({ mute: !state.mute })),
    close: () => set({ ...EMPTY_QUEUE, mute: false }),
  }));
}
