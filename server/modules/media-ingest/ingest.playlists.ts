import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';

// Reading back what ffmpeg packaged (real peak and average bit rates, from the segments' sizes)
// and writing the master playlists that declare it, with the EXT-X-MEDIA renditions of the
// other audio languages and the subtitles.

export interface RenditionStats {
  /** Peak segment bit rate, bit/s: what BANDWIDTH means. */
  peak: number;
  /** Every byte (initialisation section included) over the playlist's duration, bit/s. */
  average: number;
  duration: number;
  segments: number;
  /** The longest segment, seconds. */
  longest: number;
}

/** Measures a media playlist's segments: bytes over EXTINF durations. */
export async function measureMediaPlaylist(playlistFile: string): Promise<RenditionStats> {
  const text = await readFile(playlistFile, 'utf8');
  const dir = path.dirname(playlistFile);
  let pending: number | null = null;
  let peak = 0;
  let bytes = 0;
  let duration = 0;
  let segments = 0;
  let longest = 0;
  for (const line of text.split('\n').map((l) => l.trim())) {
    const map = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line);
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (map) {
      bytes += (await stat(path.join(dir, map[1]))).size;
    } else if (extinf) {
      pending = Number(extinf[1]);
    } else if (line && !line.startsWith('#') && pending !== null) {
      const size = (await stat(path.join(dir, line))).size;
      if (pending > 0) peak = Math.max(peak, (size * 8) / pending);
      bytes += size;
      duration += pending;
      longest = Math.max(longest, pending);
      segments += 1;
      pending = null;
    }
  }
  if (segments === 0 || duration === 0) throw new Error(`No segments in ${playlistFile}`);
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / duration), duration, segments, longest };
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
