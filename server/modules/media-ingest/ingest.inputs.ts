import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { ValidationError } from '../../platform/errors';
import { mainVideo, probeSource, probeStreamEnds, type ProbedSource, type ProbedStream } from './ingest.ffmpeg';
import { readLanguage, unknownLanguage } from './ingest.languages';
import { parseSubtitles, type Cue } from './ingest.subtitles';

// Everything an ingest is given, checked before the first frame is encoded (an encode of a film
// takes hours): the source is a whole file (a copy cut short still says how long it was meant to
// be), each dub lasts as long as the video, every language is a real one, and every subtitle file
// reads. Each refusal says, in words an operator acts on, what is wrong with which file.

export interface TrackFile {
  /** Language tag (hi, ta, te, en ...). */
  language: string;
  file: string;
}

export interface PackageRequest {
  source: string;
  /** 'audio' packages a song: audio-only rungs, loudness normalised. */
  kind: 'video' | 'audio';
  /** Language of the source's main audio when the file does not say. */
  language?: string;
  /** Dubbed audio in files of their own, beside the source's own audio streams. */
  audio?: TrackFile[];
  subtitles?: TrackFile[];
  /** EBU R128 loudness normalisation (songs and music videos). */
  normaliseLoudness?: boolean;
  /** x264 preset of the ladder (veryfast: see bench/README.md "Media ingest"). */
  preset?: string;
}

export interface AudioInput {
  /** The step (and folder) that packages it: audio-ta. */
  step: string;
  language: string;
  name: string;
  file: string;
  /** ffmpeg's stream specifier in that file */
  stream: string;
}

export interface SubtitleInput {
  language: string;
  name: string;
  file: string;
  cues: Cue[];
}

export interface CheckedInputs {
  source: ProbedSource;
  /** How long the title lasts, by its container (measured where the container only guesses). */
  durationSeconds: number;
  /** The picture stream of a video title. */
  video?: ProbedStream;
  /** A video title's audio languages, the source's own streams first; a song's one stream. */
  audio: AudioInput[];
  subtitles: SubtitleInput[];
}

/** How far a stream may end before its container says, or a dub differ from the video, in seconds. */
export const DURATION_TOLERANCE_SECONDS = 2;
/** How much of a file's end is read to see that its streams reach it. */
const TAIL_SECONDS = 30;

const refuse = (message: string): never => {
  throw new ValidationError(message);
};

/** 9.9 s, 1:05, 1:51:00. */
export function lasting(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * Where the streams of `file` really end, refusing a file whose container promises more than it
 * holds. Only its last seconds are read, unless a stream has nothing there: then the whole file
 * is read, to say where it stops.
 */
async function measureWhole(file: string, probed: ProbedSource, streams: ProbedStream[], what: string): Promise<number> {
  const declared = probed.durationSeconds;
  let ends = await probeStreamEnds(file, Math.max(0, declared - TAIL_SECONDS));
  if (streams.some((stream) => !ends.has(stream.index))) ends = await probeStreamEnds(file);
  const measured = streams.map((stream) => ({ stream, end: ends.get(stream.index) ?? 0 }));
  const shortest = measured.reduce((a, b) => (b.end < a.end ? b : a));
  if (!probed.durationEstimated && shortest.end < declared - DURATION_TOLERANCE_SECONDS) {
    const kind = shortest.stream.codecType === 'video' ? 'picture' : 'sound';
    refuse(
      `${what} ends early: the file says it lasts ${lasting(declared)}, but its ${kind} stops at ${lasting(shortest.end)} ` +
        '(the file is cut short or damaged). Nothing was encoded: ingest the whole file.',
    );
  }
  return probed.durationEstimated ? Math.max(...measured.map((entry) => entry.end)) : declared;
}

async function probe(file: string, what: string): Promise<ProbedSource> {
  try {
    return await probeSource(file);
  } catch (error) {
    return refuse(`${what} cannot be read as audio or video: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reads subtitle bytes as text: UTF-8 (with or without its mark) or UTF-16 with its mark. */
function subtitleText(bytes: Buffer, what: string): string {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return refuse(`${what} is not UTF-8 text: save it as UTF-8 (most subtitle editors offer it) and ingest again.`);
  }
}

/** Checks a request's every input and answers what the packaging needs of them. */
export async function checkInputs(request: PackageRequest, log: (line: string) => void = () => undefined): Promise<CheckedInputs> {
  const name = (file: string) => path.basename(file);
  const source = await probe(request.source, `The source ${name(request.source)}`);
  const video = mainVideo(source);
  const ownAudio = source.streams.filter((stream) => stream.codecType === 'audio');
  if (request.kind === 'video' && !video)
    refuse(`The source ${name(request.source)} has no picture: a film, episode or video needs a video stream.`);
  if (request.kind === 'audio') {
    if (ownAudio.length === 0) refuse(`The source ${name(request.source)} has no sound: a song needs an audio stream.`);
    if ((request.audio ?? []).length > 0 || (request.subtitles ?? []).length > 0)
      refuse('A song is ingested alone: it takes no dubbed audio or subtitle files.');
    const durationSeconds = await measureWhole(request.source, source, [ownAudio[0]], `The source ${name(request.source)}`);
    const stream = `0:${ownAudio[0].index}`;
    return { source, durationSeconds, audio: [{ step: 'audio', language: 'und', name: '', file: request.source, stream }], subtitles: [] };
  }
  const durationSeconds = await measureWhole(request.source, source, [video!, ...ownAudio], `The source ${name(request.source)}`);

  const audio: AudioInput[] = [];
  const add = async (code: string, file: string, stream: string, what: string, fallbackName?: string) => {
    const language = await readLanguage(code);
    if (!language) return refuse(unknownLanguage(code, what));
    const twin = audio.find((entry) => entry.language === language.tag);
    if (twin) refuse(`Two audio tracks are in ${language.name} (${language.tag}): give each language once.`);
    audio.push({ step: `audio-${language.tag}`, language: language.tag, name: fallbackName ?? language.name, file, stream });
  };
  if (request.language && !(await readLanguage(request.language))) refuse(unknownLanguage(request.language, 'The source'));
  for (const [n, stream] of ownAudio.entries()) {
    const tagged = stream.language && (await readLanguage(stream.language)) ? stream.language : undefined;
    if (stream.language && !tagged) log(`audio stream ${n + 1} is tagged "${stream.language}", which is no language: taken as untagged`);
    const code = tagged ?? (n === 0 ? (request.language ?? 'und') : `und-x-${n + 1}`);
    await add(
      code,
      request.source,
      `0:${stream.index}`,
      `Audio stream ${n + 1} of the source`,
      tagged || n === 0 ? undefined : `Audio ${n + 1}`,
    );
  }
  for (const track of request.audio ?? []) {
    const what = `The audio file ${name(track.file)}`;
    const dub = await probe(track.file, what);
    const sound = dub.streams.find((stream) => stream.codecType === 'audio');
    if (!sound) refuse(`${what} has no sound: a dub needs an audio stream.`);
    const lasts = await measureWhole(track.file, dub, [sound!], what);
    if (Math.abs(lasts - durationSeconds) > DURATION_TOLERANCE_SECONDS)
      refuse(
        `${what} lasts ${lasting(lasts)}, but the video lasts ${lasting(durationSeconds)}: a dub must last as long as the video ` +
          `(within ${DURATION_TOLERANCE_SECONDS} s). Is it the dub of another cut?`,
      );
    await add(track.language, track.file, `0:${sound!.index}`, what);
  }

  const subtitles: SubtitleInput[] = [];
  for (const track of request.subtitles ?? []) {
    const what = `The subtitle file ${name(track.file)}`;
    const language = await readLanguage(track.language);
    if (!language) return refuse(unknownLanguage(track.language, what));
    if (subtitles.some((entry) => entry.language === language.tag))
      refuse(`Two subtitle files are in ${language.name} (${language.tag}): give each language once.`);
    const bytes = await readFile(track.file).catch(() => refuse(`${what} cannot be read.`));
    const { cues, problems } = parseSubtitles(subtitleText(bytes, what));
    if (problems.length > 0)
      refuse(
        `${what} has cues that cannot be read: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}.`,
      );
    if (cues.length === 0) refuse(`${what} holds no subtitle cues: an SRT or WebVTT file is expected.`);
    const late = cues.at(-1)!;
    if (late.start > durationSeconds + DURATION_TOLERANCE_SECONDS)
      refuse(
        `${what} has a cue at ${lasting(late.start)}, after the video ends at ${lasting(durationSeconds)}: ` +
          'is it the subtitle file of another title or cut?',
      );
    subtitles.push({ language: language.tag, name: language.name, file: track.file, cues });
  }
  return { source, durationSeconds, video, audio, subtitles };
}
