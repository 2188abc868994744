import { cueBlock } from './ingest.subtitles';

// Seek thumbnails (trickplay, as Jellyfin and PeerTube make them): one frame every few seconds,
// 160 px wide, tiled ten across and up to ten down in JPEG sprite sheets, and a WebVTT track
// whose cues name a sheet and the tile's rectangle (`sprite-001.jpg#xywh=160,0,160,90`). The
// player reads the track and shows the tile for the time under the pointer.

export const THUMB_WIDTH = 160;
export const TILE_COLUMNS = 10;
export const TILE_ROWS = 10;

export interface ThumbnailPlan {
  interval: number;
  count: number;
  width: number;
  height: number;
  /** Rows of the sprite sheets (fewer than ten when the title is short). */
  rows: number;
  sheets: number;
}

export function planThumbnails(durationSeconds: number, interval: number, sourceWidth: number, sourceHeight: number): ThumbnailPlan {
  const count = Math.max(1, Math.ceil(durationSeconds / interval - 0.001));
  const height = Math.max(2, Math.round((THUMB_WIDTH * sourceHeight) / sourceWidth / 2) * 2);
  const perSheet = TILE_COLUMNS * TILE_ROWS;
  const rows = Math.min(TILE_ROWS, Math.ceil(count / TILE_COLUMNS));
  return { interval, count, width: THUMB_WIDTH, height, rows, sheets: Math.ceil(count / perSheet) };
}

/** ffmpeg's file name pattern of the sheets, and the name of sheet `n` (from 1). */
export const SPRITE_PATTERN = 'sprite-%03d.jpg';
export const spriteName = (n: number) => `sprite-${String(n).padStart(3, '0')}.jpg`;

/** The filter that turns a video into the plan's sheets. */
export function thumbnailFilter(plan: ThumbnailPlan): string {
  return `fps=1/${plan.interval},scale=${plan.width}:${plan.height}:flags=bicubic,tile=${TILE_COLUMNS}x${plan.rows}`;
}

/** The WebVTT thumbnail track: cue i covers [i·interval, (i+1)·interval) and shows tile i. */
export function thumbnailTrack(plan: ThumbnailPlan, durationSeconds: number): string {
  const perSheet = TILE_COLUMNS * plan.rows;
  const cues: string[] = [];
  for (let i = 0; i < plan.count; i += 1) {
    const sheet = Math.floor(i / perSheet) + 1;
    const cell = i % perSheet;
    const x = (cell % TILE_COLUMNS) * plan.width;
    const y = Math.floor(cell / TILE_COLUMNS) * plan.height;
    cues.push(
      cueBlock({
        start: i * plan.interval,
        end: Math.min((i + 1) * plan.interval, durationSeconds),
        text: `${spriteName(sheet)}#xywh=${x},${y},${plan.width},${plan.height}`,
        settings: '',
      }),
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
