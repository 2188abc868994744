import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMediaFiles, isSafeMediaPath, parseRange } from '@/server/modules/media/media.files';
import { createLocalStorage } from '@/server/platform/storage';

describe('media paths', () => {
  it.each([
    ['video/set-1/master.m3u8', true],
    ['art/asset/1/poster-300x450.svg', true],
    ['../secrets', false],
    ['video/../../etc/passwd', false],
    ['/etc/passwd', false],
    ['video//x.ts', false],
    ['video\\x.ts', false],
    ['', false],
  ])('%s is safe: %s', (path, expected) => expect(isSafeMediaPath(path)).toBe(expected));
});

describe('Range header', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['items=0-1', null],
  ])('%s of a 1000-byte file', (header, expected) => expect(parseRange(header, 1000)).toEqual(expected));
});

describe('reading media files', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-media-'));
    await mkdir(path.join(root, 'video/set-1'), { recursive: true });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('sends a file, or a range of it, and a file changed since as it now is', async () => {
    const files = createMediaFiles({ storage: createLocalStorage(root), packDir: root });
    const segment = path.join(root, 'video/set-1/seg-000.ts');
    await writeFile(segment, 'first version');
    const found = (await files.resolve('video/set-1/seg-000.ts'))!;
    expect(String(await files.read(found))).toBe('first version');
    expect(String(await files.read(found, { start: 6, end: 12 }))).toBe('version');

    await writeFile(segment, 'fresh version');
    await utimes(segment, new Date(), new Date(Date.now() + 5000));
    expect(String(await files.read((await files.resolve('video/set-1/seg-000.ts'))!))).toBe('fresh version');
  });
});
