import path from 'node:path';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { MUSIC_LOUDNESS, SONG_AUDIO_RUNGS } from './ingest.ladder';
import { measureLoudness } from './ingest.ffmpeg';
import type { CheckedInputs, PackageRequest } from './ingest.inputs';
import { audioMasterPlaylist, measureMediaPlaylist, type RenditionStats } from './ingest.playlists';
import { MASTER, checkReachesEnd, hlsOutput, type PackageResult, type StepTools } from './ingest.steps';

/** A song: loudness measured once (EBU R128), then one AAC-LC rendition per rung. */
export async function packageSong(
  request: PackageRequest,
  workDir: string,
  inputs: CheckedInputs,
  tools: StepTools,
): Promise<PackageResult> {
  const { steps, work, encode, finish, log } = tools;
  const duration = inputs.durationSeconds;
  const { stream } = inputs.audio[0];
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
    const stats = await measureMediaPlaylist(path.join(dir, 'index.m3u8'));
    checkReachesEnd(`${kbps} kbit/s audio`, stats, duration);
    await steps.write(step, { stats });
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
