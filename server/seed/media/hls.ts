import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';

// Reading back what ffmpeg packaged, to write a master playlist that states real bandwidths.

export interface RenditionStats {
  /** Peak segment bitrate in bit/s: what HLS's BANDWIDTH attribute means. */
  peak: number;
  average: number;
  duration: number;
  segments: number;
}

/** Measures a media playlist's segments: bytes over EXTINF durations. */
export async function measurePlaylist(playlistFile: string): Promise<RenditionStats> {
  const text = await readFile(playlistFile, 'utf8');
  const dir = path.dirname(playlistFile);
  let pendingDuration: number | null = null;
  let peak = 0;
  let bytes = 0;
  let duration = 0;
  let segments = 0;
  for (const line of text.split('\n').map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) {
      pendingDuration = Number(extinf[1]);
    } else if (line && !line.startsWith('#') && pendingDuration !== null) {
      const size = (await stat(path.join(dir, line))).size;
      if (pendingDuration > 0) peak = Math.max(peak, (size * 8) / pendingDuration);
      bytes += size;
      duration += pendingDuration;
      segments += 1;
      pendingDuration = null;
    }
  }
  if (segments === 0) throw new Error(`No segments in ${playlistFile}`);
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / duration), duration, segments };
}

export interface MasterEntry {
  uri: string;
  stats: RenditionStats;
  width: number;
  height: number;
  codecs: string;
  frameRate: number;
}

export function masterPlaylist(entries: MasterEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const entry of entries) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${entry.stats.peak},AVERAGE-BANDWIDTH=${entry.stats.average},` +
        `RESOLUTION=${entry.width}x${entry.height},FRAME-RATE=${entry.frameRate.toFixed(3)},CODECS="${entry.codecs}"`,
      entry.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}
