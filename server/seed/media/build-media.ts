import path from 'node:path';
import { parseArgs } from 'node:util';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../platform/config';
import { probeCodec } from '../../modules/media-ingest/ingest.ffmpeg';
import { avcCodec } from '../../modules/media-ingest/ingest.playlists';
import { FONT_FILE, drawtextAvailable, ffmpeg, ffmpegVersion } from './ffmpeg';
import { masterPlaylist, measurePlaylist, type MasterEntry } from './hls';
import { rungPlaylist } from '../../../contract/hls-rungs';

export { ffmpegVersion } from './ffmpeg';

// npx tsx server/seed/media/build-media.ts [--out DIR] [--pack]
// Generates the demo media with ffmpeg: test patterns with a tone, packaged as an HLS ladder whose
// renditions map to the spec's qualities (LOW 1, MED 2, HIGH 3, HD 4), and AAC audio playlists
// (AUDIO 5). Never copyrighted material. --pack builds the small set committed to git.

export const MISSING_FFMPEG =
  'ffmpeg not found: install it (apt-get install ffmpeg) to generate media; the pre-packaged set is used meanwhile';
export const PACK_DIR = path.resolve(import.meta.dirname, '..', 'media-pack');

const FRAME_RATE = 25;
const KEYFRAME_SECONDS = 2;

interface Ladder {
  duration: number;
  crf: number;
  audioBitrate: string;
  renditions: ReadonlyArray<{ name: string; width: number; height: number; maxrate: number }>;
  poster: { width: number; height: number };
}

/** The demo ladder's four rungs (144p to 720p), each with its cap in kbit/s. */
function rungs(maxrates: readonly [number, number, number, number]): Ladder['renditions'] {
  const sizes = [
    { name: 'low', width: 256, height: 144 },
    { name: 'med', width: 426, height: 240 },
    { name: 'high', width: 640, height: 360 },
    { name: 'hd', width: 1280, height: 720 },
  ];
  return sizes.map((size, index) => ({ ...size, maxrate: maxrates[index] }));
}

/** The full ladder; maxrate in kbit/s. Capped CRF: simple frames spend less than the cap. */
const FULL: Ladder = {
  duration: 30,
  crf: 23,
  audioBitrate: '96k',
  renditions: rungs([200, 400, 800, 1500]),
  poster: { width: 1280, height: 720 },
};

/** The committed pack: shorter and leaner, to stay under about 3 MB in git. */
const PACK: Ladder = {
  duration: 24,
  crf: 28,
  audioBitrate: '32k',
  renditions: rungs([50, 80, 130, 220]),
  poster: { width: 640, height: 360 },
};

/** One lavfi test pattern and tone per video set (all present in Debian's ffmpeg 5.1). */
const VIDEO_SOURCES = [
  { pattern: 'testsrc2=size=1280x720:rate=25', tone: 440 },
  { pattern: 'smptehdbars=size=1280x720:rate=25', tone: 523.25 },
  { pattern: 'mandelbrot=size=640x360:rate=25,scale=1280:720', tone: 659.25 },
  { pattern: 'gradients=size=1280x720:rate=25:speed=0.03:n=4', tone: 392 },
];

/** Chord progressions (MIDI notes, four per chord) for the audio sets' arpeggios. */
const PROGRESSIONS = [
  [
    [60, 64, 67, 72],
    [55, 59, 62, 67],
    [57, 60, 64, 69],
    [53, 57, 60, 65],
  ], // C G Am F
  [
    [57, 60, 64, 69],
    [53, 57, 60, 65],
    [48, 52, 55, 60],
    [55, 59, 62, 67],
  ], // Am F C G
  [
    [62, 66, 69, 74],
    [59, 62, 66, 71],
    [55, 59, 62, 67],
    [57, 61, 64, 69],
  ], // D Bm G A
  [
    [64, 67, 71, 76],
    [62, 66, 69, 74],
    [60, 64, 67, 72],
    [62, 66, 69, 74],
  ], // Em D C D
];

const midi = (note: number): string => (440 * 2 ** ((note - 69) / 12)).toFixed(2);

/** An aevalsrc expression: a plucked arpeggio (4 notes a second) over a soft two-note pad. */
export function arpeggioExpression(progression: number[][], detune = 1): string {
  const chord = 'floor(mod(t/2,4))';
  const step = 'floor(mod(t*4,4))';
  const pluckFreq = progression.flatMap((notes, c) => notes.map((note, k) => `eq(${chord},${c})*eq(${step},${k})*${midi(note)}`)).join('+');
  const rootFreq = progression.map((notes, c) => `eq(${chord},${c})*${midi(notes[0] - 12)}`).join('+');
  // envelopes reach zero where the pitch changes, so there are no clicks
  const pluck = `0.32*sin(2*PI*(${pluckFreq})*${detune}*t)*pow(sin(PI*mod(t*4,1)),2)`;
  const pad = `0.1*(sin(2*PI*(${rootFreq})*t)+sin(2*PI*(${rootFreq})*1.5*t))*sin(PI*mod(t/2,1))`;
  return `${pluck}+${pad}`;
}

function log(onProgress: BuildMediaOptions['onProgress'], line: string): void {
  onProgress?.(line);
}

export interface BuildMediaOptions {
  outDir: string;
  /** Only video set 1 and audio set 1, small enough to commit. */
  pack?: boolean;
  onProgress?: (line: string) => void;
}

/** Builds the media tree; each set is built aside and swapped in whole. Returns the bytes written. */
export async function buildMedia(options: BuildMediaOptions): Promise<{ bytes: number }> {
  if (!(await ffmpegVersion())) throw new Error(MISSING_FFMPEG);
  const ladder = options.pack ? PACK : FULL;
  const sets = options.pack ? 1 : VIDEO_SOURCES.length;
  const withClock = await drawtextAvailable();
  if (!withClock) log(options.onProgress, `drawtext or ${FONT_FILE} missing: building without the burned-in clock`);
  const work = await mkdtemp(path.join(tmpdir(), 'chalchitra-media-'));
  try {
    for (let n = 1; n <= sets; n += 1) {
      const target = path.join(options.outDir, 'video', `set-${n}`);
      await buildVideoSet(n, sets, ladder, withClock, work, `${target}.building`, options.onProgress);
      await swapIn(`${target}.building`, target);
    }
    for (let n = 1; n <= sets; n += 1) {
      log(options.onProgress, `audio set ${n}/${sets}: AAC 64k`);
      const target = path.join(options.outDir, 'audio', `set-${n}`);
      await buildAudioSet(n, ladder.duration, `${target}.building`);
      await swapIn(`${target}.building`, target);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { bytes: await directorySize(options.outDir) };
}

async function buildVideoSet(
  n: number,
  sets: number,
  ladder: Ladder,
  withClock: boolean,
  work: string,
  outDir: string,
  onProgress: BuildMediaOptions['onProgress'],
): Promise<void> {
  const source = VIDEO_SOURCES[(n - 1) % VIDEO_SOURCES.length];
  const sourceFile = path.join(work, `source-${n}.mp4`);
  log(onProgress, `video set ${n}/${sets}: source (${source.pattern.split('=')[0]}, ${ladder.duration} s)`);
  const clock = withClock
    ? `,drawtext=fontfile=${FONT_FILE}:text='Chalchitra demo · set ${n}':x=40:y=40:fontsize=40:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=10` +
      `,drawtext=fontfile=${FONT_FILE}:text='%{pts\\:hms}  frame %{frame_num}':x=40:y=h-84:fontsize=44:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=10`
    : '';
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `${source.pattern}${clock}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${source.tone}:sample_rate=48000`,
    '-t',
    String(ladder.duration),
    '-c:v',
    'libx264',
    '-threads',
    '1',
    '-preset',
    'veryfast',
    '-crf',
    '16',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '192k',
    '-ac',
    '2',
    sourceFile,
  ]);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const entries: MasterEntry[] = [];
  for (const r of ladder.renditions) {
    log(onProgress, `video set ${n}/${sets}: ${r.name} ${r.width}x${r.height}`);
    const dir = path.join(outDir, r.name);
    await mkdir(dir, { recursive: true });
    await ffmpeg([
      '-i',
      sourceFile,
      '-vf',
      `scale=${r.width}:${r.height}`,
      '-c:v',
      'libx264',
      '-threads',
      '1',
      '-preset',
      'veryfast',
      '-profile:v',
      'baseline',
      '-level:v',
      r.height > 480 ? '3.1' : '3.0',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      String(ladder.crf),
      '-maxrate',
      `${r.maxrate}k`,
      '-bufsize',
      `${r.maxrate * 2}k`,
      '-g',
      String(FRAME_RATE * KEYFRAME_SECONDS),
      '-keyint_min',
      String(FRAME_RATE * KEYFRAME_SECONDS),
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      ladder.audioBitrate,
      '-ac',
      '2',
      '-ar',
      '48000',
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      path.join(dir, 'seg-%03d.ts'),
      path.join(dir, 'index.m3u8'),
    ]);
    const probed = await probeCodec(path.join(dir, 'seg-000.ts'));
    entries.push({
      uri: rungPlaylist(r.name),
      stats: await measurePlaylist(path.join(dir, 'index.m3u8')),
      width: r.width,
      height: r.height,
      codecs: `${probed ? avcCodec(probed.profile, probed.level) : r.height > 480 ? 'avc1.42c01f' : 'avc1.42c01e'},mp4a.40.2`,
      frameRate: FRAME_RATE,
    });
  }
  await writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(entries));
  log(onProgress, `video set ${n}/${sets}: poster`);
  await ffmpeg([
    '-ss',
    String(Math.min(5, ladder.duration / 2)),
    '-i',
    sourceFile,
    '-frames:v',
    '1',
    '-vf',
    `scale=${ladder.poster.width}:${ladder.poster.height}`,
    '-q:v',
    '4',
    path.join(outDir, 'poster.jpg'),
  ]);
}

async function buildAudioSet(n: number, duration: number, outDir: string): Promise<void> {
  const progression = PROGRESSIONS[(n - 1) % PROGRESSIONS.length];
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const left = arpeggioExpression(progression);
  const right = arpeggioExpression(progression, 1.003); // a slight detune for stereo width
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=exprs='${left}|${right}':sample_rate=44100:duration=${duration}`,
    '-af',
    `afade=t=in:d=0.5,afade=t=out:st=${duration - 1.1}:d=1`,
    '-t',
    String(duration - 0.1),
    '-c:a',
    'aac',
    '-profile:a',
    'aac_low',
    '-b:a',
    '64k',
    '-ar',
    '44100',
    '-ac',
    '2',
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, 'seg-%03d.ts'),
    path.join(outDir, 'index.m3u8'),
  ]);
}

async function swapIn(built: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await rename(built, target);
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function main(): Promise<number> {
  let values: { out?: string; pack?: boolean };
  try {
    ({ values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' }, pack: { type: 'boolean' } } }));
  } catch (error) {
    process.stderr.write(`build-media: ${(error as Error).message.split('\n')[0]} (usage: build-media [--out DIR] [--pack])\n`);
    return 2;
  }
  if (!(await ffmpegVersion())) {
    process.stdout.write(`${MISSING_FFMPEG}\n`);
    return 3;
  }
  const config = loadConfig();
  const outDir = values.out
    ? path.resolve(config.rootDir, values.out)
    : values.pack
      ? PACK_DIR
      : path.resolve(config.rootDir, config.MEDIA_DIR);
  const started = Date.now();
  const { bytes } = await buildMedia({ outDir, pack: values.pack, onProgress: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(
    `Media ready in ${path.relative(process.cwd(), outDir) || '.'}: ${(bytes / 1_048_576).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`build-media failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
