import { ladderFor, qualityOf, thumbnailInterval } from '@/server/modules/media-ingest/ingest.ladder';
import { parseSubtitles, segmentSubtitles } from '@/server/modules/media-ingest/ingest.subtitles';
import { readLanguage } from '@/server/modules/media-ingest/ingest.languages';
import { planThumbnails, thumbnailTrack } from '@/server/modules/media-ingest/ingest.thumbnails';
import { parseAttributes, peakBitRate, videoMasterPlaylist } from '@/server/modules/media-ingest/ingest.playlists';

// The ingest's rules without ffmpeg: the ladder, subtitles, languages, thumbnails and the master playlist.

const parseCues = (text: string) => parseSubtitles(text).cues;

describe('the ladder', () => {
  it.each([
    [1920, 1080, ['234p', '360p', '432p', '540p', '720p', '1080p']],
    [1280, 720, ['234p', '360p', '432p', '540p', '720p']],
    [640, 360, ['234p', '360p']],
    [320, 180, ['234p']],
  ])('a %ix%i source gets rungs up to its own height: %j', (width, height, names) => {
    expect(ladderFor(width, height).map((rung) => rung.name)).toEqual(names);
  });

  it('never upscales, and follows the source’s shape', () => {
    expect(ladderFor(320, 180)).toEqual([{ name: '234p', width: 320, height: 180, kbps: 145 }]);
    expect(ladderFor(1440, 1080).find((rung) => rung.name === '720p')).toMatchObject({ width: 960, height: 720 });
  });

  it.each([
    [234, 1],
    [360, 2],
    [432, 2],
    [540, 3],
    [720, 4],
    [1080, 4],
  ])('a %ip rung is quality %i (spec 001 §9)', (height, quality) => {
    expect(qualityOf(height)).toBe(quality);
  });

  it.each([
    [60, 2],
    [600, 6],
    [7200, 10],
  ])('a %i-second title has a thumbnail every %i s', (duration, interval) => {
    expect(thumbnailInterval(duration)).toBe(interval);
  });
});

describe('subtitles', () => {
  const srt =
    '\uFEFF1\r\n00:00:01,000 --> 00:00:04,500\r\nNamaste <i>duniya</i>\r\n<font color="red">Red</font> & blue\r\n\r\n2\r\n00:00:05,500 --> 00:00:08,000\r\nx < y\r\n';
  const vtt = 'WEBVTT\n\nNOTE a note\n\nintro\n00:01.000 --> 00:04.500 line:90%\nFirst\n\n00:00:07.000 --> 00:00:13.000\nLong one\n';

  it('reads SRT, keeping the tags WebVTT knows and escaping the rest', () => {
    expect(parseCues(srt)).toEqual([
      { start: 1, end: 4.5, text: 'Namaste <i>duniya</i>\nRed &amp; blue', settings: '' },
      { start: 5.5, end: 8, text: 'x &lt; y', settings: '' },
    ]);
  });

  it('reads WebVTT with its cue settings', () => {
    expect(parseCues(vtt)).toEqual([
      { start: 1, end: 4.5, text: 'First', settings: 'line:90%' },
      { start: 7, end: 13, text: 'Long one', settings: '' },
    ]);
  });

  it('segments on the 6-second grid, repeating a cue in each segment it spans, mapped to the video’s start', () => {
    const { files, playlist } = segmentSubtitles(parseCues(vtt), 14, 6, 0.08);
    expect(files.map((file) => [file.name, file.duration])).toEqual([
      ['seg-0000.vtt', 6],
      ['seg-0001.vtt', 6],
      ['seg-0002.vtt', 2],
    ]);
    expect(files[0].text).toBe('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:7200,LOCAL:00:00:00.000\n\n00:00:01.000 --> 00:00:04.500 line:90%\nFirst\n');
    expect(files[1].text).toContain('00:00:07.000 --> 00:00:13.000\nLong one');
    expect(files[2].text).toContain('Long one');
    expect(playlist).toContain('#EXT-X-TARGETDURATION:6');
    expect(playlist.match(/#EXTINF:/g)).toHaveLength(3);
    expect(playlist.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('says which lines of a file cannot be read', () => {
    const broken =
      '1\n00:00:01,000 -> 00:00:04,500\nArrow too short\n\n2\n00:00:09,000 --> 00:00:05,000\nBackwards\n\n3\n00:00:10,000 --> 00:00:12,000\nFine\n';
    expect(parseSubtitles(broken)).toEqual({
      cues: [{ start: 10, end: 12, text: 'Fine', settings: '' }],
      problems: [
        'line 2: "00:00:01,000 -> 00:00:04,500" is not a cue timing (00:00:01,000 --> 00:00:04,500)',
        'line 6: the cue ends (00:00:05,000) before it starts (00:00:09,000)',
      ],
    });
  });
});

describe('languages', () => {
  it.each([
    ['hin', 'hi', 'Hindi'],
    ['tam', 'ta', 'Tamil'],
    ['te', 'te', 'Telugu'],
    ['EN', 'en', 'English'],
    ['ger', 'de', 'German'],
    ['pt-br', 'pt-BR', 'Brazilian Portuguese'],
    ['gbm', 'gbm', 'Garhwali'],
    ['hne', 'hne', 'Chhattisgarhi'],
  ])('%s is declared as %s and named %s', async (code, tag, name) => {
    expect(await readLanguage(code)).toEqual({ tag, name });
  });

  it.each(['xx', 'qqq', 'hindi', 'i-klingon', 'en-'])('%s names no language', async (code) => {
    expect(await readLanguage(code)).toBeNull();
  });
});

describe('peak bit rate (RFC 8216bis §4.1)', () => {
  it('measures a short last segment with the one before it, not alone', () => {
    // 6-second segments at 160 kbit/s, then the AAC encoder's last frame: 21 ms, a few hundred bytes
    const segments = [...Array.from({ length: 9 }, () => ({ bytes: 120_000, duration: 6 })), { bytes: 420, duration: 0.021 }];
    expect(peakBitRate(segments, 6)).toBe(160_000);
  });

  it('takes the busiest run of segments between half and 1.5 times the target duration', () => {
    const segments = [
      { bytes: 100_000, duration: 6 },
      { bytes: 300_000, duration: 6 },
      { bytes: 100_000, duration: 2 },
    ];
    expect(peakBitRate(segments, 6)).toBe(400_000);
  });
});

describe('seek thumbnails', () => {
  it('tiles ten across, as many rows as needed, and a cue per tile', () => {
    const plan = planThumbnails(60, 2, 640, 360);
    expect(plan).toEqual({ interval: 2, count: 30, width: 160, height: 90, rows: 3, sheets: 1 });
    const track = thumbnailTrack(plan, 59);
    const cues = track.split('\n\n').slice(1);
    expect(cues).toHaveLength(30);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:02.000\nsprite-001.jpg#xywh=0,0,160,90');
    expect(cues[11]).toBe('00:00:22.000 --> 00:00:24.000\nsprite-001.jpg#xywh=160,90,160,90');
    expect(cues[29]).toBe('00:00:58.000 --> 00:00:59.000\nsprite-001.jpg#xywh=1440,180,160,90\n');
  });

  it('moves to the next sheet after a hundred tiles', () => {
    const plan = planThumbnails(7200, 10, 1920, 1080);
    expect(plan).toMatchObject({ count: 720, rows: 10, sheets: 8 });
    const cues = thumbnailTrack(plan, 7200).split('\n\n').slice(1);
    expect(cues[100]).toBe('00:16:40.000 --> 00:16:50.000\nsprite-002.jpg#xywh=0,0,160,90');
  });
});

describe('the master playlist', () => {
  it('declares audio languages and subtitles, and adds the audio to each variant’s bandwidth', () => {
    const text = videoMasterPlaylist(
      [
        {
          uri: '360p/index.m3u8',
          stats: { peak: 400_000, average: 350_000 },
          width: 640,
          height: 360,
          videoCodec: 'avc1.64001e',
          frameRate: 25,
        },
      ],
      [
        {
          type: 'AUDIO',
          language: 'hi',
          name: 'Hindi',
          isDefault: true,
          uri: 'audio-hi/index.m3u8',
          stats: { peak: 170_000, average: 165_000 },
        },
        {
          type: 'AUDIO',
          language: 'ta',
          name: 'Tamil',
          isDefault: false,
          uri: 'audio-ta/index.m3u8',
          stats: { peak: 168_000, average: 166_000 },
        },
        { type: 'SUBTITLES', language: 'hi', name: 'Hindi', isDefault: false, uri: 'subs-hi/index.m3u8' },
      ],
    );
    const media = text.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:'));
    expect(media.map((line) => parseAttributes(line.slice(13)))).toEqual([
      {
        TYPE: 'AUDIO',
        'GROUP-ID': 'audio',
        LANGUAGE: 'hi',
        NAME: 'Hindi',
        DEFAULT: 'YES',
        AUTOSELECT: 'YES',
        CHANNELS: '2',
        URI: 'audio-hi/index.m3u8',
      },
      {
        TYPE: 'AUDIO',
        'GROUP-ID': 'audio',
        LANGUAGE: 'ta',
        NAME: 'Tamil',
        DEFAULT: 'NO',
        AUTOSELECT: 'YES',
        CHANNELS: '2',
        URI: 'audio-ta/index.m3u8',
      },
      { TYPE: 'SUBTITLES', 'GROUP-ID': 'subs', LANGUAGE: 'hi', NAME: 'Hindi', DEFAULT: 'NO', AUTOSELECT: 'YES', URI: 'subs-hi/index.m3u8' },
    ]);
    const variant = parseAttributes(
      text
        .split('\n')
        .find((line) => line.startsWith('#EXT-X-STREAM-INF:'))!
        .slice(18),
    );
    expect(variant).toEqual({
      BANDWIDTH: '570000',
      'AVERAGE-BANDWIDTH': '516000',
      RESOLUTION: '640x360',
      'FRAME-RATE': '25.000',
      CODECS: 'avc1.64001e,mp4a.40.2',
      AUDIO: 'audio',
      SUBTITLES: 'subs',
    });
  });
});
