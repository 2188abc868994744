import { parseThumbnailTrack, thumbnailAt } from '@/components/player/seek-thumbnails';
import {
  preferredIndex,
  profileLanguagesOf,
  readTrackPreferences,
  saveTrackPreference,
  startingTracks,
} from '@/components/player/track-preferences';

// The player's side of seek thumbnails and remembered tracks.

const track = `WEBVTT

00:00:00.000 --> 00:00:02.000
sprite-001.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:04.000
sprite-001.jpg#xywh=160,0,160,90

01:40.000 --> 01:42.500
sprite-002.jpg#xywh=0,0,160,90
`;
const base = 'https://example.in/media/s/token/titles/7/thumbs/thumbnails.vtt';

describe('seek thumbnails', () => {
  const cues = parseThumbnailTrack(track, base);

  it('reads each cue’s tile, resolving the sheet against the track’s own signed URL', () => {
    expect(cues[1]).toEqual({
      start: 2,
      end: 4,
      image: 'https://example.in/media/s/token/titles/7/thumbs/sprite-001.jpg',
      x: 160,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(cues[2]).toMatchObject({ start: 100, end: 102.5, image: expect.stringMatching(/sprite-002\.jpg$/) });
  });

  it.each([
    [0, 0],
    [1.99, 0],
    [2, 1],
    [50, 1],
    [101, 2],
    [500, 2],
  ])('at %f s shows cue %i', (time, index) => {
    expect(thumbnailAt(cues, time)).toBe(cues[index]);
  });
});

describe('remembered tracks', () => {
  beforeEach(() => window.localStorage.clear());
  const tracks = [
    { index: 0, label: 'Hindi', language: 'hi' },
    { index: 1, label: 'Tamil', language: 'ta' },
  ];

  it('start with subtitles off and the default audio, then follow the viewer’s last choice', () => {
    expect(preferredIndex(tracks, readTrackPreferences().subtitles, -1)).toBe(-1);
    saveTrackPreference({ audio: 'ta' });
    saveTrackPreference({ subtitles: 'hi' });
    expect(readTrackPreferences()).toEqual({ audio: 'ta', subtitles: 'hi' });
    expect(preferredIndex(tracks, readTrackPreferences().audio, 0)).toBe(1);
    saveTrackPreference({ subtitles: 'off' });
    expect(preferredIndex(tracks, readTrackPreferences().subtitles, -1)).toBe(-1);
    expect(preferredIndex(tracks, 'te', 0)).toBe(0);
  });

  it('are each signed-in user’s own on a shared browser, and a visitor’s apart', () => {
    saveTrackPreference({ audio: 'ta', subtitles: 'hi' }, 'user-a');
    saveTrackPreference({ audio: 'hi' }, 'user-b');
    expect(readTrackPreferences('user-a')).toEqual({ audio: 'ta', subtitles: 'hi' });
    expect(readTrackPreferences('user-b')).toEqual({ audio: 'hi' });
    expect(readTrackPreferences()).toEqual({});
  });

  // issue 50: a profile's dub and subtitles follow it to every device
  it("start a title in the profile's dub and subtitles, else this device's memory", () => {
    const remembered = { audio: 'hi', subtitles: 'off' };
    expect(startingTracks(remembered, { audio_language: 'tam', subtitle_language: 'eng' })).toEqual({ audio: 'ta', subtitles: 'en' });
    expect(startingTracks(remembered, { audio_language: 'ben', subtitle_language: null })).toEqual({ audio: 'bn', subtitles: 'off' });
    expect(startingTracks(remembered, null)).toEqual(remembered);
  });

  it("keep a chosen track as the profile's catalogue language; subtitles off clear its choice", () => {
    expect(profileLanguagesOf({ audio: 'ta' })).toEqual({ audio_language: 'tam' });
    expect(profileLanguagesOf({ subtitles: 'or' })).toEqual({ subtitle_language: 'ori' });
    expect(profileLanguagesOf({ subtitles: 'off' })).toEqual({ subtitle_language: null });
    // a language the catalogue has not: the profile's choice stays
    expect(profileLanguagesOf({ audio: 'de', subtitles: 'fr' })).toEqual({});
  });
});
