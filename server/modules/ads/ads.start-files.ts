import { firstSegments, lowestRung } from '../../../contract/hls-start';
import type { MediaFiles } from '../media/media.files';

// The files of an ad's HLS stream that a player starting on its lowest rung needs before the first
// frame, read from the ad's own playlists, so that the VAST can name them and the web fetch them
// all at once with the master instead of one after another.

const BASE = 'https://media.invalid/';

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
