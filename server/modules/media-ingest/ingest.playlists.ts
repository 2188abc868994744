import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';

// Reading back what ffmpeg packaged (real peak and average bit rates, from the segments' sizes)
// and writing the master playlists that declare it, with the EXT-X-MEDIA renditions of the
// other audio languages and the subtitles.

export interface RenditionStats {
  /** Peak segment bit rate, bit/s, as the HLS specification defines it: what BANDWIDTH means. */
  peak: number;
  /** Every byte (initialisation section included) over the playlist's duration, bit/s. */
  average: number;
  duration: number;
  segments: number;
  /** The longest segment, seconds. */
  longest: number;
}

/**
 * The peak segment bit rate of RFC 8216bis §4.1: the largest bit rate of any run of contiguous
 * segments lasting between half the target duration and 1.5 times it plus half a second. A short
 * last segment (the AAC encoder's final frame: 21 ms) is so measured with its neighbour, not alone,
 * where its few hundred bytes over a fiftieth of a second would look like twice the real rate.
 */
export function peakBitRate(segments: Array<{ bytes: number; duration: number }>, targetDuration: number): number {
  const shortest = targetDuration * 0.5;
  const longest = targetDuration * 1.5 + 0.5;
  let peak = 0;
  for (let first = 0; first < segments.length; first += 1) {
    let bytes = 0;
    let duration = 0;
    for (let last = first; last < segments.length; last += 1) {
      bytes += segments[last].bytes;
      duration += segments[last].duration;
      if (duration > longest) break;
      if (duration >= shortest) peak = Math.max(peak, (bytes * 8) / duration);
    }
  }
  // a playlist shorter than half its target duration is one run
  if (peak === 0) {
    const total = segments.reduce((sum, segment) => ({ bytes: sum.bytes + segment.bytes, duration: sum.duration + segment.duration }), {
      bytes: 0,
      duration: 0,
    });
    peak = total.duration > 0 ? (total.bytes * 8) / total.duration : 0;
  }
  return Math.ceil(peak);
}

/** Measures a media playlist's segments: bytes over EXTINF durations. */
export async function measureMediaPlaylist(playlistFile: string): Promise<RenditionStats> {
  const text = await readFile(playlistFile, 'utf8');
  const dir = path.dirname(playlistFile);
  const segments: Array<{ bytes: number; duration: number }> = [];
  let target = 0;
  let pending: number | null = null;
  let bytes = 0;
  for (const line of text.split('\n').map((l) => l.trim())) {
    const map = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line);
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    const targetLine = /^#EXT-X-TARGETDURATION:(\d+)/.exec(line);
    if (targetLine) {
      target = Number(targetLine[1]);
    } else if (map) {
      bytes += (await stat(path.join(dir, map[1]))).size;
    } else if (extinf) {
      pending = Number(extinf[1]);
    } else if (line && !line.startsWith('#') && pending !== null) {
      const size = (await stat(path.join(dir, line))).size;
      segments.push({ bytes: size, duration: pending });
      bytes += size;
      pending = null;
    }
  }
  const duration = segments.reduce((sum, segment) => sum + segment.duration, 0);
  if (segments.length === 0 || duration === 0) throw new Error(`No segments in ${playlistFile}`);
  const longest = Math.max(...segments.map((segment) => segment.duration));
  return {
    peak: peakBitRate(segments, target || Math.ceil(longest)),
    average: Math.ceil((bytes * 8) / duration),
    duration,
    segments: segments.length,
    longest,
  };
}

export interface VariantEntry {
  uri: string;
  /** The variant's own video stats, before its audio is added. */
  stats: Pick<RenditionStats, 'peak' | 'average'>;
  width: number;
  height: number;
  videoCodec: string;
  frameRate: number;
}

export interface AlternateEntry {
  type: 'AUDIO' | 'SUBTITLES';
  language: string;
  name: string;
  isDefault: boolean;
  uri: string;
  /** Audio only: its bit rates, which every variant's BANDWIDTH includes. */
  stats?: Pick<RenditionStats, 'peak' | 'average'>;
}

export const AUDIO_GROUP = 'audio';
export const SUBTITLES_GROUP = 'subs';
export const AAC_LC = 'mp4a.40.2';

const quoted = (text: string) => `"${text.replace(/"/g, "'")}"`;

/** EXT-X-MEDIA lines of the audio languages and subtitles (subtitles never play unasked). */
function mediaLines(alternates: AlternateEntry[]): string[] {
  return alternates.map((entry) =>
    [
      `#EXT-X-MEDIA:TYPE=${entry.type}`,
      `GROUP-ID=${quoted(entry.type === 'AUDIO' ? AUDIO_GROUP : SUBTITLES_GROUP)}`,
      `LANGUAGE=${quoted(entry.language)}`,
      `NAME=${quoted(entry.name)}`,
      `DEFAULT=${entry.isDefault ? 'YES' : 'NO'}`,
      `AUTOSELECT=YES`,
      ...(entry.type === 'AUDIO' ? ['CHANNELS="2"'] : []),
      `URI=${quoted(entry.uri)}`,
    ].join(','),
  );
}

/**
 * A master playlist of video variants with demuxed audio in one group per language and, when
 * there are any, subtitles. Each variant's BANDWIDTH and AVERAGE-BANDWIDTH add the largest audio
 * rendition's to the video's own, as the HLS specification asks.
 */
export function videoMasterPlaylist(variants: VariantEntry[], alternates: AlternateEntry[]): string {
  const audio = alternates.filter((entry) => entry.type === 'AUDIO');
  const hasSubtitles = alternates.some((entry) => entry.type === 'SUBTITLES');
  const audioPeak = Math.max(0, ...audio.map((entry) => entry.stats?.peak ?? 0));
  const audioAverage = Math.max(0, ...audio.map((entry) => entry.stats?.average ?? 0));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS', ...mediaLines(alternates)];
  for (const variant of variants) {
    const attributes = [
      `BANDWIDTH=${variant.stats.peak + audioPeak}`,
      `AVERAGE-BANDWIDTH=${variant.stats.average + audioAverage}`,
      `RESOLUTION=${variant.width}x${variant.height}`,
      `FRAME-RATE=${variant.frameRate.toFixed(3)}`,
      `CODECS=${quoted(audio.length > 0 ? `${variant.videoCodec},${AAC_LC}` : variant.videoCodec)}`,
      ...(audio.length > 0 ? [`AUDIO=${quoted(AUDIO_GROUP)}`] : []),
      ...(hasSubtitles ? [`SUBTITLES=${quoted(SUBTITLES_GROUP)}`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, variant.uri);
  }
  return `${lines.join('\n')}\n`;
}

/** A master playlist of audio-only variants (a song's rungs). */
export function audioMasterPlaylist(variants: Array<{ uri: string; stats: Pick<RenditionStats, 'peak' | 'average'> }>): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.stats.peak},AVERAGE-BANDWIDTH=${variant.stats.average},CODECS="${AAC_LC}"`,
      variant.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** RFC 6381 codec string of an H.264 stream ("avc1.640028" is High, level 4.0). */
export function avcCodec(profile: string, level: number): string {
  const profiles: Record<string, string> = {
    'Constrained Baseline': '42c0',
    Baseline: '4200',
    Main: '4d40',
    High: '6400',
  };
  return `avc1.${profiles[profile] ?? '6400'}${level.toString(16).padStart(2, '0')}`;
}

/** Parses a playlist's attribute list (`A=1,B="x,y"`) into a record. */
export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) attributes[match[1]] = match[2].replace(/^"|"$/g, '');
  return attributes;
}
