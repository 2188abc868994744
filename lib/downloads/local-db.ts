// The browser's record of its downloads (issue 19), in IndexedDB: one row per download (the
// licence, the title, progress and the saved position), a few facts about the device (the licence
// key, the signed-in user at the last sync, the latest time seen, this browser's download key),
// and, where the Origin Private File System is missing, the files themselves.

import type { LicencePublicKey } from '@/contract/schemas/downloads';

export type DownloadStatus = 'downloading' | 'paused' | 'waiting' | 'failed' | 'complete';

/** Why this browser stopped a download or waits with it, as a code: the page words it in its language. */
export type DownloadProblem = { code: 'quota'; needBytes: number; freeBytes: number } | { code: 'connection' } | { code: 'failed' };

export interface DownloadRecord {
  /** the licence id */
  id: string;
  userId: string;
  contentId: number;
  assetId: number;
  title: string;
  contentTitle: string;
  assetType: string;
  duration: number;
  /** the title page, to open online */
  link: string;
  quality: number;
  qualityLabel: string;
  /** the size the origin estimated for the rung, then the bytes stored once complete */
  sizeBytes: number;
  bytesDone: number;
  filesDone: number;
  filesTotal: number;
  status: DownloadStatus;
  /** the origin's message, or this browser's own problem (rows written before issue 50 hold its English words) */
  error: string | DownloadProblem | null;
  /** the signed licence, its window and expiry as the origin last said */
  token: string | null;
  downloadedAt: string;
  expiresAt: string;
  firstPlayedAt: string | null;
  /** the first play on this device, until the origin has heard of it */
  localFirstPlayedAt: number | null;
  expired: boolean;
  /** seconds watched; reported to the origin when online */
  position: number;
  positionReported: boolean;
  createdAt: number;
  /**
   * The download of another profile of the account (issue 49), as the last sync said: its files
   * stay, but it is not listed nor played while this profile watches, until that profile's sync
   * names it held again. Absent on rows written before profiles.
   */
  otherProfile?: boolean;
}

/** Whether a download is this profile's to list and play (issue 49): not one the last sync named another profile's. */
export function watchedHere(record: Pick<DownloadRecord, 'otherProfile'>): boolean {
  return record.otherProfile !== true;
}

export interface DeviceFacts {
  publicKey: LicencePublicKey | null;
  userId: string | null;
  /** the latest time this device has seen, by the origin's clock (see contract/download-licence.ts) */
  lastSeen: number;
  /** the origin's clock less this device's, as the last sync found it (ms) */
  clockOffset: number;
  /** the device this browser's download key names (device-key.ts); null until it has one */
  deviceId: string | null;
}

export const NO_FACTS: DeviceFacts = { publicKey: null, userId: null, lastSeen: 0, clockOffset: 0, deviceId: null };

const DB_NAME = 'chalchitra-downloads';
const VERSION = 1;
let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('downloads')) db.createObjectStore('downloads', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('facts')) db.createObjectStore('facts');
      if (!db.objectStoreNames.contains('files')) db.createObjectStore('files');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB is not available'));
    };
  });
  return opening;
}

export async function store(name: 'downloads' | 'facts' | 'files', mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await openDb()).transaction(name, mode).objectStore(name);
}

export async function allDownloads(): Promise<DownloadRecord[]> {
  const rows = await request((await store('downloads', 'readonly')).getAll() as IDBRequest<DownloadRecord[]>);
  return rows.sort((a, b) => b.createdAt - a.createdAt);
}

export async function getDownload(id: string): Promise<DownloadRecord | undefined> {
  return request((await store('downloads', 'readonly')).get(id) as IDBRequest<DownloadRecord | undefined>);
}

export async function putDownload(record: DownloadRecord): Promise<void> {
  await request((await store('downloads', 'readwrite')).put(record));
}

/**
 * Writes `record` over the stored one only if it is still there, in one transaction: a title
 * deleted while its record was being worked on stays deleted. Whether it was written, told once
 * the transaction has committed; a transaction that aborts (a failed request, a full disk at
 * commit) rejects, so a write reported done is on disk.
 */
export async function replaceDownload(record: DownloadRecord): Promise<boolean> {
  const downloads = await store('downloads', 'readwrite');
  const transaction = downloads.transaction;
  return new Promise((resolve, reject) => {
    let written = false;
    transaction.oncomplete = () => resolve(written);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    const count = downloads.count(record.id);
    count.onsuccess = () => {
      if (count.result === 0) return;
      // asked for inside the count's answer, while its transaction is still open
      const put = downloads.put(record);
      put.onsuccess = () => {
        written = true;
      };
    };
  });
}

export async function deleteDownload(id: string): Promise<void> {
  await request((await store('downloads', 'readwrite')).delete(id));
}

export async function readFacts(): Promise<DeviceFacts> {
  const facts = await request((await store('facts', 'readonly')).get('device') as IDBRequest<Partial<DeviceFacts> | undefined>);
  return { ...NO_FACTS, ...facts };
}

/** Changes some of the facts, read and written in one transaction (two tabs may write at once). */
export async function writeFacts(change: Partial<DeviceFacts>): Promise<DeviceFacts> {
  const facts = await store('facts', 'readwrite');
  const transaction = facts.transaction;
  return new Promise((resolve, reject) => {
    let written: DeviceFacts = NO_FACTS;
    transaction.oncomplete = () => resolve(written);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    const read = facts.get('device') as IDBRequest<Partial<DeviceFacts> | undefined>;
    read.onsuccess = () => {
      written = { ...NO_FACTS, ...read.result, ...change };
      facts.put(written, 'device');
    };
  });
}

export const idbRequest = request;
