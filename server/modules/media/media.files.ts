import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { liveSource } from './live-window';

// Where media files live: the generated set (MEDIA_DIR) first, then the committed pack. The
// pack holds set 1 of each kind only, so a missing set falls back to set 1 there: a fresh clone
// without ffmpeg still plays every title.

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
export function isSafeMediaPath(relative: string): boolean {
  if (!relative || relative.includes('\0') || relative.startsWith('/') || relative.includes('\\')) return false;
  return relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export function createMediaFiles(roots: { mediaDir: string; packDir: string }) {
  async function fileAt(file: string) {
    try {
      const info = await stat(file);
      return info.isFile() ? { file, size: info.size, modified: info.mtime } : null;
    } catch {
      return null;
    }
  }

  return {
    /** Finds a media file by its path under the media root; null when there is none. */
    async resolve(requested: string) {
      if (!isSafeMediaPath(requested)) return null;
      // a live channel's segments are its source set's segments
      const live = liveSource(requested);
      const relative = live ? `${live.sourceFolder}/${live.rest}` : requested;
      return (
        (await fileAt(path.join(roots.mediaDir, relative))) ??
        (await fileAt(path.join(roots.packDir, relative))) ??
        (await fileAt(path.join(roots.packDir, relative.replace(/^(video|audio)\/set-\d+\//, '$1/set-1/'))))
      );
    },
    open: (file: string, range?: { start: number; end: number }) => createReadStream(file, range),
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
