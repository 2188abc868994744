import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { ValidationError } from '../../platform/errors';
import { SEGMENT_SECONDS } from './ingest.ladder';
import { DURATION_TOLERANCE_SECONDS, lasting } from './ingest.inputs';
import type { RenditionStats } from './ingest.playlists';

// What the packaging of a video title and of a song share: what they answer, the step markers
// of a work folder, the HLS output every rendition is written with, and the check that a
// packaged rendition reaches the title's end.

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

export const STEPS_DIR = '.steps';
export const MASTER = 'master.m3u8';
export const THUMBS_DIR = 'thumbs';
export const THUMBS_TRACK = `${THUMBS_DIR}/thumbnails.vtt`;
export const DEFAULT_PRESET = 'veryfast';

/**
 * An HLS output into `dir`. `offset` moves its timestamps later: every rendition of a video title
 * gets the same, so the video's first frame (which B-frames would otherwise push later) and the
 * audio's first sample (which the AAC encoder's priming pushes earlier) keep the source's timing.
 */
export function hlsOutput(dir: string, offset?: number): string[] {
  return [
    ...(offset === undefined ? [] : ['-output_ts_offset', offset.toFixed(3)]),
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
export function markers(workDir: string) {
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

/** Refuses a packaged rendition that stops before the title's end: ffmpeg could not read it all. */
export function checkReachesEnd(what: string, packaged: RenditionStats, durationSeconds: number): void {
  if (packaged.duration < durationSeconds - DURATION_TOLERANCE_SECONDS)
    throw new ValidationError(
      `The ${what} stops at ${lasting(packaged.duration)}, but the source lasts ${lasting(durationSeconds)}: ffmpeg could not ` +
        'read the source to its end (the file is damaged). Nothing was published.',
    );
}

export interface StepTools {
  steps: ReturnType<typeof markers>;
  work: Array<{ step: string; weight: number }>;
  encode: (step: string, args: string[]) => Promise<void>;
  finish: (step: string) => void;
  log: (line: string) => void;
}
