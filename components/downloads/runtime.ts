import { useStore } from 'zustand';
import { createDownloadManager, type DownloadManager } from '@/lib/downloads/manager';
import { allDownloads } from '@/lib/downloads/local-db';
import { createDownloadsStore, type DownloadsState, type DownloadsStore } from '@/stores/downloads';

// The download code's one instance in the browser (issue 19): the store the button and the page
// render from, and the manager that fills it. Loaded only with the download panel or page.

let runtime: { store: DownloadsStore; manager: DownloadManager; ready: Promise<void> } | null = null;

async function refreshStorage(store: DownloadsStore) {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  store.getState().setStorage(estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null);
}

export function downloadsRuntime() {
  if (!runtime) {
    const store = createDownloadsStore();
    let pendingStorage: ReturnType<typeof setTimeout> | undefined;
    const manager = createDownloadManager({
      changed: (record) => {
        store.getState().set(record);
        clearTimeout(pendingStorage);
        pendingStorage = setTimeout(() => void refreshStorage(store), 500);
      },
      dropped: (id) => {
        store.getState().drop(id);
        void refreshStorage(store);
      },
      factsChanged: (facts) => store.getState().setFacts(facts),
    });
    const ready = (async () => {
      const facts = await manager.touch();
      store.getState().load(await allDownloads(), facts);
      await refreshStorage(store);
    })();
    window.addEventListener('online', () => {
      void manager
        .sync()
        .catch(() => undefined)
        .finally(() => void manager.resumeWaiting());
    });
    runtime = { store, manager, ready };
  }
  return runtime;
}

export function useDownloads<T>(selector: (state: DownloadsState) => T): T {
  return useStore(downloadsRuntime().store, selector);
}
