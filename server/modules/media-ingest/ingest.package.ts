import path from 'node:path';
import { createHash } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import {
  KEYFRAME_SECONDS,
  MUSIC_LOUDNESS,
  SEGMENT_SECONDS,
  VIDEO_AUDIO_KBPS,
  gopFrames,
  ladderFor,
  presentationOffset,
  qualityOf,
  thumbnailInterval,
  type VideoRung,
} from './ingest.ladder';
import { measureLoudness, probeCodec, probeStartTime, runFfmpeg } from './ingest.ffmpeg';
import { checkInputs, type PackageRequest } from './ingest.inputs';
import {
  avcCodec,
  measureMediaPlaylist,
  videoMasterPlaylist,
  type AlternateEntry,
  type RenditionStats,
  type VariantEntry,
} from './ingest.playlists';
import { packageSong } from './ingest.song';
import {
  DEFAULT_PRESET,
  MASTER,
  STEPS_DIR,
  THUMBS_DIR,
  THUMBS_TRACK,
  checkReachesEnd,
  hlsOutput,
  markers,
  type PackageOptions,
  type PackageResult,
  type PackagedTrack,
  type PackagedVariant,
} from './ingest.steps';
import { segmentSubtitles } from './ingest.subtitles';
import { SPRITE_PATTERN, planThumbnails, thumbnailFilter, thumbnailTrack } from './ingest.thumbnails';
import { rungMaster, rungPlaylist } from '../../../contract/hls-rungs';

// Packages one source into a folder that holds everything a title plays: the master playlist,
// the H.264 ladder (CMAF fMP4, 6-second segments, keyframes every 2 s on the same instants in
// every rung), AAC audio per language, WebVTT subtitles, seek thumbnails, and the single-variant
// masters the per-quality play URLs point at. Nothing here knows where the folder goes next:
// publishing it (to the media directory, or to object storage) is the caller's step.
//
// Every input is checked first (ingest.inputs.ts), and every rendition is measured afterwards: a
// source that could not be read to its end is refused, never published short.
//
// Resumable: each finished step leaves a marker in `.steps/` with what it measured, and a rerun
// on the same source and options skips it. The video rungs not yet done are encoded together in
// one ffmpeg process (the source is decoded once and split), so a crash loses only the rungs
// that were still being encoded.

export type { PackageRequest, TrackFile } from './ingest.inputs';
export type { PackageOptions, PackageProgress, PackageResult, PackagedTrack, PackagedVariant } from './ingest.steps';

/** Bumped when the packaging changes, so that a work folder of an earlier version is not resumed. */
const PACKAGING_VERSION = 2;

/** What the work folder was made from: a different source or different options start afresh. */
async function signatureOf(request: PackageRequest): Promise<string> {
  const files = [request.source, ...(request.audio ?? []).map((t) => t.file), ...(request.subtitles ?? []).map((t) => t.file)];
  const stamps = await Promise.all(
    files.map(async (file) => ({ file, ...(({ size, mtimeMs }) => ({ size, mtimeMs }))(await stat(file)) })),
  );
  return createHash('sha256')
    .update(JSON.stringify({ version: PACKAGING_VERSION, request: { ...request, preset: request.preset ?? DEFAULT_PRESET }, stamps }))
    .digest('hex');
}

/** Packages `request.source` into `workDir` (created if need be; a finished step is kept). */
export async function packageMedia(request: PackageRequest, workDir: string, options: PackageOptions = {}): Promise<PackageResult> {
  const log = options.onLog ?? (() => undefined);
  // before anything is encoded (or a work folder touched): every input is what it says
  const inputs = await checkInputs(request, log);
  const steps = markers(workDir);
  const signature = await signatureOf(request);
  const previous = await steps.read<{ signature: string }>('source');
  if (previous?.signature !== signature) {
    if (previous) log('source or options changed since the last run: starting afresh');
    await rm(workDir, { recursive: true, force: true });
  }
  await mkdir(path.join(workDir, STEPS_DIR), { recursive: true });
  await steps.write('source', { signature });
  const duration = inputs.durationSeconds;

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

  if (request.kind === 'audio') return packageSong(request, workDir, inputs, { steps, work, encode, finish, log });

  const video = inputs.video!;
  const frameRate = Math.min(video.frameRate ?? 25, 60);
  const offset = presentationOffset(frameRate);
  const rungs = ladderFor(video.width!, video.height!);
  const audioTracks = inputs.audio;
  const thumbs = planThumbnails(duration, thumbnailInterval(duration), video.width!, video.height!);
  const pendingRungs: VideoRung[] = [];
  for (const rung of rungs) if (!(await steps.read(`video-${rung.name}`))) pendingRungs.push(rung);
  const thumbsPending = !(await steps.read('thumbnails'));
  const pendingAudio: typeof audioTracks = [];
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
    log(`audio ${track.name}: AAC ${VIDEO_AUDIO_KBPS} kbit/s`);
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
      ...hlsOutput(dir, offset),
    ]);
    const stats = await measureMediaPlaylist(path.join(dir, 'index.m3u8'));
    checkReachesEnd(`${track.name} audio`, stats, duration);
    await steps.write(track.step, { stats });
    finish(track.step);
  }

  // video: the rungs not yet done (and the thumbnails) from one decode of the source
  if (pendingRungs.length > 0 || thumbsPending) {
    const gop = gopFrames(frameRate);
    const outputs = pendingRungs.length + (thumbsPending ? 1 : 0);
    const labels = Array.from({ length: outputs }, (_, n) => `[s${n}]`).join('');
    const filters = [
      `[0:${video.index}]${frameRate === video.frameRate ? '' : `fps=${frameRate},`}format=yuv420p,split=${outputs}${labels}`,
    ];
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
        ...hlsOutput(dir, offset),
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
      const stats = await measureMediaPlaylist(playlist);
      checkReachesEnd(`${rung.name} video`, stats, duration);
      await steps.write(`video-${rung.name}`, {
        stats,
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
  for (const track of inputs.subtitles) {
    const dir = path.join(workDir, `subs-${track.language}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const segmented = segmentSubtitles(track.cues, duration, SEGMENT_SECONDS, startTime);
    for (const file of segmented.files) await writeFile(path.join(dir, file.name), file.text);
    await writeFile(path.join(dir, 'index.m3u8'), segmented.playlist);
    subtitleTracks.push({
      type: 'SUBTITLES',
      language: track.language,
      name: track.name,
      isDefault: false,
      playlist: `subs-${track.language}/index.m3u8`,
    });
    log(`subtitles ${track.name}: ${track.cues.length} cues`);
  }

  // the master, and one single-variant master per rung for the per-quality play URLs
  const alternates: AlternateEntry[] = [];
  for (const [n, track] of audioTracks.entries()) {
    const measured = await steps.read<{ stats: RenditionStats }>(track.step);
    alternates.push({
      type: 'AUDIO',
      language: track.language,
      name: track.name,
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
