import path from 'node:path';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
import { measureLoudness, probeCodec, probeStartTime } from './ingest.ffmpeg';
import type { AudioInput, CheckedInputs, PackageRequest } from './ingest.inputs';
import {
  avcCodec,
  measureMediaPlaylist,
  videoMasterPlaylist,
  type AlternateEntry,
  type RenditionStats,
  type VariantEntry,
} from './ingest.playlists';
import {
  DEFAULT_PRESET,
  MASTER,
  THUMBS_DIR,
  THUMBS_TRACK,
  checkReachesEnd,
  hlsOutput,
  type PackageResult,
  type PackagedTrack,
  type PackagedVariant,
  type StepTools,
} from './ingest.steps';
import { segmentSubtitles } from './ingest.subtitles';
import { SPRITE_PATTERN, planThumbnails, thumbnailFilter, thumbnailTrack, type ThumbnailPlan } from './ingest.thumbnails';
import { rungMaster, rungPlaylist } from '../../../contract/hls-rungs';

// A video title, in named steps: plan the ladder and what a rerun still has to do, encode the
// audio languages, encode the video rungs and the seek thumbnails from one decode of the source,
// segment the subtitles, then write the masters.

/** What every step of a video title reads. */
interface VideoPlan {
  request: PackageRequest;
  workDir: string;
  inputs: CheckedInputs;
  duration: number;
  frameRate: number;
  /** The same timestamp offset for every rendition (hlsOutput). */
  offset: number;
  rungs: VideoRung[];
  thumbs: ThumbnailPlan;
}

/** What is left to do: the steps without a marker from an earlier run. */
interface Pending {
  audio: AudioInput[];
  rungs: VideoRung[];
  thumbnails: boolean;
}

export async function packageVideo(
  request: PackageRequest,
  workDir: string,
  inputs: CheckedInputs,
  tools: StepTools,
): Promise<PackageResult> {
  const plan = planVideo(request, workDir, inputs);
  const pending = await pendingSteps(plan, tools);
  await encodeAudioTracks(plan, pending.audio, tools);
  if (pending.rungs.length > 0 || pending.thumbnails) await encodeLadder(plan, pending, tools);
  const subtitleTracks = await writeSubtitles(plan, tools.log);
  return writeMasters(plan, subtitleTracks, tools);
}

function planVideo(request: PackageRequest, workDir: string, inputs: CheckedInputs): VideoPlan {
  const video = inputs.video!;
  const duration = inputs.durationSeconds;
  const frameRate = Math.min(video.frameRate ?? 25, 60);
  return {
    request,
    workDir,
    inputs,
    duration,
    frameRate,
    offset: presentationOffset(frameRate),
    rungs: ladderFor(video.width!, video.height!),
    thumbs: planThumbnails(duration, thumbnailInterval(duration), video.width!, video.height!),
  };
}

/** Reads the markers, and weighs the work left for the progress (the video ladder is most of it). */
async function pendingSteps({ rungs, inputs, duration }: VideoPlan, { steps, work, log }: StepTools): Promise<Pending> {
  const pending: Pending = { audio: [], rungs: [], thumbnails: !(await steps.read('thumbnails')) };
  for (const rung of rungs) if (!(await steps.read(`video-${rung.name}`))) pending.rungs.push(rung);
  for (const track of inputs.audio) if (!(await steps.read(track.step))) pending.audio.push(track);
  for (const track of pending.audio) work.push({ step: track.step, weight: duration * 0.04 });
  if (pending.rungs.length > 0 || pending.thumbnails) work.push({ step: 'video', weight: duration });
  if (pending.rungs.length < rungs.length) log(`resuming: ${rungs.length - pending.rungs.length} of ${rungs.length} rungs already done`);
  return pending;
}

/** One AAC rendition per language. */
async function encodeAudioTracks(plan: VideoPlan, tracks: AudioInput[], { steps, encode, finish, log }: StepTools): Promise<void> {
  for (const track of tracks) {
    const dir = path.join(plan.workDir, track.step);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const loudness = plan.request.normaliseLoudness ? await measureLoudness(track.file, track.stream, MUSIC_LOUDNESS) : null;
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
      ...hlsOutput(dir, plan.offset),
    ]);
    const stats = await measureMediaPlaylist(path.join(dir, 'index.m3u8'));
    checkReachesEnd(`${track.name} audio`, stats, plan.duration);
    await steps.write(track.step, { stats });
    finish(track.step);
  }
}

/** The x264 output of one rung: the same keyframe instants in every rung, so players switch on any segment. */
function rungArgs(plan: VideoPlan, rung: VideoRung, input: string): string[] {
  const gop = gopFrames(plan.frameRate);
  return [
    '-map',
    input,
    '-an',
    '-sn',
    '-c:v',
    'libx264',
    '-preset',
    plan.request.preset ?? DEFAULT_PRESET,
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
    ...hlsOutput(path.join(plan.workDir, rung.name), plan.offset),
  ];
}

/** The rungs not yet done, and the thumbnails if they are not, from one decode of the source split in as many outputs. */
async function encodeLadder(plan: VideoPlan, pending: Pending, { steps, encode, finish, log }: StepTools): Promise<void> {
  const { request, workDir, inputs, duration, frameRate, thumbs } = plan;
  const video = inputs.video!;
  const outputs = pending.rungs.length + (pending.thumbnails ? 1 : 0);
  const labels = Array.from({ length: outputs }, (_, n) => `[s${n}]`).join('');
  const filters = [`[0:${video.index}]${frameRate === video.frameRate ? '' : `fps=${frameRate},`}format=yuv420p,split=${outputs}${labels}`];
  const args: string[] = [];
  pending.rungs.forEach((rung, n) => {
    filters.push(`[s${n}]scale=${rung.width}:${rung.height}:flags=bicubic[v${n}]`);
    args.push(...rungArgs(plan, rung, `[v${n}]`));
  });
  if (pending.thumbnails) {
    filters.push(`[s${outputs - 1}]${thumbnailFilter(thumbs)}[thumbs]`);
    args.push('-map', '[thumbs]', '-q:v', '5', '-f', 'image2', path.join(workDir, THUMBS_DIR, SPRITE_PATTERN));
  }
  const dirs = [...pending.rungs.map((rung) => rung.name), ...(pending.thumbnails ? [THUMBS_DIR] : [])];
  for (const dir of dirs) {
    await rm(path.join(workDir, dir), { recursive: true, force: true });
    await mkdir(path.join(workDir, dir), { recursive: true });
  }
  log(
    `video: ${pending.rungs.map((rung) => rung.name).join(', ') || 'no rungs'}${pending.thumbnails ? ' and seek thumbnails' : ''} (x264 ${request.preset ?? DEFAULT_PRESET})`,
  );
  await encode('video', ['-i', request.source, '-filter_complex_threads', '2', '-filter_complex', filters.join(';'), ...args]);
  for (const rung of pending.rungs) {
    const playlist = path.join(workDir, rungPlaylist(rung.name));
    const codec = await probeCodec(playlist);
    const stats = await measureMediaPlaylist(playlist);
    checkReachesEnd(`${rung.name} video`, stats, duration);
    await steps.write(`video-${rung.name}`, {
      stats,
      codec: codec ? avcCodec(codec.profile, codec.level) : 'avc1.640028',
    });
  }
  if (pending.thumbnails) {
    await writeFile(path.join(workDir, THUMBS_TRACK), thumbnailTrack(thumbs, duration));
    await steps.write('thumbnails', thumbs);
  }
  finish('video');
}

/** Cues on the video's segment grid (instant; always rewritten). */
async function writeSubtitles({ workDir, inputs, duration, rungs }: VideoPlan, log: (line: string) => void): Promise<PackagedTrack[]> {
  const startTime = await probeStartTime(path.join(workDir, rungPlaylist(rungs[0].name)));
  const tracks: PackagedTrack[] = [];
  for (const track of inputs.subtitles) {
    const dir = path.join(workDir, `subs-${track.language}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const segmented = segmentSubtitles(track.cues, duration, SEGMENT_SECONDS, startTime);
    for (const file of segmented.files) await writeFile(path.join(dir, file.name), file.text);
    await writeFile(path.join(dir, 'index.m3u8'), segmented.playlist);
    tracks.push({
      type: 'SUBTITLES',
      language: track.language,
      name: track.name,
      isDefault: false,
      playlist: `subs-${track.language}/index.m3u8`,
    });
    log(`subtitles ${track.name}: ${track.cues.length} cues`);
  }
  return tracks;
}

/** The master, and one single-variant master per rung for the per-quality play URLs. */
async function writeMasters(plan: VideoPlan, subtitleTracks: PackagedTrack[], { steps }: StepTools): Promise<PackageResult> {
  const { workDir, inputs, duration, frameRate, rungs } = plan;
  const alternates: AlternateEntry[] = [];
  for (const [n, track] of inputs.audio.entries()) {
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
