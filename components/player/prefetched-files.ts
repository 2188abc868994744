// The first frames' files fetched ahead (play-prefetch.ts), by absolute URL (signed for this
// viewer), until hls.js takes them through its loader (prefetched-loader.ts); only ever filled in
// the browser. Apart from play-prefetch.ts, so that the player's loader does not import the
// preparation (which itself fetches the player's code ahead).

/** How long a prepared play stays usable: far inside the signed URLs' life (4 hours). */
export const PREPARED_FOR_MS = 5 * 60_000;

/** A file fetched ahead, with its fetch's timings (performance.now()) for hls.js's bandwidth estimate. */
export interface PrefetchedFile {
  bytes: ArrayBuffer;
  start: number;
  first: number;
  end: number;
}

const files = new Map<string, { at: number; file: Promise<PrefetchedFile> }>();

/** Keeps a file from the moment it is asked for, so that a reader finds it on its way. */
export function keepPrefetchedFile(url: string, at: number, file: Promise<PrefetchedFile>): void {
  files.set(url, { at, file });
}

export function hasPrefetchedFile(url: string): boolean {
  return files.has(url);
}

/** Forgets the files kept longer than a prepared play lives. */
export function dropStaleFiles(now: number): void {
  for (const [url, kept] of files) if (now - kept.at >= PREPARED_FOR_MS) files.delete(url);
}

/** A first frame's file fetched ahead (or on its way), once; null when there is none for this URL. */
export function takePrefetchedFile(url: string, now = Date.now()): Promise<PrefetchedFile> | null {
  const kept = files.get(url);
  files.delete(url);
  return kept && now - kept.at < PREPARED_FOR_MS ? kept.file : null;
}
