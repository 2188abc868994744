import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDownloadSizes } from '@/server/modules/downloads/download-sizes';
import { createMediaFiles } from '@/server/modules/media/media.files';
import { createLocalStorage } from '@/server/platform/storage';
import { rungMaster, rungOf, rungPlaylist } from '@/contract/hls-rungs';

// The size a download of a rung stores, from the title's own files (an ingested layout: separate
// audio in two languages and subtitles), whatever the catalogue says of its length.

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="hi",NAME="Hindi",DEFAULT=YES,AUTOSELECT=YES,URI="audio-hi/index.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="ta",NAME="Tamil",DEFAULT=NO,AUTOSELECT=YES,URI="audio-ta/index.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="hi",NAME="Hindi",DEFAULT=NO,AUTOSELECT=YES,URI="subs-hi/index.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=640x360,AUDIO="audio",SUBTITLES="subs"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=416x234,AUDIO="audio",SUBTITLES="subs"
234p/index.m3u8
`;

const media = (segments: string[], init?: string) =>
  [
    '#EXTM3U',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...(init ? [`#EXT-X-MAP:URI="${init}"`] : []),
    ...segments.flatMap((segment) => ['#EXTINF:6.0,', segment]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

let root: string;
const title = 'titles/9';

async function put(file: string, body: string | number) {
  const full = path.join(root, title, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, typeof body === 'number' ? Buffer.alloc(body) : body);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'chalchitra-sizes-'));
  await put('master.m3u8', MASTER);
  for (const [rung, bytes] of [
    ['234p', 1000],
    ['360p', 5000],
  ] as const) {
    await put(rungPlaylist(rung), media(['seg-0000.m4s', 'seg-0001.m4s'], 'init.mp4'));
    await put(`${rung}/init.mp4`, 100);
    await put(`${rung}/seg-0000.m4s`, bytes);
    await put(`${rung}/seg-0001.m4s`, bytes);
    await put(rungMaster(rung), '#EXTM3U\n');
  }
  for (const [language, bytes] of [
    ['hi', 300],
    ['ta', 7000],
  ] as const) {
    await put(`audio-${language}/index.m3u8`, media(['seg-0000.m4s', 'seg-0001.m4s'], 'init.mp4'));
    await put(`audio-${language}/init.mp4`, 50);
    await put(`audio-${language}/seg-0000.m4s`, bytes);
    await put(`audio-${language}/seg-0001.m4s`, bytes);
  }
  await put('subs-hi/index.m3u8', media(['seg-0000.vtt', 'seg-0001.vtt']));
  await put('subs-hi/seg-0000.vtt', 20);
  await put('subs-hi/seg-0001.vtt', 20);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const sizesOn = () => createDownloadSizes(createMediaFiles({ storage: createLocalStorage(root), packDir: path.join(root, 'no-pack') }));

describe('the size of a download', () => {
  it("names a rung by its media playlist (a demo repeat's too) or its own master", () => {
    expect(rungOf(rungPlaylist('234p'))).toBe('234p');
    expect(rungOf('low/index-6660s.m3u8')).toBe('low');
    expect(rungOf(rungMaster('234p'))).toBe('234p');
    expect(rungOf('low/index.m3u8')).toBe('low');
    expect(rungOf('master.m3u8')).toBeNull();
    expect(rungOf('thumbs/thumbnails.vtt')).toBeNull();
    expect(rungOf('a/b/index.m3u8')).toBeNull();
  });

  it("adds up the rung's segments and init segment, its default audio's and its subtitles', and nothing else", async () => {
    const sizes = await sizesOn().of(`${title}/master.m3u8`, ['234p', '360p']);
    const subtitles = 40;
    const hindi = 50 + 2 * 300;
    expect(sizes.get('234p')).toBe(100 + 2 * 1000 + hindi + subtitles);
    expect(sizes.get('360p')).toBe(100 + 2 * 5000 + hindi + subtitles);
  });

  it('knows no size for a rung the master does not list, or whose files are missing', async () => {
    await rm(path.join(root, title, '360p/seg-0001.m4s'));
    const sizes = await sizesOn().of(`${title}/master.m3u8`, ['234p', '360p', '1080p']);
    expect(sizes.get('234p')).toBeGreaterThan(0);
    expect(sizes.get('360p')).toBeNull();
    expect(sizes.get('1080p')).toBeNull();
    expect((await sizesOn().of('titles/404/master.m3u8', ['234p'])).get('234p')).toBeNull();
  });

  it('measures again once the master is replaced (a new ingest)', async () => {
    const sizes = sizesOn();
    const before = (await sizes.of(`${title}/master.m3u8`, ['234p'])).get('234p')!;
    await put('234p/seg-0001.m4s', 9000);
    await put('master.m3u8', MASTER);
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, title, 'master.m3u8'), later, later);
    expect((await sizes.of(`${title}/master.m3u8`, ['234p'])).get('234p')).toBe(before + 8000);
  });
});
