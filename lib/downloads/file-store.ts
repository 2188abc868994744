// Where a download's files go (issue 19): the Origin Private File System where the browser has it
// (a folder per download, invisible to the user's own files and to other sites), else IndexedDB.
// Either way the files belong to this site alone, and only this app can play them.

import { idbRequest, store } from './local-db';

export interface FileStore {
  kind: 'opfs' | 'indexeddb';
  write(downloadId: string, path: string, data: ArrayBuffer): Promise<void>;
  read(downloadId: string, path: string): Promise<ArrayBuffer | null>;
  has(downloadId: string, path: string): Promise<boolean>;
  removeAll(downloadId: string): Promise<void>;
}

/** OPFS names cannot hold a slash: a stored path becomes one name. */
const fileName = (path: string) => encodeURIComponent(path);

async function opfsStore(): Promise<FileStore | null> {
  try {
    const root = await navigator.storage.getDirectory();
    const top = await root.getDirectoryHandle('downloads', { create: true });
    // a quick check that files can be written here (some private modes refuse)
    const probe = await top.getFileHandle('.probe', { create: true });
    if (typeof probe.createWritable !== 'function') return null;
    const folder = (id: string, create: boolean) => top.getDirectoryHandle(id, { create });
    return {
      kind: 'opfs',
      async write(id, path, data) {
        const handle = await (await folder(id, true)).getFileHandle(fileName(path), { create: true });
        const writable = await handle.createWritable();
        await writable.write(data);
        await writable.close();
      },
      async read(id, path) {
        try {
          const handle = await (await folder(id, false)).getFileHandle(fileName(path));
          return await (await handle.getFile()).arrayBuffer();
        } catch {
          return null;
        }
      },
      async has(id, path) {
        try {
          const file = await (await (await folder(id, false)).getFileHandle(fileName(path))).getFile();
          return file.size > 0;
        } catch {
          return false;
        }
      },
      async removeAll(id) {
        await top.removeEntry(id, { recursive: true }).catch(() => undefined);
      },
    };
  } catch {
    return null;
  }
}

function indexedDbStore(): FileStore {
  const key = (id: string, path: string) => `${id}/${path}`;
  return {
    kind: 'indexeddb',
    async write(id, path, data) {
      await idbRequest((await store('files', 'readwrite')).put(data, key(id, path)));
    },
    async read(id, path) {
      return ((await idbRequest((await store('files', 'readonly')).get(key(id, path)))) as ArrayBuffer | undefined) ?? null;
    },
    async has(id, path) {
      return (await idbRequest((await store('files', 'readonly')).count(key(id, path)))) > 0;
    },
    async removeAll(id) {
      await idbRequest((await store('files', 'readwrite')).delete(IDBKeyRange.bound(`${id}/`, `${id}/\uffff`)));
    },
  };
}

let chosen: Promise<FileStore> | null = null;

export function fileStore(): Promise<FileStore> {
  chosen ??= opfsStore().then((opfs) => opfs ?? indexedDbStore());
  return chosen;
}
