import { createStore } from 'zustand/vanilla';
import { NO_FACTS, type DeviceFacts, type DownloadRecord } from '@/lib/downloads/local-db';

// The downloads the browser holds, with their progress (issue 19), for the download button and the
// downloads page. Browser-only: the download code creates it on first use (never on the server),
// and the IndexedDB rows stay the record; this mirrors them for rendering.

export interface DownloadsState {
  loaded: boolean;
  records: Record<string, DownloadRecord>;
  facts: DeviceFacts;
  /** the browser's storage figures (navigator.storage.estimate) */
  storage: { usage: number; quota: number } | null;
  set: (record: DownloadRecord) => void;
  drop: (id: string) => void;
  load: (records: DownloadRecord[], facts: DeviceFacts) => void;
  setFacts: (facts: DeviceFacts) => void;
  setStorage: (storage: { usage: number; quota: number } | null) => void;
}

export const createDownloadsStore = () =>
  createStore<DownloadsState>()((set) => ({
    loaded: false,
    records: {},
    facts: NO_FACTS,
    storage: null,
    set: (record) => set((state) => ({ records: { ...state.records, [record.id]: record } })),
    drop: (id) =>
      set((state) => {
        const { [id]: _gone, ...records } = state.records;
        return { records };
      }),
    load: (records, facts) => set({ loaded: true, facts, records: Object.fromEntries(records.map((record) => [record.id, record])) }),
    setFacts: (facts) => set({ facts }),
    setStorage: (storage) => set({ storage }),
  }));
export type DownloadsStore = ReturnType<typeof createDownloadsStore>;
