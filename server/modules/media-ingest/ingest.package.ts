import path from 'node:path';
import { createHash } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { runFfmpeg } from './ingest.ffmpeg';
import { checkInputs, type PackageRequest } from './ingest.inputs';
import { packageSong } from './ingest.song';
import { packageVideo } from './ingest.video';
import { DEFAULT_PRESET, STEPS_DIR, markers, type PackageOptions, type PackageResult, type StepTools } from './ingest.steps';

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
// that were still being encoded. The steps of a video title are in ingest.video.ts, of a song in
// ingest.song.ts.

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
  const steps = await openWorkFolder(request, workDir, log);
  const tools: StepTools = { steps, log, ...progressOf(inputs.durationSeconds, options) };
  return request.kind === 'audio' ? packageSong(request, workDir, inputs, tools) : packageVideo(request, workDir, inputs, tools);
}

/** The work folder's step markers: kept from an earlier run of the same source and options, else emptied. */
async function openWorkFolder(request: PackageRequest, workDir: string, log: (line: string) => void) {
  const steps = markers(workDir);
  const signature = await signatureOf(request);
  const previous = await steps.read<{ signature: string }>('source');
  if (previous?.signature !== signature) {
    if (previous) log('source or options changed since the last run: starting afresh');
    await rm(workDir, { recursive: true, force: true });
  }
  await mkdir(path.join(workDir, STEPS_DIR), { recursive: true });
  await steps.write('source', { signature });
  return steps;
}

/** The progress over the whole ingest: each step weighs its share of the work, and ffmpeg reports how far it got. */
function progressOf(duration: number, options: PackageOptions): Pick<StepTools, 'work' | 'encode' | 'finish'> {
  const work: StepTools['work'] = [];
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
  return {
    work,
    finish(step) {
      doneWeight += work.find((entry) => entry.step === step)?.weight ?? 0;
      report(step, 0, 0);
    },
    encode: (step, args) =>
      runFfmpeg(args, {
        signal: options.signal,
        onProgress: ({ seconds, speed }) => report(step, Math.min(1, seconds / duration), speed),
      }),
  };
}
