import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultPrefix, putFolder } from '@/server/modules/media/media.publish';
import { createLocalStorage, createS3Storage, type MediaStorage } from '@/server/platform/storage';
import { startLocalS3, type LocalS3 } from '../../../support/s3-server';
import { testConfig } from '../../../support/origin';

// media:publish (README "Object storage"): a folder goes to the media storage under a key prefix,
// and publishing it again sends only what changed.

const PACK = path.join(testConfig.rootDir, 'server/seed/media-pack');
const run = promisify(execFile);

async function keysIn(storage: MediaStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys;
}

let s3: LocalS3;
let work: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-publish-'));
});
afterAll(async () => {
  await s3?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.each([
  ['local disk', () => createLocalStorage(path.join(work, 'published'))],
  ['an S3 bucket', () => createS3Storage(s3.options)],
])('publishing a folder to %s', (_name, open) => {
  let storage: MediaStorage;
  let folder: string;
  beforeAll(async () => {
    storage = open();
    folder = await mkdtemp(path.join(work, 'title-'));
    await cp(path.join(PACK, 'audio/set-1'), folder, { recursive: true });
  });
  afterAll(() => storage.close());

  it('puts every file under the prefix, then skips them all the second time', async () => {
    const first = await putFolder(storage, folder, 'titles/42');
    expect(first).toMatchObject({ uploaded: 5, skipped: 0 });
    expect(await keysIn(storage, 'titles/42/')).toEqual([
      'titles/42/index.m3u8',
      'titles/42/seg-000.ts',
      'titles/42/seg-001.ts',
      'titles/42/seg-002.ts',
      'titles/42/seg-003.ts',
    ]);
    expect((await storage.read('titles/42/seg-002.ts'))!.equals(await readFile(path.join(folder, 'seg-002.ts')))).toBe(true);

    expect(await putFolder(storage, folder, 'titles/42')).toEqual({ uploaded: 0, skipped: 5, bytes: 0, removed: 0 });
  });

  it('sends again a file whose content changed, even at the same size, and a new one', async () => {
    const playlist = path.join(folder, 'index.m3u8');
    const text = await readFile(playlist, 'utf8');
    await writeFile(playlist, text.replace('#EXTM3U', '#extm3u'));
    // a later modification time, as an editor or a new ingest would leave
    await utimes(playlist, new Date(), new Date(Date.now() + 5000));
    await writeFile(path.join(folder, 'poster.jpg'), 'a poster');
    const seen: string[] = [];
    const again = await putFolder(storage, folder, 'titles/42', { onFile: (key, outcome) => seen.push(`${outcome} ${key}`) });
    expect(again).toMatchObject({ uploaded: 2, skipped: 4 });
    expect(seen.filter((line) => line.startsWith('uploaded')).sort()).toEqual([
      'uploaded titles/42/index.m3u8',
      'uploaded titles/42/poster.jpg',
    ]);
    expect(String(await storage.read('titles/42/index.m3u8'))).toContain('#extm3u');
  });

  it('with prune, leaves under the prefix only what the folder has', async () => {
    await rm(path.join(folder, 'seg-003.ts'));
    await storage.put('titles/420/master.m3u8', 'another title');
    expect(await putFolder(storage, folder, 'titles/42')).toMatchObject({ uploaded: 0, removed: 0 });
    expect(await keysIn(storage, 'titles/42/')).toContain('titles/42/seg-003.ts');

    expect(await putFolder(storage, folder, 'titles/42', { prune: true })).toMatchObject({ uploaded: 0, skipped: 5, removed: 1 });
    expect(await keysIn(storage, 'titles/42/')).not.toContain('titles/42/seg-003.ts');
    expect(await storage.stat('titles/420/master.m3u8')).not.toBeNull();
  });

  it('refuses a prefix that leaves the media root', async () => {
    await expect(putFolder(storage, folder, '../elsewhere')).rejects.toThrow(/not a media key prefix/);
  });
});

describe('npm run media:publish', () => {
  const cli = path.join(testConfig.rootDir, 'server/modules/media/media.publish.ts');
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'test',
    MEDIA_DIR: path.join(work, 'media'),
    MEDIA_STORAGE: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });

  it('uploads a folder of MEDIA_DIR under its own path, and only what changed when run again', async () => {
    const title = path.join(work, 'media/titles/7');
    await cp(path.join(PACK, 'video/set-1/hd'), title, { recursive: true });
    const first = await run(process.execPath, ['--import', 'tsx', cli, '--quiet', title], { env: env(), cwd: testConfig.rootDir });
    expect(first.stdout).toMatch(/→ s3:\/\/chalchitra-media\/titles\/7: 7 uploaded \([\d.]+ MiB\), 0 already there/);
    const second = await run(process.execPath, ['--import', 'tsx', cli, title], { env: env(), cwd: testConfig.rootDir });
    expect(second.stdout).toMatch(/: 0 uploaded \(0\.0 MiB\), 7 already there/);
    const bucket = createS3Storage(s3.options);
    expect(await keysIn(bucket, 'titles/7/')).toHaveLength(7);
    bucket.close();
  });
});

describe('the prefix a folder is published under', () => {
  it.each([
    ['data/media', 'data/media/titles/42', 'titles/42'],
    ['data/media', 'data/media', ''],
    ['data/media', 'server/seed/media-pack', ''],
    ['data/media', 'data/media-old/titles/1', ''],
  ])('from %s, %s goes under "%s"', (mediaDir, folder, expected) => expect(defaultPrefix(folder, mediaDir)).toBe(expected));
});
