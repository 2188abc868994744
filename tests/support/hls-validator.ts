import path from 'node:path';
import { readFile } from 'node:fs/promises';

// What an HLS validator measures of a master playlist, written apart from the code under test:
// each variant's peak and average segment bit rates from its segments' bytes and EXTINF
// durations (RFC 8216bis §4.1: the peak is the largest bit rate of any run of contiguous segments
// lasting between 0.5 and 1.5 times the target duration plus 0.5 s), with the largest rendition
// of its audio group added, beside what the master declares.

/** Reads a file named relative to the master's folder. */
export type ReadMedia = (relative: string) => Promise<Buffer>;

export const readFolder =
  (dir: string): ReadMedia =>
  (relative) =>
    readFile(path.join(dir, relative));

interface Rates {
  peak: number;
  average: number;
  segments: Array<{ uri: string; duration: number; bytes: number }>;
}

const attributes = (text: string) =>
  Object.fromEntries([...text.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')]));

export async function mediaPlaylistRates(read: ReadMedia, uri: string): Promise<Rates> {
  const lines = (await read(uri)).toString('utf8').split(/\r?\n/);
  const folder = path.posix.dirname(uri);
  const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(lines.join('\n'))?.[1]);
  const segments: Rates['segments'] = [];
  const sizes = new Map<string, number>();
  let duration: number | null = null;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number(line.slice(8).split(',')[0]);
    else if (line && !line.startsWith('#') && duration !== null) {
      const file = path.posix.join(folder, line.trim());
      if (!sizes.has(file)) sizes.set(file, (await read(file)).length);
      segments.push({ uri: file, duration, bytes: sizes.get(file)! });
      duration = null;
    }
  }
  let peak = 0;
  for (let first = 0; first < segments.length; first += 1) {
    let bytes = 0;
    let seconds = 0;
    for (let last = first; last < segments.length && seconds <= target * 1.5 + 0.5; last += 1) {
      bytes += segments[last].bytes;
      seconds += segments[last].duration;
      if (seconds >= target * 0.5 && seconds <= target * 1.5 + 0.5) peak = Math.max(peak, (bytes * 8) / seconds);
    }
  }
  const total = segments.reduce((sum, segment) => ({ bytes: sum.bytes + segment.bytes, seconds: sum.seconds + segment.duration }), {
    bytes: 0,
    seconds: 0,
  });
  return { peak, average: (total.bytes * 8) / total.seconds, segments };
}

export interface VariantCheck {
  uri: string;
  declared: { bandwidth: number; average: number };
  measured: { peak: number; average: number };
}

/** Each variant of the master at `masterUri`, as declared and as measured. */
export async function checkMaster(read: ReadMedia, masterUri: string): Promise<VariantCheck[]> {
  const lines = (await read(masterUri)).toString('utf8').split(/\r?\n/);
  const folder = path.posix.dirname(masterUri);
  const audioGroups = new Map<string, string[]>();
  for (const line of lines.filter((entry) => entry.startsWith('#EXT-X-MEDIA:'))) {
    const media = attributes(line.slice(13));
    if (media.TYPE === 'AUDIO' && media.URI)
      audioGroups.set(media['GROUP-ID'], [...(audioGroups.get(media['GROUP-ID']) ?? []), path.posix.join(folder, media.URI)]);
  }
  const checks: VariantCheck[] = [];
  for (const [n, line] of lines.entries()) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const variant = attributes(line.slice(18));
    const uri = path.posix.join(folder, lines[n + 1].trim());
    const own = await mediaPlaylistRates(read, uri);
    const audio = await Promise.all((audioGroups.get(variant.AUDIO) ?? []).map((entry) => mediaPlaylistRates(read, entry)));
    checks.push({
      uri,
      declared: { bandwidth: Number(variant.BANDWIDTH), average: Number(variant['AVERAGE-BANDWIDTH']) },
      measured: {
        peak: own.peak + Math.max(0, ...audio.map((rates) => rates.peak)),
        average: own.average + Math.max(0, ...audio.map((rates) => rates.average)),
      },
    });
  }
  return checks;
}

/** The declared figures HLS asks for: BANDWIDTH within 10 % above the peak, AVERAGE-BANDWIDTH within 10 % of the mean. */
export function expectHonestBandwidth(checks: VariantCheck[]): void {
  expect(checks.length).toBeGreaterThan(0);
  for (const { uri, declared, measured } of checks) {
    const peakOk = declared.bandwidth >= measured.peak && declared.bandwidth <= measured.peak * 1.1;
    expect(peakOk, `${uri}: BANDWIDTH ${declared.bandwidth} against a measured peak of ${Math.round(measured.peak)}`).toBe(true);
    const averageOk = Math.abs(declared.average - measured.average) <= measured.average * 0.1;
    expect(averageOk, `${uri}: AVERAGE-BANDWIDTH ${declared.average} against a measured mean of ${Math.round(measured.average)}`).toBe(
      true,
    );
  }
}
