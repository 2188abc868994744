import path from 'node:path';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { packageMedia, type PackageProgress, type PackageRequest } from '@/server/modules/media-ingest/ingest.package';
import { runCommand, runFfmpeg } from '@/server/modules/media-ingest/ingest.ffmpeg';
import { makeBrokenSources, makeFlashBeepSource } from '../../../support/ingest-source';

// Everything an ingest is given is checked before the first frame is encoded, each refusal in
// plain words (issue 47, items 4 and 7), and a source that ffmpeg cannot read to its end is never
// published short. The sources are generated once for the file: a 10-second video, a 60-second
// dub, and a 20-second film cut short and damaged.

const hasFfmpeg = (await runCommand('ffmpeg', ['-version']).catch(() => ({ code: 1 }))).code === 0;
const describeWithFfmpeg = hasFfmpeg || process.env.CI ? describe : describe.skip;

let work: string;
let video: string;
let dub: string;
let longDub: string;
let broken: { truncated: string; damaged: string };
const subtitles: Record<string, string> = {};

beforeAll(async () => {
  if (!hasFfmpeg && !process.env.CI) return;
  work = await mkdtemp(path.join(tmpdir(), 'chalchitra-ingest-inputs-'));
  video = await makeFlashBeepSource(work, 10);
  broken = await makeBrokenSources(path.join(work, 'broken'), 20);
  const tone = (seconds: number, file: string) =>
    runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=48000', '-t', String(seconds), '-c:a', 'aac', '-b:a', '64k', file]);
  dub = path.join(work, 'dub-ta.m4a');
  longDub = path.join(work, 'long-dub.m4a');
  await tone(10, dub);
  await tone(60, longDub);
  const write = async (name: string, content: string | Buffer) => {
    subtitles[name] = path.join(work, name);
    await writeFile(subtitles[name], content);
  };
  await write('good.srt', '1\n00:00:01,000 --> 00:00:03,000\nNamaste\n');
  await write('not-subtitles.srt', 'This is a letter, not a subtitle file.\nRegards.\n');
  await write('bad-timing.srt', '1\n00:00:01,000 -> 00:00:03,000\nNamaste\n\n2\n00:00:05,000 --> 00:00:06,000\nPhir milenge\n');
  await write('latin-1.srt', Buffer.from('1\n00:00:01,000 --> 00:00:03,000\nCaf\xe9 in Bombay\n', 'latin1'));
  await write('another-film.srt', '1\n00:00:01,000 --> 00:00:03,000\nOpening\n\n2\n01:05:00,000 --> 01:05:03,000\nThe end\n');
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describeWithFfmpeg('an ingest’s inputs, checked before the first frame is encoded', () => {
  const cases: Array<[string, () => PackageRequest, RegExp]> = [
    [
      'a source cut short (a 20 s file whose second half is missing)',
      () => ({ source: broken.truncated, kind: 'video' }),
      /^The source cut-short\.mp4 ends early: the file says it lasts 20\.0 s, but its (picture|sound) stops at (9\.\d|10\.\d) s \(the file is cut short or damaged\)\. Nothing was encoded: ingest the whole file\.$/,
    ],
    [
      'a dub in the language "xx"',
      () => ({ source: video, kind: 'video', audio: [{ language: 'xx', file: dub }] }),
      /^The audio file dub-ta\.m4a is given the language "xx", which is not a language code: use its ISO 639 code or a BCP 47 tag, such as hi, ta, te, bn or pt-BR\.$/,
    ],
    [
      'subtitles in the language "hindi"',
      () => ({ source: video, kind: 'video', subtitles: [{ language: 'hindi', file: subtitles['good.srt'] }] }),
      /^The subtitle file good\.srt is given the language "hindi", which is not a language code/,
    ],
    [
      'a source language that is none',
      () => ({ source: video, kind: 'video', language: 'zz' }),
      /^The source is given the language "zz", which is not a language code/,
    ],
    [
      'a 60-second dub for a 10-second video',
      () => ({ source: video, kind: 'video', audio: [{ language: 'ta', file: longDub }] }),
      /^The audio file long-dub\.m4a lasts 1:00, but the video lasts 10\.0 s: a dub must last as long as the video \(within 2 s\)\. Is it the dub of another cut\?$/,
    ],
    [
      'two dubs in one language',
      () => ({ source: video, kind: 'video', language: 'ta', audio: [{ language: 'tam', file: dub }] }),
      /^Two audio tracks are in Tamil \(ta\): give each language once\.$/,
    ],
    [
      'a subtitle file that holds no cues',
      () => ({ source: video, kind: 'video', subtitles: [{ language: 'hi', file: subtitles['not-subtitles.srt'] }] }),
      /^The subtitle file not-subtitles\.srt holds no subtitle cues: an SRT or WebVTT file is expected\.$/,
    ],
    [
      'a subtitle file with a malformed timing',
      () => ({ source: video, kind: 'video', subtitles: [{ language: 'hi', file: subtitles['bad-timing.srt'] }] }),
      /^The subtitle file bad-timing\.srt has cues that cannot be read: line 2: "00:00:01,000 -> 00:00:03,000" is not a cue timing/,
    ],
    [
      'a subtitle file that is not UTF-8',
      () => ({ source: video, kind: 'video', subtitles: [{ language: 'en', file: subtitles['latin-1.srt'] }] }),
      /^The subtitle file latin-1\.srt is not UTF-8 text: save it as UTF-8/,
    ],
    [
      'the subtitles of a longer film',
      () => ({ source: video, kind: 'video', subtitles: [{ language: 'en', file: subtitles['another-film.srt'] }] }),
      /^The subtitle file another-film\.srt has a cue at 1:05:00, after the video ends at 10\.0 s: is it the subtitle file of another title or cut\?$/,
    ],
  ];

  it.each(cases)('refuses %s', async (_, request, message) => {
    const out = path.join(work, `refused-${randomName()}`);
    const progress: PackageProgress[] = [];
    await expect(packageMedia(request(), out, { onProgress: (step) => progress.push(step) })).rejects.toThrow(message);
    // nothing was encoded, nor even a work folder made
    expect(progress).toEqual([]);
    await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('takes the same inputs when they are right: ISO 639-2 codes as their two-letter tags, SRT read', async () => {
    const out = path.join(work, 'accepted');
    const result = await packageMedia(
      {
        source: video,
        kind: 'video',
        language: 'hin',
        audio: [{ language: 'tam', file: dub }],
        subtitles: [{ language: 'eng', file: subtitles['good.srt'] }],
      },
      out,
    );
    expect(result.tracks.map((track) => [track.type, track.language, track.name])).toEqual([
      ['AUDIO', 'hi', 'Hindi'],
      ['AUDIO', 'ta', 'Tamil'],
      ['SUBTITLES', 'en', 'English'],
    ]);
  });

  it('refuses a source that decodes short of its end after encoding, and leaves nothing to publish', async () => {
    // every packet of the damaged half is there (so the file reads to its end), but none decodes
    const out = path.join(work, 'damaged');
    await expect(packageMedia({ source: broken.damaged, kind: 'video' }, out)).rejects.toThrow(
      /^The .+ stops at (9\.\d|10\.\d) s, but the source lasts 20\.0 s: ffmpeg could not read the source to its end \(the file is damaged\)\. Nothing was published\.$/,
    );
    expect(await readdir(path.join(out, '.steps'))).not.toContain('video-234p.json');
  });
});

let counter = 0;
const randomName = () => String((counter += 1));
