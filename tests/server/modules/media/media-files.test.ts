import { isSafeMediaPath, parseRange } from '@/server/modules/media/media.files';

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
