import { LIVE_WINDOW_SEGMENTS, buildLivePlaylist, liveSource, parseVodSegments } from '@/server/modules/media/live-window';

const vod = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  ...Array.from({ length: 6 }, (_, i) => [`#EXTINF:4.000000,`, `seg-00${i}.ts`]).flat(),
  '#EXT-X-ENDLIST',
].join('\n');

function sequenceOf(playlist: string): number {
  return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)![1]);
}

describe('live window', () => {
  it('maps a channel to its source video set, round-robin over four sets', () => {
    expect(liveSource('live/channel-1/master.m3u8')).toEqual({ channel: 1, sourceFolder: 'video/set-1', rest: 'master.m3u8' });
    expect(liveSource('live/channel-6/hd/seg-002.ts')).toEqual({ channel: 6, sourceFolder: 'video/set-2', rest: 'hd/seg-002.ts' });
    expect(liveSource('video/set-1/master.m3u8')).toBeNull();
    expect(liveSource('live/channel-0/master.m3u8')).toBeNull();
  });

  it('reads the segments of a VOD playlist', () => {
    expect(parseVodSegments(vod)).toHaveLength(6);
    expect(parseVodSegments(vod)[2]).toEqual({ duration: 4, uri: 'seg-002.ts' });
  });

  it('is a live playlist: no end, a window of segments, the sequence advancing with time', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const first = buildLivePlaylist(vod, 1, now);
    expect(first).not.toContain('#EXT-X-ENDLIST');
    expect(first).not.toContain('PLAYLIST-TYPE');
    expect(first.match(/#EXTINF/g)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(sequenceOf(buildLivePlaylist(vod, 1, now + 4000))).toBe(sequenceOf(first) + 1);
    expect(sequenceOf(buildLivePlaylist(vod, 1, now + 40_000))).toBe(sequenceOf(first) + 10);
    expect(buildLivePlaylist(vod, 1, now)).toBe(first);
  });

  it('marks the loop wrap with a discontinuity and counts it', () => {
    const playlists = Array.from({ length: 6 }, (_, step) => buildLivePlaylist(vod, 2, 1_700_000_000_000 + step * 4000));
    const wrapped = playlists.find((playlist) => playlist.includes('#EXT-X-DISCONTINUITY\n'));
    expect(wrapped).toBeDefined();
    const lines = wrapped!.split('\n');
    expect(lines[lines.indexOf('#EXT-X-DISCONTINUITY') + 2]).toBe('seg-000.ts');
    const sequence = sequenceOf(wrapped!);
    expect(wrapped).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(sequence / 6)}`);
  });
});
