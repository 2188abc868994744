import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createLocalStorage, createS3Storage, type MediaStorage } from '@/server/platform/storage';
import { startLocalS3, type LocalS3 } from '../../support/s3-server';

// The media storage (README "Object storage"): local disk and an S3-compatible bucket answer the
// same calls alike, so the same cases run on both (the bucket is a local s3rver).

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const SEGMENT = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

interface Backend {
  storage: MediaStorage;
  close(): Promise<void>;
}

const backends: Array<[string, () => Promise<Backend>]> = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-storage-'));
      return { storage: createLocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const s3: LocalS3 = await startLocalS3();
      const storage = createS3Storage(s3.options);
      return {
        storage,
        close: async () => {
          storage.close();
          await s3.stop();
        },
      };
    },
  ],
];

describe.each(backends)('media storage on %s', (_name, open) => {
  let backend: Backend;
  let storage: MediaStorage;
  let work: string;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
    work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-storage-src-'));
  });
  afterAll(async () => {
    await backend?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('keeps what is put and tells its size and time', async () => {
    const before = Date.now() - 2000;
    await storage.put('video/set-1/hd/seg-001.ts', SEGMENT, 'video/mp2t');
    const found = await storage.stat('video/set-1/hd/seg-001.ts');
    expect(found).toMatchObject({ key: 'video/set-1/hd/seg-001.ts', size: 1000 });
    expect(found!.modified.getTime()).toBeGreaterThan(before);
    expect((await storage.read('video/set-1/hd/seg-001.ts'))!.equals(SEGMENT)).toBe(true);
  });

  it('reads a range, whole or as a stream', async () => {
    await storage.put('video/set-1/hd/seg-002.ts', SEGMENT);
    expect((await storage.read('video/set-1/hd/seg-002.ts', { start: 100, end: 299 }))!.equals(SEGMENT.subarray(100, 300))).toBe(true);
    const whole = await storage.stream('video/set-1/hd/seg-002.ts');
    expect((await collect(whole!)).equals(SEGMENT)).toBe(true);
    const part = await storage.stream('video/set-1/hd/seg-002.ts', { start: 990, end: 999 });
    expect((await collect(part!)).equals(SEGMENT.subarray(990))).toBe(true);
  });

  it('puts a local file, and a second put replaces the first', async () => {
    const file = path.join(work, 'index.m3u8');
    await writeFile(file, '#EXTM3U\n');
    await storage.putFile('audio/set-1/index.m3u8', file, 'application/vnd.apple.mpegurl');
    expect(String(await storage.read('audio/set-1/index.m3u8'))).toBe('#EXTM3U\n');
    await storage.put('audio/set-1/index.m3u8', '#EXTM3U\n#EXT-X-VERSION:6\n');
    expect(await storage.stat('audio/set-1/index.m3u8')).toMatchObject({ size: 25 });
  });

  it('lists the objects under a prefix in key order', async () => {
    await storage.put('titles/7/720p/seg-2.m4s', 'b');
    await storage.put('titles/7/720p/seg-1.m4s', 'a');
    await storage.put('titles/7/master.m3u8', 'm');
    await storage.put('titles/70/master.m3u8', 'other title');
    const keys = async (prefix: string) => {
      const found: string[] = [];
      for await (const object of storage.list(prefix)) found.push(object.key);
      return found;
    };
    expect(await keys('titles/7/')).toEqual(['titles/7/720p/seg-1.m4s', 'titles/7/720p/seg-2.m4s', 'titles/7/master.m3u8']);
    expect(await keys('titles/7')).toHaveLength(4);
    expect(await keys('nothing/')).toEqual([]);
  });

  it('deletes an object, and deleting it again is no error', async () => {
    await storage.put('titles/8/master.m3u8', 'x');
    await storage.delete('titles/8/master.m3u8');
    await storage.delete('titles/8/master.m3u8');
    expect(await storage.stat('titles/8/master.m3u8')).toBeNull();
  });

  it.each([
    ['a missing object', 'video/set-9/hd/seg-001.ts'],
    ['a folder, not an object', 'video/set-1/hd'],
    ['a path that leaves the root', 'video/../../outside.txt'],
    ['an absolute path', '/etc/passwd'],
  ])('answers null for %s', async (_case, key) => {
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
  });

  it('refuses to write outside the media root', async () => {
    await expect(storage.put('../outside.txt', 'x')).rejects.toThrow(/not a media key/);
  });
});

describe('an upload to an S3 bucket that fails', () => {
  let s3: LocalS3;
  let proxy: http.Server;
  let storage: MediaStorage;
  let work: string;
  const puts: string[] = [];
  /** What the next upload meets between the storage and the bucket, once. */
  let fault: 'cut' | { status: number; code: string } | null = null;

  beforeAll(async () => {
    s3 = await startLocalS3();
    const target = new URL(s3.endpoint);
    proxy = http.createServer((request, response) => {
      const met = request.method === 'PUT' ? fault : null;
      if (request.method === 'PUT') {
        puts.push(new URL(request.url ?? '/', 'http://s3').pathname);
        fault = null;
      }
      if (met === 'cut') {
        // the connection cut before any answer, as when a kept-alive socket the server has just
        // closed is reused
        request.socket.destroy();
        return;
      }
      if (met) {
        request.resume();
        response.writeHead(met.status, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${met.code}</Code><Message>${met.code}</Message></Error>`);
        return;
      }
      const onward = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(onward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    storage = createS3Storage({ ...s3.options, endpoint: `http://127.0.0.1:${port}` });
    work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-storage-drop-'));
  });
  beforeEach(() => {
    puts.length = 0;
  });
  afterAll(async () => {
    storage?.close();
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
    await s3?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function upload(key: string) {
    const file = path.join(work, 'seg-001.ts');
    await writeFile(file, SEGMENT);
    await storage.putFile(key, file, 'video/mp2t');
  }

  it('sends the file again from its start when the connection drops, and the bucket keeps it whole', async () => {
    fault = 'cut';
    await upload('titles/9/hd/seg-001.ts');
    expect(puts).toEqual(['/chalchitra-media/titles/9/hd/seg-001.ts', '/chalchitra-media/titles/9/hd/seg-001.ts']);
    expect((await storage.read('titles/9/hd/seg-001.ts'))!.equals(SEGMENT)).toBe(true);
  });

  it('sends it again when S3 cannot take it now (503 Slow Down)', async () => {
    fault = { status: 503, code: 'SlowDown' };
    await upload('titles/9/hd/seg-002.ts');
    expect(puts).toEqual(['/chalchitra-media/titles/9/hd/seg-002.ts', '/chalchitra-media/titles/9/hd/seg-002.ts']);
    expect((await storage.read('titles/9/hd/seg-002.ts'))!.equals(SEGMENT)).toBe(true);
  });

  it('does not send again what S3 refuses (403), and says why', async () => {
    fault = { status: 403, code: 'AccessDenied' };
    await expect(upload('titles/9/hd/seg-003.ts')).rejects.toThrow(/AccessDenied/);
    expect(puts).toEqual(['/chalchitra-media/titles/9/hd/seg-003.ts']);
    expect(await storage.stat('titles/9/hd/seg-003.ts')).toBeNull();
  });
});
