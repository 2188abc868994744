import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/server/app';
import { putFolder } from '@/server/modules/media/media.publish';
import { createMediaSigner } from '@/server/platform/media-signing';
import { openDatabase, type Database } from '@/server/platform/db';
import { createS3Storage, type MediaStorage } from '@/server/platform/storage';
import { startLocalS3, type LocalS3 } from '../../../support/s3-server';
import { testConfig } from '../../../support/origin';

// The origin's media route reading through the media storage (README "Object storage"): the same
// files on local disk (MEDIA_DIR) and in an S3 bucket (MEDIA_STORAGE=s3, a local s3rver) give the
// same answers to the same signed URLs, ranges and refusals included.

const PACK = path.join(testConfig.rootDir, 'server/seed/media-pack');
const signer = createMediaSigner(testConfig.MEDIA_SIGNING_SECRET);
const NOW = Date.parse('2026-11-25T12:00:00Z');
const sign = (file: string, depth = 2) =>
  signer.signMediaPath({ path: file, depth, expiresAt: Date.now() + 3_600_000, binding: { kind: 'p' } });

describe('media served from an S3 bucket', () => {
  let work: string;
  let s3: LocalS3;
  let bucket: MediaStorage;
  let database: Database;
  let fromDisk: FastifyInstance;
  let fromBucket: FastifyInstance;
  let big: Buffer;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-media-s3-'));
    const mediaDir = path.join(work, 'media');
    // an ingested title's folder (no pack file stands in for it) and one file too big to keep in memory
    await cp(path.join(PACK, 'video/set-1'), path.join(mediaDir, 'titles/42'), { recursive: true });
    big = randomBytes(5 * 2 ** 20);
    await writeFile(path.join(mediaDir, 'titles/42/source.mp4'), big);

    s3 = await startLocalS3();
    bucket = createS3Storage(s3.options);
    await putFolder(bucket, mediaDir, '');

    database = await openDatabase({ pgliteDir: ':memory:' });
    const now = () => NOW;
    fromDisk = await buildApp({ config: { ...testConfig, MEDIA_DIR: mediaDir }, database, now });
    fromBucket = await buildApp({ config: { ...testConfig, MEDIA_DIR: path.join(work, 'unused'), ...s3.config }, database, now });
  });

  afterAll(async () => {
    await fromBucket?.close();
    await fromDisk?.close();
    await database?.close();
    bucket?.close();
    await s3?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const both = async (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    Promise.all([fromDisk.inject({ url, headers, method }), fromBucket.inject({ url, headers, method })]);
  const HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control'];
  function expectSame(disk: LightMyRequestResponse, fromS3: LightMyRequestResponse) {
    expect(fromS3.statusCode).toBe(disk.statusCode);
    for (const header of HEADERS) expect([header, fromS3.headers[header]]).toEqual([header, disk.headers[header]]);
    expect(fromS3.rawPayload.equals(disk.rawPayload)).toBe(true);
  }

  it.each([
    ['a segment', 'titles/42/hd/seg-001.ts', {}],
    ['a range of a segment', 'titles/42/hd/seg-001.ts', { range: 'bytes=100-299' }],
    ['the end of a segment', 'titles/42/hd/seg-001.ts', { range: 'bytes=-500' }],
    ['a range past the end', 'titles/42/hd/seg-001.ts', { range: 'bytes=9999999-' }],
    ['a playlist', 'titles/42/hd/index.m3u8', {}],
    ['a poster', 'titles/42/poster.jpg', {}],
    ['a file over 4 MiB, streamed', 'titles/42/source.mp4', {}],
    ['a range of a file over 4 MiB', 'titles/42/source.mp4', { range: 'bytes=4194000-4194999' }],
    ['a missing file', 'titles/42/hd/seg-099.ts', {}],
    ['a set only the committed pack has', 'video/set-3/hd/seg-002.ts', {}],
  ])('answers %s as from disk', async (_case, file, headers: Record<string, string>) => {
    const [disk, fromS3] = await both(sign(file), headers);
    expectSame(disk, fromS3);
    expect(disk.statusCode).toBe(
      file.endsWith('seg-099.ts') ? 404 : headers.range?.startsWith('bytes=9') ? 416 : headers.range ? 206 : 200,
    );
    if (disk.statusCode === 200) expect(fromS3.headers['last-modified']).toBeDefined();
  });

  it('sends the bytes stored in the bucket, ranges included', async () => {
    const answer = await fromBucket.inject({ url: sign('titles/42/source.mp4'), headers: { range: 'bytes=1000-1999' } });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 1000-1999/${big.length}`);
    expect(answer.rawPayload.equals(big.subarray(1000, 2000))).toBe(true);
  });

  it('answers HEAD with the size and no body', async () => {
    const [disk, fromS3] = await both(sign('titles/42/hd/seg-002.ts'), {}, 'HEAD');
    expectSame(disk, fromS3);
    expect(fromS3.rawPayload.length).toBe(0);
  });

  it('refuses a URL signed for another folder, as from disk', async () => {
    const url = sign('titles/42/hd/seg-001.ts').replace('titles/42/', 'titles/43/');
    const [disk, fromS3] = await both(url);
    expect([disk.statusCode, fromS3.statusCode]).toEqual([403, 403]);
    expect(fromS3.body).toBe('Forbidden');
  });

  it("builds a live channel's window from the bucket's copy of its set", async () => {
    await putFolder(bucket, path.join(PACK, 'video/set-1'), 'video/set-1');
    const url = sign('live/channel-1/hd/index.m3u8');
    const [disk, fromS3] = await both(url);
    expect(fromS3.statusCode).toBe(200);
    expect(fromS3.body).toContain('#EXT-X-MEDIA-SEQUENCE:');
    expect(fromS3.body).toBe(disk.body);
  });

  it('sends a file replaced in the bucket as it now is, not as it was kept', async () => {
    const url = sign('titles/42/hd/seg-003.ts');
    const first = await fromBucket.inject({ url });
    const replaced = Buffer.from(first.rawPayload).fill(7, 0, 188);
    await bucket.put('titles/42/hd/seg-003.ts', replaced, 'video/mp2t');
    const again = await fromBucket.inject({ url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(replaced)).toBe(true);
  });
});
