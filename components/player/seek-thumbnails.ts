// Seek thumbnails (issue 18): the WebVTT track made at ingest names, for each stretch of the
// title, a tile of a sprite sheet (`sprite-001.jpg#xywh=160,0,160,90`). The player reads it once
// and shows the tile for the time under the pointer.

export interface SeekThumbnail {
  start: number;
  end: number;
  /** The sprite sheet, resolved against the track's own URL (so it carries the same grant). */
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

function seconds(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** The cues of a thumbnail track; `base` is the track's URL. */
export function parseThumbnailTrack(text: string, base: string): SeekThumbnail[] {
  const cues: SeekThumbnail[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.trim().split('\n');
    const at = lines.findIndex((line) => line.includes('-->'));
    if (at < 0 || !lines[at + 1]) continue;
    const [from, to] = lines[at].split('-->').map((part) => part.trim().split(/\s+/)[0]);
    const target = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(lines[at + 1].trim());
    if (!target) continue;
    cues.push({
      start: seconds(from),
      end: seconds(to),
      image: new URL(target[1], base).href,
      x: Number(target[2]),
      y: Number(target[3]),
      width: Number(target[4]),
      height: Number(target[5]),
    });
  }
  return cues;
}

/** The tile for a time: the cue that holds it, else the last before it. */
export function thumbnailAt(cues: readonly SeekThumbnail[], time: number): SeekThumbnail | null {
  let found: SeekThumbnail | null = null;
  for (const cue of cues) {
    if (cue.start > time) break;
    found = cue;
    if (time < cue.end) break;
  }
  return found;
}

/** Fetches and reads a thumbnail track; none when it cannot be had (the bar works without). */
export async function loadThumbnails(url: string): Promise<SeekThumbnail[]> {
  try {
    const absolute = new URL(url, window.location.href).href;
    const response = await fetch(absolute, { credentials: 'include' });
    return response.ok ? parseThumbnailTrack(await response.text(), absolute) : [];
  } catch {
    return [];
  }
}
