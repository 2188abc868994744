import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { packageMedia } from '@/server/modules/media-ingest/ingest.package';
import { runCommand, runFfmpeg } from '@/server/modules/media-ingest/ingest.ffmpeg';
import { makeFlashBeepSource } from '../../../support/ingest-source';
import { checkMaster, expectHonestBandwidth, readFolder } from '../../../support/hls-validator';

// What a viewer's player gets of a packaged title, measured in the packaged HLS itself: picture
// and sound in step (issue 47 item 5: a flash and a beep at each whole second of the source meet
// within 15 ms, where EBU R37 allows audio to lead by 40 ms at most), and a song's rungs declaring
// the bit rates a validator measures (item 6).

const hasFfmpeg = (await runCommand('ffmpeg', ['-version']).catch(() => ({ code: 1 }))).code === 0;
const describeWithFfmpeg = hasFfmpeg || process.env.CI ? describe : describe.skip;

let work: string;
beforeAll(async () => {
  if (hasFfmpeg || process.env.CI) work = await mkdtemp(path.join(tmpdir(), 'chalchitra-ingest-timing-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** When the white frames of a packaged video playlist show, on its own clock (seconds). */
async function flashTimes(playlist: string): Promise<number[]> {
  const { stdout } = await runCommand('ffmpeg', [
    '-hide_banner',
    '-copyts',
    '-i',
    playlist,
    '-vf',
    'signalstats,metadata=print:key=lavfi.signalstats.YAVG:file=-',
    '-f',
    'null',
    '-',
  ]);
  const times: number[] = [];
  let time = 0;
  for (const line of stdout.split('\n')) {
    const frame = /pts_time:([\d.]+)/.exec(line);
    const luma = /YAVG=([\d.]+)/.exec(line);
    if (frame) time = Number(frame[1]);
    else if (luma && Number(luma[1]) > 128) times.push(time);
  }
  return times;
}

/** When the beeps of a packaged audio playlist start, on its own clock (seconds); silence at the end closes too. */
async function beepTimes(playlist: string): Promise<number[]> {
  const { stderr } = await runCommand('ffmpeg', [
    '-hide_banner',
    '-copyts',
    '-i',
    playlist,
    '-af',
    'silencedetect=noise=-30dB:d=0.01',
    '-f',
    'null',
    '-',
  ]);
  return [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((match) => Number(match[1]));
}

describeWithFfmpeg('a packaged title’s timing', () => {
  it('keeps picture and sound within 15 ms of each other, as in the source', async () => {
    const source = await makeFlashBeepSource(path.join(work, 'source'), 10);
    const out = path.join(work, 'title');
    const result = await packageMedia({ source, kind: 'video', language: 'hi' }, out);
    const flashes = await flashTimes(path.join(out, result.variants[0].name, 'index.m3u8'));
    const beeps = await beepTimes(path.join(out, 'audio-hi', 'index.m3u8'));
    expect(flashes).toHaveLength(10);
    expect(beeps.length).toBeGreaterThanOrEqual(10);
    flashes.forEach((flash, n) => {
      // a second apart, as in the source
      expect(flash - flashes[0]).toBeCloseTo(n, 2);
      expect(Math.abs(beeps[n] - flash) * 1000, `beep ${n} at ${beeps[n]}, flash at ${flash}`).toBeLessThanOrEqual(15);
    });
  });

  it('declares a song’s rungs at the bit rates a validator measures', async () => {
    const source = path.join(work, 'song.flac');
    // pink noise keeps every AAC frame full, and 18.01 s leaves the encoder's last frame a segment of its own
    await runFfmpeg(['-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.2:sample_rate=44100', '-t', '18.01', '-ac', '2', source]);
    const out = path.join(work, 'song');
    await packageMedia({ source, kind: 'audio' }, out);
    const checks = await checkMaster(readFolder(out), 'master.m3u8');
    expect(checks.map((check) => check.uri)).toEqual(['audio-64k/index.m3u8', 'audio-128k/index.m3u8']);
    expectHonestBandwidth(checks);
  });
});
