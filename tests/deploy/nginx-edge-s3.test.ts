import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { putFolder } from '@/server/modules/media/media.publish';
import { createMediaSigner, type Binding } from '@/server/platform/media-signing';
import { openDatabase, type Database } from '@/server/platform/db';
import { createS3Storage, type MediaStorage } from '@/server/platform/storage';
import { edgeAvailable, freePort, startNginx, type RunningNginx } from '@/deploy/nginx/start-edge';
import { mediaStoreAddress, workerUser, writeEdgePrefix, type MediaStoreOptions } from '@/deploy/nginx/edge-config';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { testConfig } from '../support/origin';

// The nginx media edge in front of an S3 bucket (README "Object storage"): after the same token
// check, a verified path that is no file in the edge's media directory is fetched from the bucket
// with a request media-store.js signs (AWS Signature Version 4), and only what the bucket lacks
// goes to the origin. The bucket is a local s3rver, which checks the signatures it is sent.
// Skipped without nginx, like tests/deploy/nginx-edge.test.ts (which fails in CI instead).

const SECRET = 'an-edge-test-secret-0123456789';
const SITE = 'https://chalchitra.example';
const PACK = path.join(testConfig.rootDir, 'server/seed/media-pack');
const signer = createMediaSigner(SECRET);
const DEVICE = { cookie: 'device_id=edge-device; country=IN' };
const device: Binding = { kind: 'd', deviceId: 'edge-device' };
const sign = (file: string, binding: Binding = device) =>
  signer.signMediaPath({ path: file, depth: 2, expiresAt: Date.now() + 60_000, binding });

describe.skipIf(!edgeAvailable())('the nginx media edge on an S3 bucket', () => {
  let work: string;
  let s3: LocalS3;
  let bucket: MediaStorage;
  let database: Database;
  let app: FastifyInstance;
  let originUrl: string;
  let edge: RunningNginx;
  let wrongKeys: RunningNginx;

  async function startBucketEdge(name: string, keys: { id: string; secret: string }): Promise<RunningNginx> {
    const port = await freePort();
    const store: MediaStoreOptions = { bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true };
    const args = await writeEdgePrefix(path.join(work, name), {
      listen: `127.0.0.1:${port}`,
      // the edge's own disk holds nothing: every file comes from the bucket
      mediaDir: path.join(work, 'edge-disk'),
      revocationsDir: path.join(work, 'media-revocations'),
      webServers: ['127.0.0.1:9'],
      originServers: [new URL(originUrl).host],
      siteOrigins: [SITE],
      workers: 1,
      user: workerUser(),
      mediaStore: store,
    });
    return startNginx(args, port, {
      ...process.env,
      MEDIA_SIGNING_SECRET: SECRET,
      S3_ACCESS_KEY_ID: keys.id,
      S3_SECRET_ACCESS_KEY: keys.secret,
    });
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-edge-s3-'));
    s3 = await startLocalS3();
    bucket = createS3Storage(s3.options);
    // an ingested title's folder, published as media:publish does (with its content types)
    const title = path.join(work, 'titles/42');
    await cp(path.join(PACK, 'video/set-1'), title, { recursive: true });
    await putFolder(bucket, title, 'titles/42');

    database = await openDatabase({ pgliteDir: ':memory:' });
    app = await buildApp({
      config: { ...testConfig, ...s3.config, MEDIA_SIGNING_SECRET: SECRET, MEDIA_DIR: path.join(work, 'origin-disk') },
      database,
    });
    originUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    edge = await startBucketEdge('nginx', { id: 'S3RVER', secret: 'S3RVER' });
    wrongKeys = await startBucketEdge('nginx-wrong-keys', { id: 'S3RVER', secret: 'not-the-secret' });
  });

  afterAll(async () => {
    await wrongKeys?.stop();
    await edge?.stop();
    await app?.close();
    await database?.close();
    bucket?.close();
    await s3?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("sends the bucket's object for a signed URL, with the origin's type, cache rule and CORS", async () => {
    const file = 'titles/42/hd/seg-001.ts';
    const stored = (await bucket.stat(file))!;
    const url = sign(file);
    const answer = await fetch(edge.url + url, { headers: { ...DEVICE, origin: SITE } });
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals((await bucket.read(file))!)).toBe(true);
    // the bucket answered (the origin sends no ETag), so the edge's signature passed its check
    expect(answer.headers.get('etag')).toBe(`"${stored.etag}"`);
    expect(answer.headers.get('content-type')).toBe('video/mp2t');
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(answer.headers.get('x-amz-request-id')).toBeNull();
    const fromOrigin = await fetch(originUrl + url, { headers: DEVICE });
    expect(answer.headers.get('cache-control')).toBe(fromOrigin.headers.get('cache-control'));
  });

  it('passes a Range to the bucket and answers 206 with its part', async () => {
    const file = 'titles/42/hd/seg-002.ts';
    const bytes = (await bucket.read(file))!;
    const part = await fetch(edge.url + sign(file), { headers: { ...DEVICE, range: 'bytes=100-299' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-299/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 300))).toBe(true);
  });

  it('answers HEAD with the size and no body', async () => {
    const file = 'titles/42/low/seg-001.ts';
    const head = await fetch(edge.url + sign(file), { method: 'HEAD', headers: DEVICE });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String((await bucket.stat(file))!.size));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('keeps what the bucket sent for a minute: a second viewer is answered from the edge', async () => {
    await bucket.put('titles/42/hd/seg-keep.ts', Buffer.alloc(4096, 1), 'video/mp2t');
    const url = sign('titles/42/hd/seg-keep.ts');
    const first = await fetch(edge.url + url, { headers: DEVICE });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    await bucket.delete('titles/42/hd/seg-keep.ts');
    const second = await fetch(edge.url + url, { headers: { ...DEVICE, range: 'bytes=0-9' } });
    expect(second.status).toBe(206);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.alloc(10, 1))).toBe(true);
  });

  it('answers a playlist as the origin does', async () => {
    const url = sign('titles/42/hd/index.m3u8', { kind: 'p' });
    const [atEdge, atOrigin] = await Promise.all([fetch(edge.url + url), fetch(originUrl + url)]);
    expect(atEdge.status).toBe(200);
    expect(atEdge.headers.get('content-type')).toBe(atOrigin.headers.get('content-type'));
    expect(atEdge.headers.get('cache-control')).toBe(atOrigin.headers.get('cache-control'));
    expect(await atEdge.text()).toBe(await atOrigin.text());
  });

  it('asks the origin for what the bucket lacks: the committed pack, then a 404', async () => {
    const fallback = await fetch(edge.url + sign('video/set-3/hd/seg-001.ts'), { headers: DEVICE });
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('etag')).toBeNull();
    expect(fallback.headers.get('content-type')).toBe('video/mp2t');

    const missing = await fetch(edge.url + sign('titles/42/hd/seg-099.ts'), { headers: DEVICE });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });

  it('refuses a foreign grant before it asks the bucket', async () => {
    const answer = await fetch(edge.url + sign('titles/42/hd/seg-001.ts'), { headers: { cookie: 'device_id=someone-else' } });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe('Forbidden');
  });

  it("is refused by the bucket under a wrong key pair, and the origin's copy is sent instead", async () => {
    const answer = await fetch(wrongKeys.url + sign('titles/42/hd/seg-001.ts'), { headers: DEVICE });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
    expect(Buffer.from(await answer.arrayBuffer()).equals((await bucket.read('titles/42/hd/seg-001.ts'))!)).toBe(true);
  });
});

describe("the bucket's address as the edge reaches it", () => {
  it.each([
    [
      'AWS, in virtual-hosted style',
      { bucket: 'chalchitra-media', region: 'ap-south-1', forcePathStyle: false },
      {
        server: 'chalchitra-media.s3.ap-south-1.amazonaws.com:443',
        host: 'chalchitra-media.s3.ap-south-1.amazonaws.com',
        prefix: '',
        tls: true,
      },
    ],
    [
      'an S3-compatible server, in path style',
      { bucket: 'media', endpoint: 'http://10.0.0.5:9000', region: 'us-east-1', forcePathStyle: true },
      { server: '10.0.0.5:9000', host: '10.0.0.5:9000', prefix: '/media', tls: false },
    ],
    [
      'an https server on its default port',
      { bucket: 'media', endpoint: 'https://objects.example.in', region: 'auto', forcePathStyle: true },
      { server: 'objects.example.in:443', host: 'objects.example.in', prefix: '/media', tls: true },
    ],
  ])('%s', (_case, store: MediaStoreOptions, expected) => expect(mediaStoreAddress(store)).toEqual(expected));
});
