import { createStore } from 'zustand/vanilla';

// spec 001 §3 "App state": player data. The video player modal reads it.

export interface PlayerData {
  contentId?: number | string | null;
  assetId?: number | string | null;
  title?: string | null;
  /** An asset_type; 'LIVE TV' for channels (spec 000 §4 "Partner sign-in and autoplay"). */
  assetType?: string | null;
}

export interface PlayerState extends PlayerData {
  open: boolean;
  openPlayer: (data: PlayerData) => void;
  closePlayer: () => void;
}

export type PlayerStore = ReturnType<typeof createPlayerStore>;

const closed: PlayerData & { open: false } = { open: false, contentId: null, assetId: null, title: null, assetType: null };

export function createPlayerStore() {
  return createStore<PlayerState>()((set) => ({
    ...closed,
    openPlayer: (data) => set({ ...closed, ...data, open: true }),
    closePlayer: () => set(closed),
  }));
}
