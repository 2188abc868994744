import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useStores } from './store-provider';
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
} from './audio-queue-rules';
import type { AudioState, AudioStore } from './audio-types';

// spec 001 §3 "Audio player state" (audio-types.ts): the queue's rules (audio-queue-rules.ts) as
// the store's actions. The store lives in the root provider, so the queue survives page
// navigation; it is made there when a component first asks for it, so that pages without audio
// do not load the queue's code.

export function createAudioStore(): AudioStore {
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

/** The tab's audio store, made on first use; for event handlers and effects (getState, subscribe). */
export function useAudioStoreApi(): AudioStore {
  const stores = useStores();
  stores.audio ??= createAudioStore();
  return stores.audio;
}

export function useAudioStore<T>(selector: (state: AudioState) => T): T {
  return useStore(useAudioStoreApi(), selector);
}
