// A looping live HLS window per channel (ARCHITECTURE.md "Media"): each channel replays one of
// the packaged video sets as if it were on air since the epoch, so every viewer sees the same
// moment. The playlist slides a window of segments over the loop and marks each wrap with a
// discontinuity.

export const LIVE_WINDOW_SEGMENTS = 5;
const VIDEO_SETS = 4;

/** live/channel-3/... plays video/set-3/...; the channel number picks the set round-robin. */
export function liveSource(relative: string): { channel: number; sourceFolder: string; rest: string } | null {
  const match = /^live\/channel-(\d{1,4})\/(.+)$/.exec(relative);
  if (!match) return null;
  const channel = Number(match[1]);
  if (channel < 1) return null;
  return { channel, sourceFolder: `video/set-${((channel - 1) % VIDEO_SETS) + 1}`, rest: match[2] };
}

interface Segment {
  duration: number;
  uri: string;
}

export function parseVodSegments(playlist: string): Segment[] {
  const lines = playlist.split(/\r?\n/);
  const segments: Segment[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const info = /^#EXTINF:([\d.]+)/.exec(lines[i]);
    if (info && lines[i + 1] && !lines[i + 1].startsWith('#')) segments.push({ duration: Number(info[1]), uri: lines[i + 1].trim() });
  }
  return segments;
}

/** The live media playlist of a channel at `now`, built from its source's VOD playlist. */
export function buildLivePlaylist(vodPlaylist: string, channel: number, now: number): string {
  const segments = parseVodSegments(vodPlaylist);
  if (segments.length === 0) throw new Error('the source playlist has no segments');
  const loop = segments.reduce((sum, segment) => sum + segment.duration, 0);
  // channels start at different points of their loop
  const elapsed = now / 1000 + channel * 7;
  const cycles = Math.floor(elapsed / loop);
  let within = elapsed - cycles * loop;
  let index = 0;
  while (index < segments.length - 1 && within >= segments[index].duration) {
    within -= segments[index].duration;
    index += 1;
  }
  // the live edge is the last segment that has fully aired
  const edge = cycles * segments.length + index - 1;
  const first = Math.max(0, edge - LIVE_WINDOW_SEGMENTS + 1);
  const target = Math.ceil(Math.max(...segments.map((segment) => segment.duration)));

  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segments.length)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (let sequence = first; sequence <= edge; sequence += 1) {
    const segment = segments[sequence % segments.length];
    if (sequence !== first && sequence % segments.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segment.uri);
  }
  return `${lines.join('\n')}\n`;
}
