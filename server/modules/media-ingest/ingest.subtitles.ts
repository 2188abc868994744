// Subtitles for HLS: SRT or WebVTT files read into cues, then written as segmented WebVTT (one
// file per 6-second segment, a cue repeated in each segment it spans) with an X-TIMESTAMP-MAP
// that ties the cues' time 0 to the video's first sample.

export interface Cue {
  start: number;
  end: number;
  text: string;
  /** WebVTT cue settings (position, line, align), kept from a WebVTT source. */
  settings: string;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})(.*)$/;

function seconds(stamp: string): number {
  const parts = stamp.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Text safe for WebVTT: the formatting tags it knows are kept, other tags dropped, & and < escaped. */
function cleanText(text: string): string {
  return text
    .replace(/<(?!\/?(?:i|b|u)>)[^>]*>/gi, '')
    .replace(/\{\\[^}]*\}/g, '') // SSA-style overrides some SRT files carry
    .replace(/&(?!(?:amp|lt|gt|nbsp|lrm|rlm);)/g, '&amp;')
    .replace(/<(?!\/?(?:i|b|u)>)/g, '&lt;')
    .trim();
}

/** Reads the cues of an SRT or WebVTT file (either is detected from its content). */
export function parseCues(text: string): Cue[] {
  const cues: Cue[] = [];
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0) continue; // the WEBVTT header, NOTE, STYLE and REGION blocks, SRT noise
    const [, from, to, rest] = TIMING.exec(lines[at])!;
    const body = cleanText(lines.slice(at + 1).join('\n'));
    const start = seconds(from);
    const end = seconds(to);
    if (!body || !(end > start)) continue;
    cues.push({ start, end, text: body, settings: rest.trim() });
  }
  return cues.sort((a, b) => a.start - b.start);
}

function stamp(value: number): string {
  const ms = Math.round(value * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function cueBlock(cue: Cue): string {
  return `${stamp(cue.start)} --> ${stamp(cue.end)}${cue.settings ? ` ${cue.settings}` : ''}\n${cue.text}`;
}

export interface SubtitleSegments {
  /** File name and WebVTT text of each segment. */
  files: Array<{ name: string; text: string; duration: number }>;
  playlist: string;
}

/**
 * Segments cues to the video's segment grid. `startTime` is the packaged video's first sample in
 * seconds (its MPEG-TS clock at 90 kHz goes in X-TIMESTAMP-MAP).
 */
export function segmentSubtitles(cues: Cue[], durationSeconds: number, segmentSeconds: number, startTime: number): SubtitleSegments {
  const header = `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${Math.round(startTime * 90_000)},LOCAL:00:00:00.000\n`;
  const files: SubtitleSegments['files'] = [];
  for (let index = 0, from = 0; from < durationSeconds - 0.001; index += 1, from += segmentSeconds) {
    const to = Math.min(from + segmentSeconds, durationSeconds);
    const inside = cues.filter((cue) => cue.start < to && cue.end > from);
    const text = inside.length > 0 ? `${header}\n${inside.map(cueBlock).join('\n\n')}\n` : header;
    files.push({ name: `seg-${String(index).padStart(4, '0')}.vtt`, text, duration: to - from });
  }
  const target = Math.ceil(Math.max(...files.map((file) => file.duration)));
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...files.flatMap((file) => [`#EXTINF:${file.duration.toFixed(6)},`, file.name]),
    '#EXT-X-ENDLIST',
  ].join('\n');
  return { files, playlist: `${playlist}\n` };
}

/** ISO 639-2 codes ffmpeg and containers use, to the two-letter tags HLS prefers (RFC 5646). */
const THREE_LETTER: Record<string, string> = {
  eng: 'en',
  hin: 'hi',
  tam: 'ta',
  tel: 'te',
  mal: 'ml',
  kan: 'kn',
  ben: 'bn',
  mar: 'mr',
  guj: 'gu',
  pan: 'pa',
  urd: 'ur',
  ori: 'or',
  asm: 'as',
  bho: 'bho',
};

/** A language tag as HLS declares it: two letters where there are two, lower case. */
export function languageTag(code: string): string {
  const lower = code.trim().toLowerCase();
  return THREE_LETTER[lower] ?? lower;
}

/** The English name of a language for menus ("Tamil"); the tag itself when unknown. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return name && name !== tag ? name : tag;
  } catch {
    return tag;
  }
}

/** A language tag is letters, 2 to 8, with optional subtags (en, hi, pt-BR). */
export const LANGUAGE_TAG = /^[a-zA-Z]{2,8}(-[a-zA-Z0-9]{1,8})*$/;
