import { parseVodSegments } from './live-window';

// The demo catalogue's titles as long as the catalogue says (a film of 1 h 51 m plays 1 h 51 m),
// from the demo sets' 30 seconds of packaged media and no more disk: `video/set-2/master-6660s.m3u8`
// is set 2's master whose variants are `low/index-6660s.m3u8` and the like, and each of those
// plays the set's own segments over and over, with a discontinuity at each repeat (the timestamps
// start again there), until 6660 seconds are reached. Only the playlists are made, here, on
// request; the segments are the set's files (the edge sends them from disk), and a repeated
// segment is the same URL each time, so a download fetches it once.

/** The longest title a demo playlist is made for (six hours). */
export const REPEAT_LIMIT_SECONDS = 6 * 60 * 60;

const REPEATED = /^((?:video|audio)\/set-\d{1,3}\/(?:[a-z0-9_-]+\/)?(?:master|index))-(\d{1,5})s\.m3u8$/;

/** The demo playlist a path asks for, as its set's own playlist and a length; null for any other path. */
export function repeatSource(relative: string): { source: string; seconds: number } | null {
  const match = REPEATED.exec(relative);
  if (!match) return null;
  const seconds = Number(match[2]);
  if (seconds < 1 || seconds > REPEAT_LIMIT_SECONDS) return null;
  return { source: `${match[1]}.m3u8`, seconds };
}

/** The path of the demo playlist that plays `playlist` (a set's master or media playlist) for `seconds`. */
export function repeatPath(playlist: string, seconds: number): string {
  return playlist.replace(/\.m3u8$/, `-${Math.round(seconds)}s.m3u8`);
}

/** A master whose playlists (variants and renditions) are their repeats of the same length. */
function repeatedMaster(text: string, seconds: number): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"]+\.m3u8)"/, (_match, uri: string) => `URI="${repeatPath(uri, seconds)}"`);
      return trimmed.endsWith('.m3u8') ? repeatPath(trimmed, seconds) : line;
    })
    .join('\n');
}

/**
 * A media playlist that plays its segments again and again for `seconds`: whole segments, the
 * last one taken when at least half of it fits, a discontinuity before each repeat.
 */
function repeatedMedia(text: string, seconds: number): string {
  const segments = parseVodSegments(text);
  if (segments.length === 0) throw new Error('the source playlist has no segments');
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const firstSegment = lines.findIndex((line) => line.startsWith('#EXTINF:'));
  // the header as it is (version, target duration, the init segment of fMP4), without its end
  const header = lines.slice(0, firstSegment).filter((line) => line !== '' && !line.startsWith('#EXT-X-ENDLIST'));
  const body: string[] = [];
  let total = 0;
  for (let n = 0; n === 0 || total + segments[n % segments.length].duration / 2 <= seconds; n += 1) {
    const segment = segments[n % segments.length];
    if (n > 0 && n % segments.length === 0) body.push('#EXT-X-DISCONTINUITY');
    body.push(`#EXTINF:${segment.duration.toFixed(6)},`, segment.uri);
    total += segment.duration;
  }
  return `${[...header, ...body, '#EXT-X-ENDLIST'].join('\n')}\n`;
}

/** The demo playlist: `source` is the text of the set's own playlist that `repeatSource` named. */
export function buildRepeatedPlaylist(source: string, seconds: number): string {
  return source.includes('#EXT-X-STREAM-INF') ? repeatedMaster(source, seconds) : repeatedMedia(source, seconds);
}
