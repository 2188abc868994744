import type { ProfilesResponse } from '@/contract/schemas/playback';
import { buildRepeatedPlaylist, repeatPath, repeatSource } from '@/server/modules/media/repeat-window';
import { freeFilmContents } from '../../../support/catalogue';
import { testDatabases } from '../../../support/databases';
import { checkMaster, expectHonestBandwidth } from '../../../support/hls-validator';
import { useTestOrigin } from '../../../support/origin';

// A demo title plays as long as the catalogue says (issue 47 item 9): its set's segments repeated
// with a discontinuity at each repeat, from playlists the origin makes; nothing else on disk.

const VOD = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXTINF:4.000000,',
  'seg-000.ts',
  '#EXTINF:4.000000,',
  'seg-001.ts',
  '#EXTINF:2.000000,',
  'seg-002.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('repeated demo playlists', () => {
  it.each([
    ['video/set-2/master-6660s.m3u8', { source: 'video/set-2/master.m3u8', seconds: 6660 }],
    ['video/set-2/low/index-6660s.m3u8', { source: 'video/set-2/low/index.m3u8', seconds: 6660 }],
    ['audio/set-1/index-225s.m3u8', { source: 'audio/set-1/index.m3u8', seconds: 225 }],
    ['video/set-2/master.m3u8', null],
    ['titles/42/master-60s.m3u8', null],
    ['video/set-2/low/seg-000.ts', null],
    ['video/set-2/master-99999s.m3u8', null],
  ])('%s plays %j', (path, expected) => {
    expect(repeatSource(path)).toEqual(expected);
  });

  it('repeats the segments to the length, a discontinuity before each repeat', () => {
    const text = buildRepeatedPlaylist(VOD, 25);
    const lines = text.trim().split('\n');
    expect(lines.slice(0, 5)).toEqual(VOD.split('\n').slice(0, 5));
    const body = lines.slice(5);
    expect(body.filter((line) => !line.startsWith('#EXTINF'))).toEqual([
      'seg-000.ts',
      'seg-001.ts',
      'seg-002.ts',
      '#EXT-X-DISCONTINUITY',
      'seg-000.ts',
      'seg-001.ts',
      'seg-002.ts',
      '#EXT-X-DISCONTINUITY',
      'seg-000.ts',
      '#EXT-X-ENDLIST',
    ]);
    // 24 s, and a segment more would overshoot by more than its half
    expect(body.filter((line) => line.startsWith('#EXTINF')).reduce((sum, line) => sum + Number(line.slice(8, -1)), 0)).toBe(24);
  });

  it('points a master’s variants at their repeats of the same length', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="avc1.42c01e"\nlow/index.m3u8\n';
    expect(buildRepeatedPlaylist(master, 90)).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="avc1.42c01e"\nlow/index-90s.m3u8\n');
    expect(repeatPath('audio/set-3/index.m3u8', 200)).toBe('audio/set-3/index-200s.m3u8');
  });
});

describe.each(testDatabases())('a demo film on $name', (engine) => {
  const origin = useTestOrigin(engine);

  it('plays as long as the catalogue says, from its set’s own segments, and declares what they hold', async () => {
    const [contentId] = await freeFilmContents(origin.database);
    const headers = { cookie: 'device_id=demo-length-test' };
    const play = (await origin.app.inject({ url: `/api/v2/catalog/profiles/0.1/${contentId}`, headers })).json<ProfilesResponse>();
    expect(play.duration).toBeGreaterThan(90 * 60);
    expect(play.play_url).toMatch(new RegExp(`/video/set-\\d/master-${play.duration}s\\.m3u8$`));
    const base = play.play_url.slice(0, play.play_url.lastIndexOf('/') + 1);
    const read = async (relative: string) => {
      const answer = await origin.app.inject({ url: `${base}${relative}`, headers });
      expect(answer.statusCode, relative).toBe(200);
      return answer.rawPayload;
    };
    const master = (await read('master-' + play.duration + 's.m3u8')).toString();
    const variants = master.split('\n').filter((line) => line.endsWith('.m3u8'));
    expect(variants).toEqual([
      'low/index-' + play.duration + 's.m3u8',
      'med/index-' + play.duration + 's.m3u8',
      'high/index-' + play.duration + 's.m3u8',
      'hd/index-' + play.duration + 's.m3u8',
    ]);

    const low = (await read(variants[0])).toString();
    const durations = [...low.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
    const total = durations.reduce((sum, seconds) => sum + seconds, 0);
    // whole segments: within half of one of the catalogue's length
    expect(Math.abs(total - (play.duration ?? 0))).toBeLessThanOrEqual(2);
    const segments = new Set(low.split('\n').filter((line) => line.endsWith('.ts')));
    expect(segments.size).toBeLessThan(10);
    expect(low.match(/#EXT-X-DISCONTINUITY/g)?.length).toBeGreaterThan(100);
    // the segments are the set's files, under the same grant
    for (const segment of segments) expect((await read(`low/${segment}`)).length).toBeGreaterThan(1000);

    expectHonestBandwidth(await checkMaster(read, `master-${play.duration}s.m3u8`));
  });
});
