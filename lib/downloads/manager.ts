import type { DownloadLicenceAnswer, HeldLicence } from '@/contract/schemas/downloads';
import { clockAfterSync, deviceTime } from '@/contract/download-licence';
import { folderOf, pathUnder, readMediaPlaylist, rungVariant, storedMaster } from '@/contract/hls-download';
import { readFailure } from '@/lib/api/errors';
import { releaseLicence, requestLicence, syncLicences } from '@/lib/api/downloads';
import { saveProgress } from '@/lib/api/playback-client';
import type { z } from 'zod';
import { proveDevice } from './device-key';
import { fileStore } from './file-store';
import { summaryRefresher } from './summary';
import {
  allDownloads,
  deleteDownload,
  getDownload,
  putDownload,
  readFacts,
  replaceDownload,
  writeFacts,
  watchedHere,
  type DeviceFacts,
  type DownloadProblem,
  type DownloadRecord,
} from './local-db';

// Downloads in the browser (issue 19): fetches the chosen rung of a title file by file into the
// file store, with progress, pause, resume (by hand, or by itself when the connection returns),
// cancel and a clear message when the browser's storage is short; syncs the licences with the
// origin while online (renewals, revocations, the first plays seen offline, the origin's clock)
// and reports the positions watched offline. Every licence and sync call carries this browser's
// proof of its download key (device-key.ts).

export const MASTER_FILE = 'master.m3u8';
const PARALLEL_FILES = 3;
/** Room kept free beyond what a title still has to fetch. */
const QUOTA_MARGIN = 1.1;

/** The problem when the browser lets this site keep less than `bytes` (with a margin) more; null when it fits. */
export function quotaProblem(bytes: number, { usage = 0, quota = 0 }: { usage?: number; quota?: number }): DownloadProblem | null {
  const free = quota - usage;
  return quota > 0 && free < bytes * QUOTA_MARGIN ? { code: 'quota', needBytes: bytes, freeBytes: Math.max(0, free) } : null;
}

export interface ManagerHooks {
  changed(record: DownloadRecord): void;
  dropped(id: string): void;
  factsChanged(facts: DeviceFacts): void;
}

/** Keeps what the first-load code reads (the download button, the shell's sync) without IndexedDB; another profile's downloads are not this one's. */
const refreshSummary = summaryRefresher(async () =>
  (await allDownloads()).filter(watchedHere).map((row) => ({ id: row.id, contentId: row.contentId, status: row.status })),
);

function applyLicence(record: DownloadRecord, licence: z.infer<typeof HeldLicence>): DownloadRecord {
  return {
    ...record,
    token: licence.token,
    downloadedAt: licence.downloaded_at,
    expiresAt: licence.expires_at,
    firstPlayedAt: licence.first_played_at,
    // the origin has heard of the first play once it names one
    localFirstPlayedAt: licence.first_played_at ? null : record.localFirstPlayedAt,
    expired: licence.state === 'expired',
    // held by the profile watching: listed and played again
    otherProfile: false,
  };
}

export function createDownloadManager(hooks: ManagerHooks) {
  const running = new Map<string, AbortController>();
  // each run's end: a cancel waits for the run it stopped, so that no file or record of it is
  // written after the title's files and record are gone
  const ended = new Map<string, Promise<void>>();

  async function save(record: DownloadRecord) {
    await putDownload(record);
    hooks.changed(record);
    await refreshSummary();
  }

  /** save() for a record read a while ago: one deleted meanwhile stays deleted. Whether it was saved. */
  async function update(record: DownloadRecord): Promise<boolean> {
    if (!(await replaceDownload(record))) return false;
    hooks.changed(record);
    await refreshSummary();
    return true;
  }

  async function drop(id: string) {
    running.get(id)?.abort();
    running.delete(id);
    await ended.get(id);
    await (await fileStore()).removeAll(id);
    await deleteDownload(id);
    hooks.dropped(id);
    await refreshSummary();
  }

  /** Is there room for `bytes` more? Asks for persistent storage, so the browser keeps the files. */
  async function roomFor(bytes: number): Promise<DownloadProblem | null> {
    if (!navigator.storage?.estimate) return null;
    await navigator.storage.persist?.().catch(() => false);
    return quotaProblem(bytes, await navigator.storage.estimate());
  }

  async function fetchBytes(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
    const response = await fetch(url, { credentials: 'include', signal });
    if (!response.ok) throw Object.assign(new Error(`${response.status} for ${url}`), { status: response.status });
    return response.arrayBuffer();
  }

  /**
   * The sync (online): the origin renews each licence, records the first plays seen offline and
   * says which ended; ended ones lose their files. Positions watched offline are reported.
   */
  async function sync(): Promise<void> {
    const records = await allDownloads();
    // nothing held, nothing to tell (and no key to make: a browser gets one when it first downloads)
    if (records.length === 0) return;
    const device = await proveDevice();
    const sentAt = Date.now();
    const answer = await syncLicences(
      records.map((record) => ({
        id: record.id,
        first_played_at: record.localFirstPlayedAt ? new Date(record.localFirstPlayedAt).toISOString() : null,
      })),
      device,
    );
    // online, the origin's clock is the truth: what this device believed of the time gives way to it
    const written = await writeFacts({
      publicKey: answer.public_key,
      userId: answer.user_id,
      ...clockAfterSync(Date.parse(answer.server_time), sentAt, Date.now()),
    });
    hooks.factsChanged(written);
    for (const licence of answer.licences) {
      if (!records.some((candidate) => candidate.id === licence.id)) continue;
      // read again, and written only if still there: a title deleted while the origin answered stays deleted
      const record = await getDownload(licence.id);
      if (!record) continue;
      if (licence.state === 'revoked') await drop(record.id);
      // another profile's: its files kept for it, the record marked so that this profile neither
      // lists nor plays it; that profile's next sync names it held and it comes back
      else if (licence.state === 'other_profile') {
        if (!record.otherProfile) await update({ ...record, otherProfile: true });
      } else {
        const updated = applyLicence(record, licence);
        if ((await update(updated)) && !updated.positionReported) await reportPosition(updated);
      }
    }
  }

  /** The licence of a title on this device, with its signed master (also to resume or renew). */
  async function licenceFor(contentId: number, quality: number): Promise<DownloadLicenceAnswer> {
    return requestLicence(contentId, quality, await proveDevice());
  }

  /** Fetches whatever of the title is not stored yet; playlists first, then the segments. */
  async function run(id: string, given?: DownloadLicenceAnswer) {
    let record = await getDownload(id);
    if (!record || record.status === 'complete' || running.has(id)) return;
    const controller = new AbortController();
    running.set(id, controller);
    let end!: () => void;
    const runEnded = new Promise<void>((resolve) => (end = resolve));
    ended.set(id, runEnded);
    try {
      const files = await fileStore();
      record = { ...record, status: 'downloading', error: null };
      await save(record);
      // a fresh signed master each time: a resumed download may come back after it expired
      const answer = given ?? (await licenceFor(record.contentId, record.quality));
      record = { ...applyLicence(record, answer.licence), sizeBytes: answer.media.size_bytes };
      const masterUrl = new URL(answer.media.master_url, window.location.origin).toString();
      const folder = folderOf(masterUrl);
      const masterText = new TextDecoder().decode(await fetchBytes(masterUrl, controller.signal));
      const variant = rungVariant(masterText, masterUrl, answer.media.rung);
      if (!variant) throw new Error(`The title's master lists no rung ${answer.media.rung}.`);
      const master = storedMaster(masterText, masterUrl, variant);
      // the files every kept playlist names, each once (as the origin counted the size)
      const segments = new Set<string>();
      for (const playlist of master.playlists) {
        const text = new TextDecoder().decode(await fetchBytes(playlist, controller.signal));
        const { files: named, stored } = readMediaPlaylist(text, playlist, folder);
        await files.write(id, pathUnder(playlist, folder)!, new TextEncoder().encode(stored).buffer as ArrayBuffer);
        for (const url of named) segments.add(url);
      }
      await files.write(id, MASTER_FILE, new TextEncoder().encode(master.stored).buffer as ArrayBuffer);

      const missing: string[] = [];
      for (const url of segments) if (!(await files.has(id, pathUnder(url, folder)!))) missing.push(url);
      record = { ...record, filesTotal: segments.size, filesDone: segments.size - missing.length };
      const short = await roomFor(Math.max(0, record.sizeBytes - record.bytesDone));
      if (short) {
        record = { ...record, status: 'failed', error: short };
        await save(record);
        return;
      }
      await save(record);
      // a few files at a time; progress after each
      let next = 0;
      const worker = async () => {
        while (next < missing.length) {
          const url = missing[next++];
          const data = await fetchBytes(url, controller.signal);
          controller.signal.throwIfAborted();
          await files.write(id, pathUnder(url, folder)!, data);
          controller.signal.throwIfAborted();
          record = { ...record!, filesDone: record!.filesDone + 1, bytesDone: record!.bytesDone + data.byteLength };
          await save(record);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
      // the licence and its key are on this device before the download says it is done, so that
      // it plays offline from that moment (offline now, the next sync brings them)
      await sync().catch(() => undefined);
      // read again (the sync renewed its licence); one deleted meanwhile stays deleted
      const synced = await getDownload(id);
      if (!synced) return;
      // once complete the size shown is what is stored
      record = { ...synced, status: 'complete', error: null, sizeBytes: Math.max(synced.bytesDone, 1) };
      await update(record);
    } catch (error) {
      const current = (await getDownload(id)) ?? record;
      if (!current) return;
      if (controller.signal.aborted) {
        // paused or cancelled by the user: pause() and cancel() have said so already
      } else if (!navigator.onLine || error instanceof TypeError) {
        await save({ ...current, status: 'waiting', error: { code: 'connection' } });
      } else {
        const failure = readFailure(error);
        await save({ ...current, status: 'failed', error: failure.status ? failure.message : { code: 'failed' } });
      }
    } finally {
      if (running.get(id) === controller) running.delete(id);
      if (ended.get(id) === runEnded) ended.delete(id);
      end();
    }
  }

  return {
    /**
     * Downloads a title in a quality: its licence for this device first (the origin's refusals,
     * such as the account's limits, come back as the error), then its files, at once or, for a
     * whole season, one title after another (`wait`).
     */
    async download(contentId: number, quality: number, options: { userId: string; link: string; qualityLabel: string; wait?: boolean }) {
      const answer = await licenceFor(contentId, quality);
      const existing = await getDownload(answer.licence.id);
      if (existing) {
        if (existing.status !== 'complete') {
          if (options.wait) await run(existing.id, answer);
          else void run(existing.id, answer);
        }
        return existing;
      }
      const record: DownloadRecord = applyLicence(
        {
          id: answer.licence.id,
          userId: options.userId,
          contentId: answer.title.content_id,
          assetId: answer.title.asset_id,
          title: answer.title.asset_title,
          contentTitle: answer.title.content_title,
          assetType: answer.title.asset_type,
          duration: answer.title.duration,
          link: options.link,
          quality: answer.licence.quality,
          qualityLabel: options.qualityLabel,
          sizeBytes: answer.media.size_bytes,
          bytesDone: 0,
          filesDone: 0,
          filesTotal: 0,
          status: 'downloading',
          error: null,
          token: null,
          downloadedAt: answer.licence.downloaded_at,
          expiresAt: answer.licence.expires_at,
          firstPlayedAt: null,
          localFirstPlayedAt: null,
          expired: false,
          position: 0,
          positionReported: true,
          createdAt: Date.now(),
        },
        answer.licence,
      );
      await writeFacts({ userId: options.userId });
      await save(record);
      // one title after another when a whole season is asked for
      if (options.wait) await run(record.id, answer);
      else void run(record.id, answer);
      return record;
    },

    /** Renews an expired download (online): a new window for its licence, its files kept. */
    async renew(record: DownloadRecord) {
      await licenceFor(record.contentId, record.quality);
      await sync();
    },

    resume: (id: string) => run(id),

    async pause(id: string) {
      running.get(id)?.abort();
      running.delete(id);
      const record = await getDownload(id);
      if (record && record.status !== 'complete') await save({ ...record, status: 'paused', error: null });
    },

    /** Cancel or delete: the files go, and the licence stops counting (when online; else at the next sync). */
    async remove(id: string) {
      await drop(id);
      await releaseLicence(id).catch(() => undefined);
    },

    /** Resumes the downloads that stopped for want of a connection. */
    async resumeWaiting() {
      // another profile's waits for it (issue 49)
      for (const record of await allDownloads())
        if ((record.status === 'waiting' || record.status === 'downloading') && watchedHere(record)) void run(record.id);
    },

    /** Saves the position watched (and the first play); reports it when online. */
    async savePosition(id: string, position: number, options: { started?: boolean } = {}) {
      const record = await getDownload(id);
      if (!record) return;
      const updated = {
        ...record,
        position,
        positionReported: false,
        localFirstPlayedAt: options.started && !record.firstPlayedAt && !record.localFirstPlayedAt ? Date.now() : record.localFirstPlayedAt,
      };
      if ((await update(updated)) && navigator.onLine) await reportPosition(updated);
    },

    sync,

    /** Marks the latest time this device has seen, so a clock set back cannot revive an expired title. */
    async touch(now = Date.now()) {
      const facts = await readFacts();
      const at = deviceTime(now, facts.clockOffset);
      return at > facts.lastSeen ? writeFacts({ lastSeen: at }) : facts;
    },
  };

  async function reportPosition(record: DownloadRecord) {
    try {
      await saveProgress(record.contentId, record.position, record.duration);
      const current = await getDownload(record.id);
      if (current && current.position === record.position) await save({ ...current, positionReported: true });
    } catch {
      // kept for the next sync
    }
  }
}
export type DownloadManager = ReturnType<typeof createDownloadManager>;
