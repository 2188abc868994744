import path from 'node:path';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import {
  KEYFRAME_SECONDS,
  MUSIC_LOUDNESS,
  SEGMENT_SECONDS,
  SONG_AUDIO_RUNGS,
  VIDEO_AUDIO_KBPS,
  gopFrames,
  ladderFor,
  qualityOf,
  thumbnailInterval,
  type VideoRung,
} from './ingest.ladder';
import { mainVideo, measureLoudness, probeCodec, probeSource, probeStartTime, runFfmpeg, type ProbedSource } from './ingest.ffmpeg';
import {
  audioMasterPlaylist,
  avcCodec,
  measureMediaPlaylist,
  videoMasterPlaylist,
  type AlternateEntry,
  type RenditionStats,
  type VariantEntry,
} from './ingest.playlists';
import { languageName, languageTag, parseCues, segmentSubtitles } from './ingest.subtitles';
import { SPRITE_PATTERN, planThumbnails, thumbnailFilter, thumbnailTrack } from './ingest.thumbnails';
import { rungMaster, rungPlaylist } from '../../../contract/hls-rungs';

// Packages one source into a folder that holds everything a title plays: the master playlist,
// the H.264 ladder (CMAF fMP4, 6-second segments, keyframes every 2 s on the same instants in
// every rung), AAC audio per language, WebVTT subtitles, seek thumbnails, and the single-variant
// masters the per-quality play URLs point at. Nothing here knows where the folder goes next:
// publishing it (to the media directory, or to object storage) is the caller's step.
//
// Resumable: each finished step leaves a marker in `.steps/` with what it measured, and a rerun
// on the same source and options skips it. The video rungs not yet done are encoded together in
// one ffmpeg process (the source is decoded once and split), so a crash loses only the rungs
// that were still being encoded.

export interface TrackFile {
  /** Language tag (hi, ta, te, en ...). */
  language: string;
  file: string;
}

export interface PackageRequest {
  source: string;
  /** 'audio' packages a song: audio-only rungs, loudness normalised. */
  kind: 'video' | 'audio';
  /** Language of the source's main audio when the file does not say. */
  language?: string;
  /** Dubbed audio in files of their own, beside the source's own audio streams. */
  audio?: TrackFile[];
  subtitles?: TrackFile[];
  /** EBU R128 loudness normalisation (songs and music videos). */
  normaliseLoudness?: boolean;
  /** x264 preset of the ladder (veryfast: see bench/README.md "Media ingest"). */
  preset?: string;
}

export interface PackagedVariant {
  name: string;
  quality: number;
  width: number | null;
  height: number | null;
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  frameRate: number | null;
  /** A playlist that plays this rung alone, with its audio and subtitles. */
  playlist: string;
}

export interface PackagedTrack {
  type: 'AUDIO' | 'SUBTITLES';
  language: string;
  name: string;
  isDefault: boolean;
  playlist: string;
}

export interface PackageResult {
  kind: 'video' | 'audio';
  durationSeconds: number;
  master: string;
  thumbnails: string | null;
  variants: PackagedVariant[];
  tracks: PackagedTrack[];
}

export interface PackageProgress {
  /** 0 to 1 over the whole ingest. */
  fraction: number;
  step: string;
  /** The running ffmpeg's speed, a multiple of real time (0 when unknown). */
  speed: number;
  /** Seconds left, from the time taken so far (null until there is a measure). */
  etaSeconds: number | null;
}

export interface PackageOptions {
  signal?: AbortSignal;
  onProgress?: (progress: PackageProgress) => void;
  onLog?: (line: string) => void;
}

const STEPS_DIR = '.steps';
const MASTER = 'master.m3u8';
const THUMBS_DIR = 'thumbs';
const THUMBS_TRACK = `${THUMBS_DIR}/thumbnails.vtt`;
const DEFAULT_PRESET = 'veryfast';

function hlsOutput(dir: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(dir, 'seg-%04d.m4s'),
    path.join(dir, 'index.m3u8'),
  ];
}

/** The step markers of a work folder: what each finished step measured. */
function markers(workDir: string) {
  const file = (step: string) => path.join(workDir, STEPS_DIR, `${step}.json`);
  return {
    async read<T>(step: string): Promise<T | null> {
      try {
        return JSON.parse(await readFile(file(step), 'utf8')) as T;
      } catch {
        return null;
      }
    },
    async write(step: string, value: unknown): Promise<void> {
      await writeFile(file(step), JSON.stringify(value));
    },
  };
}

/** What the work folder was made from: a different source or different options start afresh. */
async function signatureOf(request: PackageRequest): Promise<string> {
  const files = [request.source, ...(request.audio ?? []).map((t) => t.file), ...(request.subtitles ?? []).map((t) => t.file)];
  const stamps = await Promise.all(
    files.map(async (file) => ({ file, ...(({ size, mtimeMs }) => ({ size, mtimeMs }))(await stat(file)) })),
  );
  return createHash('sha256')
    .update(JSON.stringify({ request: { ...request, preset: request.preset ?? DEFAULT_PRESET }, stamps }))
    .digest('hex');
}

interface AudioTrackPlan {
  step: string;
  language: string;
  file: string;
  /** ffmpeg's stream specifier in that file */
  stream: string;
}

/** The audio languages of a video title: the source's own audio streams, then the files given. */
function audioPlan(request: PackageRequest, source: ProbedSource): AudioTrackPlan[] {
  const plans: AudioTrackPlan[] = [];
  const seen = new Set<string>();
  const add = (language: string, file: string, stream: string) => {
    const tag = languageTag(language);
    if (seen.has(tag)) throw new Error(`Two audio tracks in ${languageName(tag)} (${tag}): give each language once`);
    seen.add(tag);
    plans.push({ step: `audio-${tag}`, language: tag, file, stream });
  };
  const own = source.streams.filter((stream) => stream.codecType === 'audio');
  own.forEach((stream, n) =>
    add(stream.language ?? (n === 0 ? (request.language ?? 'und') : `und-x-${n + 1}`), request.source, `0:${stream.index}`),
  );
  for (const track of request.audio ?? []) add(track.language, track.file, '0:a:0');
  return plans;
}

/** Packages `request.source` into `workDir` (created if need be; a finished step is kept). */
export async function packageMedia(request: PackageRequest, workDir: string, options: PackageOptions = {}): Promise<PackageResult> {
  const log = options.onLog ?? (() => undefined);
  const steps = markers(workDir);
  const signature = await signatureOf(request);
  const previous = await steps.read<{ signature: string }>('source');
  if (previous?.signature !== signature) {
    if (previous) log('source or options changed since the last run: starting afresh');
    await rm(workDir, { recursive: true, force: true });
  }
  await mkdir(path.join(workDir, STEPS_DIR), { recursive: true });
  await steps.write('source', { signature });

  const source = await probeSource(request.source);
  const duration = source.durationSeconds;
  const video = mainVideo(source);
  if (request.kind === 'video' && !video) throw new Error(`${request.source} has no video stream`);
  if (request.kind === 'audio' && !source.streams.some((stream) => stream.codecType === 'audio'))
    throw new Error(`${request.source} has no audio stream`);

  // progress: each step weighs its share of the work (the video ladder is most of it)
  const work: Array<{ step: string; weight: number }> = [];
  const started = Date.now();
  let doneWeight = 0;
  const totalWeight = () => work.reduce((sum, item) => sum + item.weight, 0) || 1;
  const report = (step: string, stepFraction: number, speed: number) => {
    const item = work.find((entry) => entry.step === step);
    const fraction = Math.min(1, (doneWeight + (item ? item.weight * stepFraction : 0)) / totalWeight());
    const elapsed = (Date.now() - started) / 1000;
    options.onProgress?.({
      fraction,
      step,
      speed,
      etaSeconds: fraction > 0.01 && elapsed > 1 ? (elapsed * (1 - fraction)) / fraction : null,
    });
  };
  const finish = (step: string) => {
    doneWeight += work.find((entry) => entry.step === step)?.weight ?? 0;
    report(step, 0, 0);
  };
  const encode = (step: string, args: string[]) =>
    runFfmpeg(args, {
      signal: options.signal,
      onProgress: ({ seconds, speed }) => report(step, Math.min(1, seconds / duration), speed),
    });

  if (request.kind === 'audio') return packageSong(request, workDir, source, { steps, work, encode, finish, log });

  const frameRate = Math.min(video!.frameRate ?? 25, 60);
  const rungs = ladderFor(video!.width!, video!.height!);
  const audioTracks = audioPlan(request, source);
  const thumbs = planThumbnails(duration, thumbnailInterval(duration), video!.width!, video!.height!);
  const pendingRungs: VideoRung[] = [];
  for (const rung of rungs) if (!(await steps.read(`video-${rung.name}`))) pendingRungs.push(rung);
  const thumbsPending = !(await steps.read('thumbnails'));
  const pendingAudio: AudioTrackPlan[] = [];
  for (const track of audioTracks) if (!(await steps.read(track.step))) pendingAudio.push(track);
  for (const track of pendingAudio) work.push({ step: track.step, weight: duration * 0.04 });
  if (pendingRungs.length > 0 || thumbsPending) work.push({ step: 'video', weight: duration });
  if (pendingRungs.length < rungs.length) log(`resuming: ${rungs.length - pendingRungs.length} of ${rungs.length} rungs already done`);

  // audio: one AAC rendition per language
  for (const track of pendingAudio) {
    const dir = path.join(workDir, track.step);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const loudness = request.normaliseLoudness ? await measureLoudness(track.file, track.stream, MUSIC_LOUDNESS) : null;
    log(`audio ${languageName(track.language)}: AAC ${VIDEO_AUDIO_KBPS} kbit/s`);
    await encode(track.step, [
      '-i',
      track.file,
      '-map',
      track.stream,
      '-vn',
      ...(loudness ? ['-af', `${loudness},aresample=48000`] : []),
      '-c:a',
      'aac',
      '-b:a',
      `${VIDEO_AUDIO_KBPS}k`,
      '-ac',
      '2',
      '-ar',
      '48000',
      ...hlsOutput(dir),
    ]);
    await steps.write(track.step, { stats: await measureMediaPlaylist(path.join(dir, 'index.m3u8')) });
    finish(track.step);
  }

  // video: the rungs not yet done (and the thumbnails) from one decode of the source
  if (pendingRungs.length > 0 || thumbsPending) {
    const gop = gopFrames(frameRate);
    const outputs = pendingRungs.length + (thumbsPending ? 1 : 0);
    const labels = Array.from({ length: outputs }, (_, n) => `[s${n}]`).join('');
    const filters = [`[0:v:0]${frameRate === video!.frameRate ? '' : `fps=${frameRate},`}format=yuv420p,split=${outputs}${labels}`];
    const args: string[] = [];
    pendingRungs.forEach((rung, n) => {
      filters.push(`[s${n}]scale=${rung.width}:${rung.height}:flags=bicubic[v${n}]`);
      const dir = path.join(workDir, rung.name);
      args.push(
        '-map',
        `[v${n}]`,
        '-an',
        '-sn',
        '-c:v',
        'libx264',
        '-preset',
        request.preset ?? DEFAULT_PRESET,
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
        '-b:v',
        `${rung.kbps}k`,
        '-maxrate',
        `${Math.round(rung.kbps * 1.1)}k`,
        '-bufsize',
        `${rung.kbps * KEYFRAME_SECONDS}k`,
        '-g',
        String(gop),
        '-keyint_min',
        String(gop),
        '-sc_threshold',
        '0',
        '-force_key_frames',
        `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
        ...hlsOutput(dir),
      );
    });
    if (thumbsPending) {
      filters.push(`[s${outputs - 1}]${thumbnailFilter(thumbs)}[thumbs]`);
      args.push('-map', '[thumbs]', '-q:v', '5', '-f', 'image2', path.join(workDir, THUMBS_DIR, SPRITE_PATTERN));
    }
    for (const rung of pendingRungs) {
      await rm(path.join(workDir, rung.name), { recursive: true, force: true });
      await mkdir(path.join(workDir, rung.name), { recursive: true });
    }
    if (thumbsPending) {
      await rm(path.join(workDir, THUMBS_DIR), { recursive: true, force: true });
      await mkdir(path.join(workDir, THUMBS_DIR), { recursive: true });
    }
    log(
      `video: ${pendingRungs.map((rung) => rung.name).join(', ') || 'no rungs'}${thumbsPending ? ' and seek thumbnails' : ''} (x264 ${request.preset ?? DEFAULT_PRESET})`,
    );
    await encode('video', ['-i', request.source, '-filter_complex_threads', '2', '-filter_complex', filters.join(';'), ...args]);
    for (const rung of pendingRungs) {
      const playlist = path.join(workDir, rungPlaylist(rung.name));
      const codec = await probeCodec(playlist);
      await steps.write(`video-${rung.name}`, {
        stats: await measureMediaPlaylist(playlist),
        codec: codec ? avcCodec(codec.profile, codec.level) : 'avc1.640028',
      });
    }
    if (thumbsPending) {
      await writeFile(path.join(workDir, THUMBS_TRACK), thumbnailTrack(thumbs, duration));
      await steps.write('thumbnails', thumbs);
    }
    finish('video');
  }

  // subtitles: cues on the video's segment grid (instant; always rewritten)
  const startTime = await probeStartTime(path.join(workDir, rungPlaylist(rungs[0].name)));
  const subtitleTracks: PackagedTrack[] = [];
  const seenSubtitles = new Set<string>();
  for (const track of request.subtitles ?? []) {
    const language = languageTag(track.language);
    if (seenSubtitles.has(language))
      throw new Error(`Two subtitle files in ${languageName(language)} (${language}): give each language once`);
    seenSubtitles.add(language);
    const cues = parseCues(await readFile(track.file, 'utf8'));
    if (cues.length === 0) throw new Error(`${track.file} holds no subtitle cues (SRT or WebVTT expected)`);
    const dir = path.join(workDir, `subs-${language}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const segmented = segmentSubtitles(cues, duration, SEGMENT_SECONDS, startTime);
    for (const file of segmented.files) await writeFile(path.join(dir, file.name), file.text);
    await writeFile(path.join(dir, 'index.m3u8'), segmented.playlist);
    subtitleTracks.push({
      type: 'SUBTITLES',
      language,
      name: languageName(language),
      isDefault: false,
      playlist: `subs-${language}/index.m3u8`,
    });
    log(`subtitles ${languageName(language)}: ${cues.length} cues`);
  }

  // the master, and one single-variant master per rung for the per-quality play URLs
  const alternates: AlternateEntry[] = [];
  for (const [n, track] of audioTracks.entries()) {
    const measured = await steps.read<{ stats: RenditionStats }>(track.step);
    alternates.push({
      type: 'AUDIO',
      language: track.language,
      name: languageName(track.language),
      isDefault: n === 0,
      uri: `${track.step}/index.m3u8`,
      stats: measured!.stats,
    });
  }
  for (const track of subtitleTracks)
    alternates.push({ type: 'SUBTITLES', language: track.language, name: track.name, isDefault: false, uri: track.playlist });
  const variants: VariantEntry[] = [];
  for (const rung of rungs) {
    const measured = await steps.read<{ stats: RenditionStats; codec: string }>(`video-${rung.name}`);
    variants.push({
      uri: rungPlaylist(rung.name),
      stats: measured!.stats,
      width: rung.width,
      height: rung.height,
      videoCodec: measured!.codec,
      frameRate,
    });
  }
  // Apple devices start on the first variant listed: one near 2 Mbit/s, then the rest in order
  const first = [...rungs].reverse().find((rung) => rung.kbps <= 2000) ?? rungs[0];
  const ordered = [variants[rungs.indexOf(first)], ...variants.filter((_, n) => rungs[n] !== first)];
  await writeFile(path.join(workDir, MASTER), videoMasterPlaylist(ordered, alternates));
  const packaged: PackagedVariant[] = [];
  for (const [n, rung] of rungs.entries()) {
    const single = rungMaster(rung.name);
    const text = videoMasterPlaylist([variants[n]], alternates);
    await writeFile(path.join(workDir, single), text);
    const declared = /BANDWIDTH=(\d+),AVERAGE-BANDWIDTH=(\d+)/.exec(text)!;
    packaged.push({
      name: rung.name,
      quality: qualityOf(rung.height),
      width: rung.width,
      height: rung.height,
      bandwidth: Number(declared[1]),
      averageBandwidth: Number(declared[2]),
      codecs: alternates.some((entry) => entry.type === 'AUDIO') ? `${variants[n].videoCodec},mp4a.40.2` : variants[n].videoCodec,
      frameRate,
      playlist: single,
    });
  }
  return {
    kind: 'video',
    durationSeconds: duration,
    master: MASTER,
    thumbnails: THUMBS_TRACK,
    variants: packaged,
    tracks: [
      ...alternates
        .filter((entry) => entry.type === 'AUDIO')
        .map((entry): PackagedTrack => ({
          type: 'AUDIO',
          language: entry.language,
          name: entry.name,
          isDefault: entry.isDefault,
          playlist: entry.uri,
        })),
      ...subtitleTracks,
    ],
  };
}

interface StepTools {
  steps: ReturnType<typeof markers>;
  work: Array<{ step: string; weight: number }>;
  encode: (step: string, args: string[]) => Promise<void>;
  finish: (step: string) => void;
  log: (line: string) => void;
}

/** A song: loudness measured once (EBU R128), then one AAC-LC rendition per rung. */
async function packageSong(request: PackageRequest, workDir: string, source: ProbedSource, tools: StepTools): Promise<PackageResult> {
  const { steps, work, encode, finish, log } = tools;
  const duration = source.durationSeconds;
  const stream = `0:${source.streams.find((entry) => entry.codecType === 'audio')!.index}`;
  const pending: number[] = [];
  for (const kbps of SONG_AUDIO_RUNGS) if (!(await steps.read(`audio-${kbps}k`))) pending.push(kbps);
  for (const kbps of pending) work.push({ step: `audio-${kbps}k`, weight: duration * 0.05 });
  let loudness: string | null = null;
  if (pending.length > 0 && request.normaliseLoudness !== false) {
    const kept = await steps.read<{ filter: string }>('loudness');
    loudness = kept?.filter ?? (await measureLoudness(request.source, stream, MUSIC_LOUDNESS));
    await steps.write('loudness', { filter: loudness });
    log(`loudness: normalised to ${MUSIC_LOUDNESS.integrated} LUFS integrated, ${MUSIC_LOUDNESS.truePeak} dBTP`);
  }
  for (const kbps of pending) {
    const step = `audio-${kbps}k`;
    const dir = path.join(workDir, step);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    log(`audio: AAC ${kbps} kbit/s`);
    await encode(step, [
      '-i',
      request.source,
      '-map',
      stream,
      '-vn',
      ...(loudness ? ['-af', `${loudness},aresample=44100`] : []),
      '-c:a',
      'aac',
      '-profile:a',
      'aac_low',
      '-b:a',
      `${kbps}k`,
      '-ac',
      '2',
      '-ar',
      '44100',
      ...hlsOutput(dir),
    ]);
    await steps.write(step, { stats: await measureMediaPlaylist(path.join(dir, 'index.m3u8')) });
    finish(step);
  }
  const variants: Array<{ uri: string; stats: RenditionStats; kbps: number }> = [];
  for (const kbps of SONG_AUDIO_RUNGS) {
    const measured = await steps.read<{ stats: RenditionStats }>(`audio-${kbps}k`);
    variants.push({ uri: `audio-${kbps}k/index.m3u8`, stats: measured!.stats, kbps });
  }
  await writeFile(path.join(workDir, MASTER), audioMasterPlaylist(variants));
  return {
    kind: 'audio',
    durationSeconds: duration,
    master: MASTER,
    thumbnails: null,
    variants: variants.map((variant) => ({
      name: `${variant.kbps}k`,
      quality: 5,
      width: null,
      height: null,
      bandwidth: variant.stats.peak,
      averageBandwidth: variant.stats.average,
      codecs: 'mp4a.40.2',
      frameRate: null,
      playlist: variant.uri,
    })),
    tracks: [],
  };
}
