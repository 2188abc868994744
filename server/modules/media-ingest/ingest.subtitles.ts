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

/** A line meant as a cue timing, well formed or not (an arrow after a time). */
const ATTEMPTED_TIMING = /-->|\d:\d{2}\S*\s*-+>/;

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

export interface ParsedSubtitles {
  cues: Cue[];
  /** What could not be read, one line each ("line 12: ..."). */
  problems: string[];
}

/** Reads the cues of an SRT or WebVTT file (either is detected from its content). */
export function parseSubtitles(text: string): ParsedSubtitles {
  const cues: Cue[] = [];
  const problems: string[] = [];
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  for (let first = 0; first < lines.length;) {
    let last = first;
    while (last < lines.length && lines[last].trim() !== '') last += 1;
    const block = lines.slice(first, last);
    const at = block.findIndex((line) => ATTEMPTED_TIMING.test(line));
    // blocks without a timing are the WebVTT header, NOTE, STYLE and REGION blocks, SRT noise
    if (at >= 0) {
      const lineNumber = first + at + 1;
      const timing = TIMING.exec(block[at]);
      if (!timing) {
        problems.push(`line ${lineNumber}: "${block[at].trim()}" is not a cue timing (00:00:01,000 --> 00:00:04,500)`);
      } else {
        const [, from, to, rest] = timing;
        const start = seconds(from);
        const end = seconds(to);
        const body = cleanText(block.slice(at + 1).join('\n'));
        if (!(end > start)) problems.push(`line ${lineNumber}: the cue ends (${to}) before it starts (${from})`);
        else if (body) cues.push({ start, end, text: body, settings: rest.trim() });
      }
    }
    first = last + 1;
  }
  return { cues: cues.sort((a, b) => a.start - b.start), problems };
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
