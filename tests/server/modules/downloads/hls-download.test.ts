import { folderOf, parseMaster, pathUnder, readMediaPlaylist, storedMaster } from '@/contract/hls-download';

// What a download keeps of an HLS title (issue 19): the chosen variant with its audio and
// subtitles, every file under the master's folder, stored with relative paths.

const MASTER_URL = 'https://site.example/media/s/1.s.3.sig/titles/7/master.m3u8';
const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Hindi",LANGUAGE="hi",DEFAULT=YES,URI="audio/hi/index.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Tamil",LANGUAGE="ta",DEFAULT=NO,URI="audio/ta/index.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Hindi",LANGUAGE="hi",URI="subs/hi/index.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360,AUDIO="aud",SUBTITLES="subs"
v360/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720,AUDIO="aud",SUBTITLES="subs"
v720/index.m3u8
#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000,URI="v360/iframes.m3u8"
`;

describe('the stored copy of an HLS title', () => {
  it('reads the variants and renditions of a master', () => {
    const { variants, renditions } = parseMaster(MASTER, MASTER_URL);
    expect(variants.map((variant) => [variant.uri, variant.bandwidth])).toEqual([
      ['https://site.example/media/s/1.s.3.sig/titles/7/v360/index.m3u8', 400000],
      ['https://site.example/media/s/1.s.3.sig/titles/7/v720/index.m3u8', 2400000],
    ]);
    expect(renditions).toHaveLength(3);
  });

  it('keeps the chosen variant, its default audio and its subtitles, relative to the master', () => {
    const variant = parseMaster(MASTER, MASTER_URL).variants[1];
    const { stored, playlists } = storedMaster(MASTER, MASTER_URL, variant);
    expect(stored).toContain('URI="audio/hi/index.m3u8"');
    expect(stored).not.toContain('audio/ta');
    expect(stored).toContain('URI="subs/hi/index.m3u8"');
    expect(stored).toContain('\nv720/index.m3u8\n');
    expect(stored).not.toContain('v360');
    expect(playlists.map((url) => pathUnder(url, folderOf(MASTER_URL)))).toEqual([
      'v720/index.m3u8',
      'audio/hi/index.m3u8',
      'subs/hi/index.m3u8',
    ]);
  });

  it('lists the segments and init segment of a media playlist and stores it with relative paths', () => {
    const playlist = 'https://site.example/media/s/1.s.3.sig/titles/7/v720/index.m3u8';
    const text = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6.0,\nseg-000.m4s\n#EXTINF:6.0,\n../shared/seg-001.m4s\n#EXT-X-ENDLIST\n';
    const { files, stored } = readMediaPlaylist(text, playlist, folderOf(MASTER_URL));
    expect(files.map((url) => pathUnder(url, folderOf(MASTER_URL)))).toEqual(['v720/init.mp4', 'v720/seg-000.m4s', 'shared/seg-001.m4s']);
    expect(stored).toBe(
      '#EXTM3U\n#EXT-X-MAP:URI="../v720/init.mp4"\n#EXTINF:6.0,\n../v720/seg-000.m4s\n#EXTINF:6.0,\n../shared/seg-001.m4s\n#EXT-X-ENDLIST\n',
    );
  });

  it('refuses a file outside the signed folder', () => {
    const playlist = 'https://site.example/media/s/1.s.3.sig/titles/7/v720/index.m3u8';
    expect(() => readMediaPlaylist('#EXTM3U\nhttps://elsewhere.example/seg.ts\n', playlist, folderOf(MASTER_URL))).toThrow(
      /outside its folder/,
    );
  });
});
