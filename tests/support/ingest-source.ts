import path from 'node:path';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { runFfmpeg } from '@/server/modules/media-ingest/ingest.ffmpeg';

// A generated source for media ingest tests, journeys and the bench: ffmpeg's testsrc2 pattern
// with a tone tagged Hindi, a Tamil dub in a file of its own (another tone) and Hindi subtitles.

export interface SampleSource {
  source: string;
  tamil: string;
  subtitles: string;
  seconds: number;
}

export const SAMPLE_CUES = [
  { start: 1, end: 4.5, text: 'नमस्ते, <i>Chalchitra</i>' },
  { start: 5.5, end: 8, text: 'Second line & more' },
  { start: 16, end: 20, text: 'Spans two segments' },
];

function srtStamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/** Subtitles every few seconds through the source, after the fixed ones above. */
export function sampleSrt(seconds: number): string {
  const cues = [...SAMPLE_CUES];
  for (let at = 24; at + 3 < seconds; at += 10) cues.push({ start: at, end: at + 3, text: `Line at ${at} seconds` });
  return cues.map((cue, n) => `${n + 1}\n${srtStamp(cue.start)} --> ${srtStamp(cue.end)}\n${cue.text}\n`).join('\n');
}

export async function makeSampleSource(
  dir: string,
  { seconds = 60, width = 640, height = 360, rate = 25 }: { seconds?: number; width?: number; height?: number; rate?: number } = {},
): Promise<SampleSource> {
  await mkdir(dir, { recursive: true });
  const source = path.join(dir, `source-${height}p.mp4`);
  const tamil = path.join(dir, 'dub-ta.m4a');
  const subtitles = path.join(dir, 'subs-hi.srt');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=${rate}`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(seconds),
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-metadata:s:a:0',
    'language=hin',
    source,
  ]);
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=660:sample_rate=48000',
    '-t',
    String(seconds),
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    tamil,
  ]);
  await writeFile(subtitles, sampleSrt(seconds));
  return { source, tamil, subtitles, seconds };
}

/**
 * A source for checking picture and sound keep time: black video with one white frame at each
 * whole second and a 1 kHz beep starting at each whole second. H.264 with B-frames and AAC in MP4,
 * as sources come.
 */
export async function makeFlashBeepSource(dir: string, seconds = 10): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'flash-beep.mp4');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    "color=c=black:s=320x180:r=25,drawbox=c=white:t=fill:enable='lt(mod(t\\,1)\\,0.04)'",
    '-f',
    'lavfi',
    '-i',
    "aevalsrc='0.8*sin(2*PI*1000*t)*lt(mod(t\\,1)\\,0.05)':s=48000:c=stereo",
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    file,
  ]);
  return file;
}

/**
 * Two broken copies of a `seconds`-long MP4 whose index (at the front, as a web-ready file has it)
 * still promises every frame: one cut short (its second half missing, as an interrupted copy
 * leaves it) and one damaged (its second half overwritten with zeros: every packet is there, but
 * none of them decodes).
 */
export async function makeBrokenSources(dir: string, seconds = 20): Promise<{ truncated: string; damaged: string }> {
  await mkdir(dir, { recursive: true });
  const whole = path.join(dir, 'whole.mp4');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    whole,
  ]);
  const bytes = await readFile(whole);
  const half = Math.floor(bytes.length / 2);
  const truncated = path.join(dir, 'cut-short.mp4');
  const damaged = path.join(dir, 'damaged.mp4');
  await writeFile(truncated, bytes.subarray(0, half));
  await writeFile(damaged, Buffer.concat([bytes.subarray(0, half), Buffer.alloc(bytes.length - half)]));
  return { truncated, damaged };
}
