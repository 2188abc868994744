import { QUALITY } from '../../../contract/constants';

// The encoding ladder of an ingest, after Apple's HLS authoring specification for Apple devices
// (its H.264 bit rate table, one rung per resolution): 16:9 rungs from 234p up to the source's
// own height, never upscaled. Bit rates are average targets in kbit/s; the encoder caps each
// rung at 110 % of its target over a two-second buffer (capped VBR), which keeps the measured
// average within a few percent of the target and the peak within Apple's 200 %.

export interface VideoRung {
  /** Folder and playlist name: the rung's height, e.g. "720p". */
  name: string;
  width: number;
  height: number;
  /** Target average bit rate, kbit/s. */
  kbps: number;
}

export const APPLE_LADDER: readonly VideoRung[] = [
  { name: '234p', width: 416, height: 234, kbps: 145 },
  { name: '360p', width: 640, height: 360, kbps: 365 },
  { name: '432p', width: 768, height: 432, kbps: 730 },
  { name: '540p', width: 960, height: 540, kbps: 2000 },
  { name: '720p', width: 1280, height: 720, kbps: 3000 },
  { name: '1080p', width: 1920, height: 1080, kbps: 6000 },
];

/** Audio of a video title (each language's track): stereo AAC-LC, Apple's 160 kbit/s rung. */
export const VIDEO_AUDIO_KBPS = 160;
/** Songs: audio-only rungs, AAC-LC; 64 kbit/s is the demo's IPAD_AUDIO quality. */
export const SONG_AUDIO_RUNGS = [64, 128] as const;
/** Segment length (Apple: 6 s) and keyframe interval (every segment starts on one; 2 s for seeking). */
export const SEGMENT_SECONDS = 6;
export const KEYFRAME_SECONDS = 2;
/** Loudness of songs (EBU R128 measurement): integrated target, true peak and range. */
export const MUSIC_LOUDNESS = { integrated: -16, truePeak: -1.5, range: 11 } as const;

/**
 * The rungs for a source of `width` x `height`: every rung no taller than the source, or the
 * lowest one at the source's own height when the source is smaller still. Widths follow the
 * source's shape, rounded to even numbers.
 */
export function ladderFor(width: number, height: number): VideoRung[] {
  const aspect = width / height;
  const fits = APPLE_LADDER.filter((rung) => rung.height <= height);
  const rungs = fits.length > 0 ? fits : [APPLE_LADDER[0]];
  return rungs.map((rung) => {
    const rungHeight = Math.min(rung.height, even(height));
    return { ...rung, height: rungHeight, width: even(rungHeight * aspect) };
  });
}

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/** spec 001 §9 quality of a rung (LOW 1, MED 2, HIGH 3, HD 4), by its height. */
export function qualityOf(height: number): number {
  if (height < 300) return QUALITY.LOW;
  if (height < 500) return QUALITY.MED;
  if (height < 700) return QUALITY.HIGH;
  return QUALITY.HD;
}

/** Frames per keyframe interval, for a frame rate that may be fractional (29.97). */
export function gopFrames(frameRate: number): number {
  return Math.max(1, Math.round(frameRate * KEYFRAME_SECONDS));
}

/**
 * Where a video title's renditions start, in seconds: every one of them is moved this much later,
 * past the B-frame delay x264 gives the video (two frames before the first one shows) and the
 * priming the AAC encoder puts before the audio (1024 samples), so that neither muxer shifts its
 * own stream to start at zero and the picture and sound keep the source's timing.
 */
export function presentationOffset(frameRate: number): number {
  return Math.max(0.2, 3 / frameRate);
}

/** Seconds between seek thumbnails: one in about every hundredth of the title, 2 to 10 s apart. */
export function thumbnailInterval(durationSeconds: number): number {
  return Math.min(10, Math.max(2, Math.round(durationSeconds / 100)));
}
