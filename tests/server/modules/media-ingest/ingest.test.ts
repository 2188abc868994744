import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { contents, mediaRenditions, mediaTracks } from '@/server/db/schema';
import type { ProfilesResponse } from '@/contract/schemas/playback';
import { packageMedia, type PackageRequest } from '@/server/modules/media-ingest/ingest.package';
import { runCommand } from '@/server/modules/media-ingest/ingest.ffmpeg';
import { parseAttributes } from '@/server/modules/media-ingest/ingest.playlists';
import type { IngestStatusResponse } from '@/server/modules/media-ingest/ingest.schemas';
import { makeBrokenSources, makeSampleSource, type SampleSource } from '../../../support/ingest-source';
import { checkMaster, expectHonestBandwidth, readFolder } from '../../../support/hls-validator';
import { freeFilmContents } from '../../../support/catalogue';
import { testDatabases } from '../../../support/databases';
import { useTestOrigin } from '../../../support/origin';

// Media ingest of a generated 60-second source (360p, Hindi audio in the file, a Tamil dub and
// Hindi subtitles beside it), checked with ffprobe and by reading the playlists; resuming after
// a crash; and the job on the queue, through to the play call and the media route.

const hasFfmpeg = (await runCommand('ffmpeg', ['-version']).catch(() => ({ code: 1 }))).code === 0;
// CI installs ffmpeg; a machine without it skips these (the rules test runs everywhere)
const describeWithFfmpeg = hasFfmpeg || process.env.CI ? describe : describe.skip;

let work: string;
let sample: SampleSource;

beforeAll(async () => {
  if (!hasFfmpeg && !process.env.CI) return;
  work = await mkdtemp(path.join(tmpdir(), 'chalchitra-ingest-'));
  sample = await makeSampleSource(path.join(work, 'sources'), { seconds: 60, width: 640, height: 360 });
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const request = (): PackageRequest => ({
  source: sample.source,
  kind: 'video',
  audio: [{ language: 'ta', file: sample.tamil }],
  subtitles: [{ language: 'hi', file: sample.subtitles }],
});

const lines = async (file: string) => (await readFile(file, 'utf8')).split('\n').filter(Boolean);
const extinfs = async (file: string) =>
  (await lines(file)).filter((line) => line.startsWith('#EXTINF:')).map((line) => Number(line.slice(8, -1)));

async function keyframeTimes(playlist: string): Promise<number[]> {
  const { stdout } = await runCommand('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'packet=pts_time,flags',
    '-of',
    'csv=p=0',
    playlist,
  ]);
  return stdout
    .split('\n')
    .filter((line) => line.includes('K'))
    .map((line) => Number(line.split(',')[0]));
}

async function probe(file: string) {
  const { stdout } = await runCommand('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,width,height,sample_rate,channels',
    '-of',
    'json',
    file,
  ]);
  return (JSON.parse(stdout) as { streams: Array<Record<string, unknown>> }).streams;
}

describeWithFfmpeg('packaging a title', () => {
  let out: string;

  beforeAll(async () => {
    out = path.join(work, 'title');
    await packageMedia(request(), out);
  });

  it('declares both audio languages and the subtitles with EXT-X-MEDIA, and every rung with its measured figures', async () => {
    const master = await lines(path.join(out, 'master.m3u8'));
    const media = master.filter((line) => line.startsWith('#EXT-X-MEDIA:')).map((line) => parseAttributes(line.slice(13)));
    expect(media).toEqual([
      expect.objectContaining({ TYPE: 'AUDIO', 'GROUP-ID': 'audio', LANGUAGE: 'hi', NAME: 'Hindi', DEFAULT: 'YES', AUTOSELECT: 'YES' }),
      expect.objectContaining({ TYPE: 'AUDIO', 'GROUP-ID': 'audio', LANGUAGE: 'ta', NAME: 'Tamil', DEFAULT: 'NO', AUTOSELECT: 'YES' }),
      expect.objectContaining({ TYPE: 'SUBTITLES', 'GROUP-ID': 'subs', LANGUAGE: 'hi', NAME: 'Hindi', DEFAULT: 'NO' }),
    ]);
    const variants = master
      .flatMap((line, n): Array<Record<string, string>> =>
        line.startsWith('#EXT-X-STREAM-INF:') ? [{ ...parseAttributes(line.slice(18)), uri: master[n + 1] }] : [],
      )
      .sort((a, b) => Number(a.BANDWIDTH) - Number(b.BANDWIDTH));
    expect(variants.map((variant) => [variant.RESOLUTION, variant.uri])).toEqual([
      ['416x234', '234p/index.m3u8'],
      ['640x360', '360p/index.m3u8'],
    ]);
    for (const variant of variants) {
      expect(variant.CODECS).toMatch(/^avc1\.6400[0-9a-f]{2},mp4a\.40\.2$/);
      expect(variant['FRAME-RATE']).toBe('25.000');
      expect(variant.AUDIO).toBe('audio');
      expect(variant.SUBTITLES).toBe('subs');
      expect(Number(variant.BANDWIDTH)).toBeGreaterThanOrEqual(Number(variant['AVERAGE-BANDWIDTH']));
    }
    // the declared average is what the files hold: every byte of video and of the larger audio, over the duration
    for (const variant of variants) {
      const rung = path.dirname(path.join(out, variant.uri));
      let bytes = 0;
      for (const name of await readdir(rung)) if (!name.endsWith('.m3u8')) bytes += (await stat(path.join(rung, name))).size;
      let audioBytes = 0;
      for (const dir of ['audio-hi', 'audio-ta']) {
        let size = 0;
        for (const name of await readdir(path.join(out, dir)))
          if (!name.endsWith('.m3u8')) size += (await stat(path.join(out, dir, name))).size;
        audioBytes = Math.max(audioBytes, size);
      }
      const measured = ((bytes + audioBytes) * 8) / 60;
      expect(Math.abs(measured - Number(variant['AVERAGE-BANDWIDTH'])) / measured).toBeLessThan(0.02);
    }
  });

  it('declares BANDWIDTH and AVERAGE-BANDWIDTH as a validator measures them, in the master and each rung’s own', async () => {
    for (const master of ['master.m3u8', '234p.m3u8', '360p.m3u8']) expectHonestBandwidth(await checkMaster(readFolder(out), master));
  });

  it('cuts 6-second CMAF segments whose keyframes fall on the same instants in every rung', async () => {
    for (const rung of ['234p', '360p', 'audio-hi', 'audio-ta']) {
      const playlist = path.join(out, rung, 'index.m3u8');
      expect(await lines(playlist)).toContain('#EXT-X-MAP:URI="init.mp4"');
      const durations = await extinfs(playlist);
      expect(durations.reduce((sum, d) => sum + d, 0)).toBeCloseTo(60, 0);
      for (const duration of durations.slice(0, -1)) expect(Math.abs(duration - 6)).toBeLessThan(0.1);
    }
    const [low, high] = await Promise.all([
      keyframeTimes(path.join(out, '234p', 'index.m3u8')),
      keyframeTimes(path.join(out, '360p', 'index.m3u8')),
    ]);
    expect(low.length).toBe(30);
    expect(low).toEqual(high);
    low.forEach((time, n) => expect(time - low[0]).toBeCloseTo(n * 2, 2));
  });

  it('encodes H.264 at each rung’s size and stereo AAC at 48 kHz per language', async () => {
    expect(await probe(path.join(out, '360p', 'index.m3u8'))).toEqual([
      expect.objectContaining({ codec_name: 'h264', width: 640, height: 360 }),
    ]);
    expect(await probe(path.join(out, '234p', 'index.m3u8'))).toEqual([
      expect.objectContaining({ codec_name: 'h264', width: 416, height: 234 }),
    ]);
    for (const language of ['hi', 'ta'])
      expect(await probe(path.join(out, `audio-${language}`, 'index.m3u8'))).toEqual([
        expect.objectContaining({ codec_name: 'aac', sample_rate: '48000', channels: 2 }),
      ]);
  });

  it('writes the subtitles as segmented WebVTT on the video’s clock', async () => {
    const playlist = path.join(out, 'subs-hi', 'index.m3u8');
    const durations = await extinfs(playlist);
    expect(durations).toHaveLength(10);
    const first = await readFile(path.join(out, 'subs-hi', 'seg-0000.vtt'), 'utf8');
    expect(first).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00\.000\n/);
    expect(first).toContain('00:00:01.000 --> 00:00:04.500\nनमस्ते, <i>Chalchitra</i>');
    expect(first).toContain('Second line &amp; more');
    // a cue across the 18-second boundary is in both segments
    for (const n of [2, 3]) expect(await readFile(path.join(out, 'subs-hi', `seg-000${n}.vtt`), 'utf8')).toContain('Spans two segments');
  });

  it('makes seek thumbnails: sprite sheets of 160 px tiles and a WebVTT track pointing into them', async () => {
    const track = await readFile(path.join(out, 'thumbs', 'thumbnails.vtt'), 'utf8');
    const cues = track.split('\n\n').slice(1);
    expect(cues).toHaveLength(30);
    cues.forEach((cue, n) => {
      const [timing, target] = cue.trim().split('\n');
      const [from, to] = timing.split(' --> ');
      expect(from).toBe(`00:00:${String(n * 2).padStart(2, '0')}.000`);
      expect(to).toBe(n === 29 ? '00:01:00.000' : `00:00:${String(n * 2 + 2).padStart(2, '0')}.000`);
      expect(target).toBe(`sprite-001.jpg#xywh=${(n % 10) * 160},${Math.floor(n / 10) * 90},160,90`);
    });
    expect(await probe(path.join(out, 'thumbs', 'sprite-001.jpg'))).toEqual([
      expect.objectContaining({ codec_name: 'mjpeg', width: 1600, height: 270 }),
    ]);
  });

  it('resumes after a crash: a rerun redoes only what was not finished', async () => {
    const modified = async (file: string) => (await stat(path.join(out, file))).mtimeMs;
    const before = { low: await modified('234p/seg-0000.m4s'), audio: await modified('audio-ta/seg-0000.m4s') };
    // a crash while the 360p rung was being encoded: its folder is half there, its marker missing
    await rm(path.join(out, '.steps', 'video-360p.json'));
    await rm(path.join(out, '360p', 'seg-0009.m4s'));
    const logged: string[] = [];
    await packageMedia(request(), out, { onLog: (line) => logged.push(line) });
    expect(logged).toContain('resuming: 1 of 2 rungs already done');
    expect(logged.some((line) => line.startsWith('video: 360p (x264'))).toBe(true);
    expect(await modified('234p/seg-0000.m4s')).toBe(before.low);
    expect(await modified('audio-ta/seg-0000.m4s')).toBe(before.audio);
    expect((await extinfs(path.join(out, '360p', 'index.m3u8'))).length).toBe(10);
    await stat(path.join(out, '360p', 'seg-0009.m4s'));
  });

  it('stops when told to (the origin shutting down) and finishes on the next run', async () => {
    const again = path.join(work, 'interrupted');
    const stop = new AbortController();
    await expect(
      packageMedia(request(), again, {
        signal: stop.signal,
        onProgress: (progress) => {
          if (progress.step === 'video' && progress.fraction > 0.2) stop.abort();
        },
      }),
    ).rejects.toThrow();
    const done = await readdir(path.join(again, '.steps'));
    expect(done).toEqual(expect.arrayContaining(['audio-hi.json', 'audio-ta.json']));
    expect(done).not.toContain('video-360p.json');
    const result = await packageMedia(request(), again);
    expect(result.variants.map((variant) => variant.name)).toEqual(['234p', '360p']);
  });
});

describeWithFfmpeg.each(testDatabases())('an ingest job on $name', (engine) => {
  const mediaDir = path.join(tmpdir(), `chalchitra-media-${randomUUID()}`);
  const origin = useTestOrigin(engine, { config: { MEDIA_DIR: mediaDir } });
  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('is queued by the operator’s call, run by the worker, and the title then plays its own media', async () => {
    const [contentId] = await freeFilmContents(origin.database);
    const queued = await origin.app.inject({
      method: 'POST',
      url: '/ops/media/ingests',
      payload: {
        content_id: contentId,
        source: sample.source,
        audio: [{ language: 'ta', file: sample.tamil }],
        subtitles: [{ language: 'hi', file: sample.subtitles }],
      },
    });
    expect(queued.statusCode).toBe(202);
    const { ingest_id: id } = queued.json<IngestStatusResponse>();
    let status: IngestStatusResponse;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await origin.app.inject({ url: `/ops/media/ingests/${id}` })).json<IngestStatusResponse>();
    } while (status.status === 'queued' || status.status === 'running');
    expect(status).toMatchObject({ status: 'done', progress: 1, error: null, media_id: expect.any(Number) });

    const folder = `titles/${contentId}`;
    const renditions = await origin.database.db.select().from(mediaRenditions).where(eq(mediaRenditions.mediaId, status.media_id!));
    expect(renditions.map((row) => [row.quality, row.height, row.playlistPath]).sort()).toEqual([
      [1, 234, `${folder}/234p.m3u8`],
      [2, 360, `${folder}/360p.m3u8`],
    ]);
    const tracks = await origin.database.db.select().from(mediaTracks).where(eq(mediaTracks.mediaId, status.media_id!));
    expect(tracks.map((row) => [row.type, row.language, row.isDefault]).sort()).toEqual([
      ['AUDIO', 'hi', true],
      ['AUDIO', 'ta', false],
      ['SUBTITLES', 'hi', false],
    ]);

    const play = await origin.app.inject({
      url: `/api/v2/catalog/profiles/0.1/${contentId}`,
      headers: { cookie: 'device_id=ingest-test' },
    });
    const body = play.json<ProfilesResponse>();
    expect(body.duration).toBe(60);
    expect(body.play_url).toMatch(new RegExp(`/media/s/[^/]+/${folder}/master\\.m3u8$`));
    expect(body.profiles.MED[0]).toMatchObject({ height: 360, url: expect.stringContaining(`/${folder}/360p.m3u8`) });
    expect(body.thumbnails_url).toMatch(new RegExp(`/media/s/[^/]+/${folder}/thumbs/thumbnails\\.vtt$`));
    // the media route serves the track and a sprite under the same grant, and nothing without it
    const headers = { cookie: 'device_id=ingest-test' };
    const track = await origin.app.inject({ url: body.thumbnails_url!, headers });
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toBe('text/vtt');
    const sprite = await origin.app.inject({ url: body.thumbnails_url!.replace('thumbnails.vtt', 'sprite-001.jpg'), headers });
    expect([sprite.statusCode, sprite.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await origin.app.inject({ url: body.play_url, headers: { cookie: 'device_id=someone-else' } })).statusCode).toBe(403);
    expect((await readdir(path.join(mediaDir, 'titles'))).sort()).toEqual([String(contentId)]);
  });

  it('refuses a content that does not exist, a file it cannot read, and callers from elsewhere', async () => {
    const send = (payload: object, remoteAddress?: string) =>
      origin.app.inject({ method: 'POST', url: '/ops/media/ingests', payload, ...(remoteAddress ? { remoteAddress } : {}) });
    expect((await send({ content_id: 999_999, source: sample.source })).statusCode).toBe(404);
    const [any] = await origin.database.db.select({ id: contents.id }).from(contents).limit(1);
    expect((await send({ content_id: any.id, source: '/no/such/file.mp4' })).statusCode).toBe(400);
    expect((await send({ content_id: any.id, source: sample.source }, '203.0.113.9')).statusCode).toBe(403);
  });

  it('refuses, before queueing and in plain words, a source cut short and a dub in no language', async () => {
    const [, contentId] = await freeFilmContents(origin.database, 2);
    const playing = async () =>
      (await origin.database.db.select({ mediaId: contents.mediaId }).from(contents).where(eq(contents.id, contentId)))[0].mediaId;
    const before = await playing();
    const { truncated } = await makeBrokenSources(path.join(work, 'broken'), 20);
    const send = (payload: object) =>
      origin.app.inject({ method: 'POST', url: '/ops/media/ingests', payload: { content_id: contentId, ...payload } });
    const cut = await send({ source: truncated });
    expect([cut.statusCode, cut.json().message]).toEqual([
      400,
      expect.stringMatching(/^The source cut-short\.mp4 ends early: the file says it lasts 20\.0 s/),
    ]);
    const dub = await send({ source: sample.source, audio: [{ language: 'xx', file: sample.tamil }] });
    expect([dub.statusCode, dub.json().message]).toEqual([
      400,
      expect.stringMatching(/^The audio file dub-ta\.m4a is given the language "xx", which is not a language code/),
    ]);
    // nothing was queued: the content still plays what it played
    expect(await playing()).toBe(before);
    expect(await readdir(path.join(mediaDir, 'titles'))).not.toContain(String(contentId));
  });
});
