import { LRUCache } from 'lru-cache';
import { firstSegments, lowestRung } from '../../../contract/hls-start';
import type { MediaFiles } from '../media/media.files';

// The files of an ad's HLS stream that a player starting on its lowest rung needs before the first
// frame, read from the ad's own playlists, so that the VAST can name them and the web fetch them
// all at once with the master instead of one after another.

const BASE = 'https://media.invalid/';

/** How long an ad's start files are remembered: they change only when its media is packaged again. */
export const START_FILES_KEPT_MS = 60_000;

/**
 * adStartFiles, remembered per ad folder for a minute, so that a VMAP does not read two playlists
 * (two or more requests to the bucket on object storage) for every playback.
 */
export function rememberedAdStartFiles(files: MediaFiles, now: () => number = Date.now): (mediaFolder: string) => Promise<string[]> {
  const kept = new LRUCache<string, Promise<string[]>>({ max: 1000, ttl: START_FILES_KEPT_MS, ttlResolution: 0, perf: { now } });
  return (mediaFolder) => {
    const known = kept.get(mediaFolder);
    if (known) return known;
    const list = adStartFiles(files, mediaFolder);
    kept.set(mediaFolder, list);
    // a failed read is tried again by the next playback
    list.catch(() => kept.delete(mediaFolder));
    return list;
  };
}

/**
 * The lowest rung's playlist, its init segment (if any) and first segment, as paths relative to
 * the ad's master (so they resolve under the master's signed folder); none when the ad's media
 * cannot be read.
 */
export async function adStartFiles(files: MediaFiles, mediaFolder: string): Promise<string[]> {
  const folderUrl = `${BASE}${mediaFolder}/`;
  const masterUrl = `${folderUrl}master.m3u8`;
  const text = async (url: string) => {
    const found = await files.resolve(decodeURIComponent(new URL(url).pathname.slice(1)));
    return found ? files.text(found) : null;
  };
  const master = await text(masterUrl);
  if (master === null) return [];
  const rung = lowestRung(master, masterUrl);
  // a master that is itself a media playlist (no rungs) starts with its own segments
  const playlist = rung ? await text(rung) : master;
  if (playlist === null) return [];
  const needed = [...(rung ? [rung] : []), ...firstSegments(playlist, rung ?? masterUrl)];
  // only what the master's signed folder covers
  return needed.filter((url) => url.startsWith(folderUrl)).map((url) => url.slice(folderUrl.length));
}
