import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProfilesResponse } from '@/contract/schemas/playback';
import { runCommand } from '@/server/modules/media-ingest/ingest.ffmpeg';
import type { IngestStatusResponse } from '@/server/modules/media-ingest/ingest.schemas';
import { createS3Storage, type MediaStorage } from '@/server/platform/storage';
import { makeSampleSource, type SampleSource } from '../../../support/ingest-source';
import { freeFilmContents } from '../../../support/catalogue';
import { testDatabases } from '../../../support/databases';
import { useTestOrigin } from '../../../support/origin';
import { startLocalS3, type LocalS3 } from '../../../support/s3-server';

// Media ingest on object storage (README "Object storage"): with MEDIA_STORAGE=s3 the origin's
// ingest worker publishes the finished title to the bucket, and the title then plays from there
// even once MEDIA_DIR no longer holds it.

const hasFfmpeg = (await runCommand('ffmpeg', ['-version']).catch(() => ({ code: 1 }))).code === 0;
// CI installs ffmpeg; elsewhere a machine without it skips this
const describeWithFfmpeg = hasFfmpeg || process.env.CI ? describe : describe.skip;

const s3: { server?: LocalS3 } = {};
let work: string;
let sample: SampleSource;
beforeAll(async () => {
  if (!hasFfmpeg && !process.env.CI) return;
  work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-ingest-s3-'));
  sample = await makeSampleSource(path.join(work, 'sources'), { seconds: 12, width: 426, height: 240 });
  s3.server = await startLocalS3();
});
afterAll(async () => {
  await s3.server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describeWithFfmpeg('an ingest with the media in an S3 bucket', () => {
  const [engine] = testDatabases();
  const mediaDir = () => path.join(work, 'media');
  // the origin is built in useTestOrigin's beforeAll, after the bucket has started above
  const config = {
    get MEDIA_DIR() {
      return mediaDir();
    },
    get S3_ENDPOINT() {
      return s3.server!.endpoint;
    },
    MEDIA_STORAGE: 's3' as const,
    S3_BUCKET: 'chalchitra-media',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  };
  const origin = useTestOrigin(engine, { config });
  let bucket: MediaStorage;
  beforeAll(() => {
    bucket = createS3Storage(s3.server!.options);
  });
  afterAll(() => bucket?.close());

  it('is published to the bucket and plays from it', async () => {
    const [contentId] = await freeFilmContents(origin.database);
    const queued = await origin.app.inject({
      method: 'POST',
      url: '/ops/media/ingests',
      payload: { content_id: contentId, source: sample.source },
    });
    expect(queued.statusCode).toBe(202);
    const { ingest_id: id } = queued.json<IngestStatusResponse>();
    let status: IngestStatusResponse;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await origin.app.inject({ url: `/ops/media/ingests/${id}` })).json<IngestStatusResponse>();
    } while (status.status === 'queued' || status.status === 'running');
    expect(status).toMatchObject({ status: 'done', error: null });

    const folder = `titles/${contentId}`;
    const keys: string[] = [];
    for await (const object of bucket.list(`${folder}/`)) keys.push(object.key);
    expect(keys).toContain(`${folder}/master.m3u8`);
    expect(keys.some((key) => key.endsWith('.m4s'))).toBe(true);

    // the bucket alone holds the title now
    await rm(path.join(mediaDir(), 'titles'), { recursive: true, force: true });
    const headers = { cookie: 'device_id=ingest-s3' };
    const play = (await origin.app.inject({ url: `/api/v2/catalog/profiles/0.1/${contentId}`, headers })).json<ProfilesResponse>();
    expect(play.play_url).toMatch(new RegExp(`/media/s/[^/]+/${folder}/master\\.m3u8$`));
    const master = await origin.app.inject({ url: play.play_url, headers });
    expect(master.statusCode).toBe(200);
    expect(master.body).toBe(String(await bucket.read(`${folder}/master.m3u8`)));
    const variant = master.body.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const variantUrl = new URL(variant, `http://origin${play.play_url}`).pathname;
    const playlist = await origin.app.inject({ url: variantUrl, headers });
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.m4s'))!;
    const media = await origin.app.inject({
      url: new URL(segment, `http://origin${variantUrl}`).pathname,
      headers: { ...headers, range: 'bytes=0-99' },
    });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload.length).toBe(100);
  });
});
