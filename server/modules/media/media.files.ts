import path from 'node:path';
import type { Readable } from 'node:stream';
import { createLocalStorage, isSafeKey, type ByteRange, type MediaStorage } from '../../platform/storage';
import { liveSource } from './live-window';
import { repeatSource } from './repeat-window';

// Where media files live: the media storage (MEDIA_DIR on local disk, or the S3 bucket: README
// "Object storage") first, then the committed pack on local disk. The pack holds set 1 of each
// kind only, so a missing set falls back to set 1 there: a fresh clone without ffmpeg still plays
// every title.

export const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.vtt': 'text/vtt',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A path is safe when it is relative, normalised and stays inside the media root. */
export const isSafeMediaPath = isSafeKey;

/**
 * How the origin sends a file, in place of the sendfile Node lacks (bench/README.md "Media edge"):
 * a file up to WHOLE_FILE_LIMIT (an HLS segment is 0.2 to 5 MB) goes out as one buffer, not in a
 * stream's 64 KiB chunks, and the most recently sent ones stay in memory, up to CACHE_BYTES per
 * process, for as long as their size, modification time and tag hold (a live channel's viewers all
 * ask for the same few segments; from a bucket, a kept file costs a HEAD instead of a GET). A
 * larger file streams in 1 MiB chunks.
 */
const WHOLE_FILE_LIMIT = 4 * 2 ** 20;
const CACHE_BYTES = 64 * 2 ** 20;

export interface MediaFile {
  storage: MediaStorage;
  key: string;
  size: number;
  modified: Date;
  etag?: string;
}

export function createMediaFiles(
  roots: { storage: MediaStorage; packDir: string },
  { cacheBytes = CACHE_BYTES }: { cacheBytes?: number } = {},
) {
  const pack = createLocalStorage(roots.packDir);

  async function fileIn(storage: MediaStorage, key: string): Promise<MediaFile | null> {
    const found = await storage.stat(key);
    return found ? { storage, key, size: found.size, modified: found.modified, etag: found.etag } : null;
  }

  // least recently sent first (a Map keeps insertion order)
  const recent = new Map<string, { bytes: Buffer; modified: number; etag?: string }>();
  let recentBytes = 0;

  async function wholeFile(found: MediaFile): Promise<Buffer> {
    const id = `${found.storage.location}\0${found.key}`;
    const kept = recent.get(id);
    if (kept) {
      recent.delete(id);
      recentBytes -= kept.bytes.length;
      if (kept.modified === found.modified.getTime() && kept.bytes.length === found.size && kept.etag === found.etag) {
        recent.set(id, kept);
        recentBytes += kept.bytes.length;
        return kept.bytes;
      }
    }
    const bytes = await found.storage.read(found.key);
    if (!bytes) throw new Error(`${found.key} went missing from ${found.storage.location}`);
    if (bytes.length === found.size && bytes.length <= cacheBytes) {
      recent.set(id, { bytes, modified: found.modified.getTime(), etag: found.etag });
      recentBytes += bytes.length;
      for (const [key, oldest] of recent) {
        if (recentBytes <= cacheBytes) break;
        recent.delete(key);
        recentBytes -= oldest.bytes.length;
      }
    }
    return bytes;
  }

  return {
    /** Finds a media file by its path under the media root; null when there is none. */
    async resolve(requested: string): Promise<MediaFile | null> {
      if (!isSafeMediaPath(requested)) return null;
      // a live channel's segments are its source set's segments; a demo title's playlist is made from its set's
      const live = liveSource(requested);
      const relative = live ? `${live.sourceFolder}/${live.rest}` : (repeatSource(requested)?.source ?? requested);
      return (
        (await fileIn(roots.storage, relative)) ??
        (await fileIn(pack, relative)) ??
        (await fileIn(pack, relative.replace(/^(video|audio)\/set-\d+\//, '$1/set-1/')))
      );
    },
    /** The size of every file the media storage holds under a prefix (the committed pack is not listed). */
    async sizesUnder(prefix: string): Promise<Map<string, number>> {
      const sizes = new Map<string, number>();
      for await (const stored of roots.storage.list(prefix)) sizes.set(stored.key, stored.size);
      return sizes;
    },
    /** A found playlist's text. */
    async text(found: MediaFile): Promise<string> {
      return (await wholeFile(found)).toString('utf8');
    },
    /** The bytes of a found file, or of its range start..end (inclusive). */
    async read(found: MediaFile, range?: ByteRange): Promise<Buffer | Readable> {
      if (found.size > WHOLE_FILE_LIMIT) {
        const stream = await found.storage.stream(found.key, range);
        if (!stream) throw new Error(`${found.key} went missing from ${found.storage.location}`);
        return stream;
      }
      const bytes = await wholeFile(found);
      return range ? bytes.subarray(range.start, range.end + 1) : bytes;
    },
  };
}
export type MediaFiles = ReturnType<typeof createMediaFiles>;

/** Parses a single `bytes=` range; 'unsatisfiable' when it lies outside the file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
