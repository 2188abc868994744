import { LRUCache } from 'lru-cache';
import { folderOf, pathUnder, readMediaPlaylist, rungVariant, storedMaster } from '../../../contract/hls-download';
import type { MediaFiles } from '../media/media.files';

// What a download of each rung weighs: the bytes of the media files a browser stores for it
// (contract/hls-download.ts: the rung's segments and init segment, its default audio's and its
// subtitles'), read from the title's own playlists and files, whatever its length in the
// catalogue. Remembered per title while its master is the same file (an ingest replaces it).

const BASE = 'https://media.invalid/';
/** Sizes asked of the storage at once for files it did not list. */
const PARALLEL_SIZES = 16;

export type RungSizes = Map<string, number | null>;

export function createDownloadSizes(files: MediaFiles, { titles = 1000 }: { titles?: number } = {}) {
  const kept = new LRUCache<string, { version: string; sizes: Promise<RungSizes> }>({ max: titles });

  async function measure(masterPath: string, master: string, rungs: string[]): Promise<RungSizes> {
    const masterUrl = `${BASE}${masterPath}`;
    const folder = folderOf(masterUrl);
    // a file's key under the media root; readMediaPlaylist has kept every file inside the title's folder
    const keyOf = (url: string) => pathUnder(url, BASE)!;
    // one listing of the title's folder answers most sizes (one request per thousand files on a bucket)
    const listed = await files.sizesUnder(masterPath.slice(0, masterPath.lastIndexOf('/') + 1));
    const sizeOf = async (key: string): Promise<number | null> => listed.get(key) ?? (await files.resolve(key))?.size ?? null;
    const playlists = new Map<string, Promise<string[] | null>>();
    // the files a playlist names, as keys under the media root; null when it cannot be read
    const filesOf = (url: string) => {
      const known = playlists.get(url);
      if (known) return known;
      const read = (async () => {
        const found = await files.resolve(keyOf(url));
        if (!found) return null;
        return readMediaPlaylist(await files.text(found), url, folder).files.map(keyOf);
      })();
      playlists.set(url, read);
      return read;
    };

    const sizes: RungSizes = new Map();
    for (const rung of rungs) {
      const variant = rungVariant(master, masterUrl, rung);
      if (!variant) {
        sizes.set(rung, null);
        continue;
      }
      const named = await Promise.all(storedMaster(master, masterUrl, variant).playlists.map(filesOf));
      if (named.some((list) => list === null)) {
        sizes.set(rung, null);
        continue;
      }
      const unique = [...new Set(named.flat() as string[])];
      let bytes = 0;
      for (let start = 0; start < unique.length; start += PARALLEL_SIZES) {
        const part = await Promise.all(unique.slice(start, start + PARALLEL_SIZES).map(sizeOf));
        if (part.some((size) => size === null)) {
          bytes = -1;
          break;
        }
        bytes += (part as number[]).reduce((sum, size) => sum + size, 0);
      }
      sizes.set(rung, bytes < 0 ? null : bytes);
    }
    return sizes;
  }

  return {
    /**
     * The bytes a download of each of `rungs` (hls-rungs.ts names) stores, for the title whose
     * master is at `masterPath`; null for a rung the master does not list or whose files are
     * missing. Nothing when the master itself is missing.
     */
    async of(masterPath: string, rungs: string[]): Promise<RungSizes> {
      const found = await files.resolve(masterPath);
      if (!found) return new Map(rungs.map((rung) => [rung, null]));
      const version = `${found.storage.location}\0${found.modified.getTime()}\0${found.size}\0${found.etag ?? ''}`;
      const wanted = [...rungs].sort().join('\0');
      const cacheKey = `${masterPath}\0${wanted}`;
      const known = kept.get(cacheKey);
      if (known?.version === version) return known.sizes;
      const sizes = (async () => measure(masterPath, await files.text(found), rungs))();
      kept.set(cacheKey, { version, sizes });
      // a failed read is tried again next time
      sizes.catch(() => kept.delete(cacheKey));
      return sizes;
    },
  };
}
export type DownloadSizes = ReturnType<typeof createDownloadSizes>;
