import { spawn } from 'node:child_process';

// ffmpeg and ffprobe for the ingest: ffmpeg reports its progress on a pipe (-progress), which
// becomes the progress bar's position, speed and time left; an abort signal stops it (the origin
// shutting down), and what it had finished stays for the next run.

export interface FfmpegProgress {
  /** Seconds of the source done. */
  seconds: number;
  /** Multiple of real time, as ffmpeg measures it. */
  speed: number;
}

export class FfmpegError extends Error {}

/** Runs a command, collecting stdout and the tail of stderr. */
export function runCommand(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; onStdoutLine?: (line: string) => void } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (!options.onStdoutLine) {
        stdout += text;
        return;
      }
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onStdoutLine(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (options.onStdoutLine && pending.trim()) options.onStdoutLine(pending.trim());
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

/**
 * Runs ffmpeg (niced: the origin's requests come first) and reports progress through
 * `onProgress`; throws with ffmpeg's last words when it fails.
 */
export async function runFfmpeg(
  args: string[],
  options: { signal?: AbortSignal; onProgress?: (progress: FfmpegProgress) => void } = {},
): Promise<void> {
  const full = ['-n', '10', 'ffmpeg', '-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args];
  let seconds = 0;
  let speed = 0;
  const { code, stderr } = await runCommand('nice', full, {
    signal: options.signal,
    onStdoutLine: (line) => {
      const [key, value] = line.split('=', 2);
      if (key === 'out_time_us' || key === 'out_time_ms') {
        // both are microseconds (ffmpeg's out_time_ms is misnamed); N/A before the first frame
        const micro = Number(value);
        if (Number.isFinite(micro) && micro > 0) seconds = micro / 1e6;
      } else if (key === 'speed') {
        const parsed = Number.parseFloat(value);
        if (Number.isFinite(parsed)) speed = parsed;
      } else if (key === 'progress') {
        options.onProgress?.({ seconds, speed });
      }
    },
  });
  if (code !== 0) throw new FfmpegError(`ffmpeg failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
}

export interface ProbedStream {
  index: number;
  codecType: 'video' | 'audio' | 'subtitle' | string;
  codecName: string;
  width?: number;
  height?: number;
  frameRate?: number;
  language?: string;
  channels?: number;
  /** attached pictures (cover art) are streams too */
  attachedPicture: boolean;
}

export interface ProbedSource {
  durationSeconds: number;
  /** The container gives no duration of its own: ffprobe guessed it from the bit rate (an MP3 without a header). */
  durationEstimated: boolean;
  streams: ProbedStream[];
}

interface FfprobeJson {
  format?: { duration?: string };
  streams?: Array<{
    index: number;
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    channels?: number;
    duration?: string;
    tags?: { language?: string };
    disposition?: { attached_pic?: number };
  }>;
}

function rate(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const [num, den] = text.split('/').map(Number);
  const value = den ? num / den : num;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** What a source holds: its duration and streams (video size and frame rate, audio languages). */
export async function probeSource(file: string): Promise<ProbedSource> {
  const { code, stdout, stderr } = await runCommand('ffprobe', ['-v', 'warning', '-show_format', '-show_streams', '-of', 'json', file]);
  if (code !== 0) throw new FfmpegError(`${file} is not a media file ffprobe can read: ${stderr.trim().split('\n').pop() ?? ''}`);
  const json = JSON.parse(stdout) as FfprobeJson;
  const streams = (json.streams ?? []).map((stream): ProbedStream => ({
    index: stream.index,
    codecType: stream.codec_type ?? 'data',
    codecName: stream.codec_name ?? '',
    width: stream.width,
    height: stream.height,
    frameRate: rate(stream.avg_frame_rate) ?? rate(stream.r_frame_rate),
    language: stream.tags?.language && stream.tags.language !== 'und' ? stream.tags.language : undefined,
    channels: stream.channels,
    attachedPicture: stream.disposition?.attached_pic === 1,
  }));
  const duration = Number(json.format?.duration ?? json.streams?.find((stream) => stream.duration)?.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new FfmpegError(`${file} has no duration ffprobe can read`);
  return { durationSeconds: duration, durationEstimated: /Estimating duration from bitrate/.test(stderr), streams };
}

/**
 * Where each stream's packets end (the last packet's time plus its duration), in seconds, reading
 * only from `fromSeconds` on: a stream with no packet there is missing from the map. The file is
 * demuxed, not decoded, so even a whole film reads in seconds.
 */
export async function probeStreamEnds(file: string, fromSeconds = 0): Promise<Map<number, number>> {
  const ends = new Map<number, number>();
  const { code, stderr } = await runCommand(
    'ffprobe',
    [
      '-v',
      'error',
      ...(fromSeconds > 0 ? ['-read_intervals', `${fromSeconds.toFixed(3)}%`] : []),
      '-show_entries',
      'packet=stream_index,pts_time,duration_time',
      '-of',
      'csv=p=0',
      file,
    ],
    {
      onStdoutLine: (line) => {
        const [index, pts, duration] = line.split(',').map(Number);
        if (!Number.isFinite(index) || !Number.isFinite(pts)) return;
        const end = pts + (Number.isFinite(duration) ? duration : 0);
        if (end > (ends.get(index) ?? -Infinity)) ends.set(index, end);
      },
    },
  );
  // a cut file makes the demuxer complain and stop, which is what we are measuring
  if (code !== 0 && ends.size === 0) throw new FfmpegError(`${file} cannot be read: ${stderr.trim().split('\n').pop() ?? ''}`);
  return ends;
}

/** The first video stream that is a picture sequence, not cover art. */
export function mainVideo(source: ProbedSource): ProbedStream | undefined {
  return source.streams.find((stream) => stream.codecType === 'video' && !stream.attachedPicture && stream.width && stream.height);
}

/** Profile and level of a packaged rendition's video, for its CODECS attribute. */
export async function probeCodec(playlist: string): Promise<{ profile: string; level: number } | null> {
  const { code, stdout } = await runCommand('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=profile,level',
    '-of',
    'json',
    playlist,
  ]);
  if (code !== 0) return null;
  const stream = (JSON.parse(stdout) as { streams?: Array<{ profile?: string; level?: number }> }).streams?.[0];
  return stream?.profile && stream.level ? { profile: stream.profile, level: stream.level } : null;
}

/** When the packaged media's first sample plays, in seconds (subtitles map their time 0 there). */
export async function probeStartTime(playlist: string): Promise<number> {
  const { code, stdout } = await runCommand('ffprobe', ['-v', 'error', '-show_entries', 'format=start_time', '-of', 'csv=p=0', playlist]);
  const value = Number(stdout.trim());
  return code === 0 && Number.isFinite(value) ? value : 0;
}

/** Two-pass loudness normalisation: the first pass measures (EBU R128), the second applies linearly. */
export async function measureLoudness(
  file: string,
  streamSpecifier: string,
  target: { integrated: number; truePeak: number; range: number },
): Promise<string> {
  const base = `loudnorm=I=${target.integrated}:TP=${target.truePeak}:LRA=${target.range}`;
  const { code, stderr } = await runCommand('nice', [
    '-n',
    '10',
    'ffmpeg',
    '-hide_banner',
    '-nostdin',
    '-i',
    file,
    '-map',
    streamSpecifier,
    '-af',
    `${base}:print_format=json`,
    '-f',
    'null',
    '-',
  ]);
  const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(stderr)?.[0];
  if (code !== 0 || !json) throw new FfmpegError(`could not measure the loudness of ${file}`);
  const measured = JSON.parse(json) as Record<string, string>;
  // silence measures -inf: nothing to normalise
  if (!Number.isFinite(Number(measured.input_i))) return 'anull';
  return (
    `${base}:measured_I=${measured.input_i}:measured_TP=${measured.input_tp}:measured_LRA=${measured.input_lra}` +
    `:measured_thresh=${measured.input_thresh}:offset=${measured.target_offset}:linear=true`
  );
}
