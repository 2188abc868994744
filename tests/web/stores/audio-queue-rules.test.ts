import * as rules from '@/stores/audio-queue-rules';
import type { AudioQueueState, AudioTrack, RepeatMode } from '@/stores/audio-queue-rules';

// spec 001 §4 "Audio queue", case by case.

const track = (id: number): AudioTrack => ({
  content_id: id,
  asset_id: 100,
  asset_title: 'Album',
  content_title: `Track ${id}`,
  is_favorite: 'false',
});
const queue = (ids: number[], over: Partial<AudioQueueState> = {}): AudioQueueState => ({
  ...rules.EMPTY_QUEUE,
  audioPlaylist: ids.map(track),
  ...over,
});
const ids = (state: AudioQueueState) => state.audioPlaylist.map((item) => item.content_id);

describe('adding', () => {
  it('appends only tracks whose content_id is not already queued', () => {
    expect(ids(rules.addTracks(queue([1, 2]), [track(2), track(3), track(3), track(4)]))).toEqual([1, 2, 3, 4]);
  });
  it('a single track from a play button becomes the current track and reloads', () => {
    const state = rules.playNow(queue([1, 2], { currentTrackIndex: 0 }), track(3));
    expect(ids(state)).toEqual([1, 2, 3]);
    expect(state.currentTrackIndex).toBe(2);
    expect(state.reloadCurrentTrack).toBe(true);
  });
  it('a queued track played again becomes current without a duplicate', () => {
    const state = rules.playNow(queue([1, 2, 3]), track(2));
    expect(ids(state)).toEqual([1, 2, 3]);
    expect(state.currentTrackIndex).toBe(1);
  });
  it('addToQueue does not switch the current track', () => {
    const state = rules.addToQueue(queue([1, 2], { currentTrackIndex: 1 }), [track(3)]);
    expect(state.currentTrackIndex).toBe(1);
    expect(state.reloadCurrentTrack).toBe(false);
  });
});

describe('shuffle, repeat, removal and favourites', () => {
  it('toggling shuffle flips the flag and resets the index to 0', () => {
    const state = rules.toggleShuffle(queue([1, 2, 3], { currentTrackIndex: 2 }));
    expect(state).toMatchObject({ shuffle: true, currentTrackIndex: 0 });
    expect(rules.toggleShuffle(state).shuffle).toBe(false);
  });
  it.each([
    ['off', 'all'],
    ['all', 'single'],
    ['single', 'off'],
  ] as Array<[RepeatMode, RepeatMode]>)('repeat %s → %s', (from, to) => {
    expect(rules.cycleRepeat(queue([1], { repeat: from })).repeat).toBe(to);
  });
  it('removing the current track deletes it from the queue', () => {
    const state = rules.removeTrack(queue([1, 2, 3], { currentTrackIndex: 1 }), 2);
    expect(ids(state)).toEqual([1, 3]);
    expect(state.audioPlaylist[state.currentTrackIndex].content_id).toBe(3);
    expect(state.reloadCurrentTrack).toBe(true);
  });
  it('removing an earlier track keeps the current one playing', () => {
    const state = rules.removeTrack(queue([1, 2, 3], { currentTrackIndex: 2 }), 1);
    expect(state.audioPlaylist[state.currentTrackIndex].content_id).toBe(3);
    expect(state.reloadCurrentTrack).toBe(false);
  });
  it.each([
    ['added', 'true'],
    ['removed', 'false'],
  ] as const)("a favourite status '%s' makes the current track's is_favorite '%s'", (status, expected) => {
    const state = rules.setFavouriteStatus(queue([1, 2], { currentTrackIndex: 1 }), status);
    expect(state.audioPlaylist[1].is_favorite).toBe(expected);
    expect(state.audioPlaylist[0].is_favorite).toBe('false');
  });
});

describe('next', () => {
  const pick = (value: number) => () => value;
  it.each([
    // [case, queue state, type, expected index, stopped]
    ['repeat single restarts the track', { repeat: 'single', currentTrackIndex: 1 }, 'ended', 1, false],
    ['repeat single restarts it when pressed too', { repeat: 'single', currentTrackIndex: 2 }, undefined, 2, false],
    ['at the end with repeat all goes to 0', { repeat: 'all', currentTrackIndex: 2 }, 'ended', 0, false],
    ['at the end pressed without a type goes to 0', { repeat: 'off', currentTrackIndex: 2 }, undefined, 0, false],
    ['at the end with repeat off stops at the start', { repeat: 'off', currentTrackIndex: 2 }, 'ended', 2, true],
    ['at the end with shuffle and repeat off still stops', { repeat: 'off', shuffle: true, currentTrackIndex: 2 }, 'ended', 2, true],
    ['otherwise the next index', { repeat: 'off', currentTrackIndex: 0 }, 'ended', 1, false],
    ['otherwise the next index with repeat all', { repeat: 'all', currentTrackIndex: 1 }, undefined, 2, false],
    ['with shuffle a random other index', { repeat: 'off', shuffle: true, currentTrackIndex: 0 }, 'ended', 2, false],
  ] as const)('%s', (_name, over, type, expectedIndex, stopped) => {
    const state = rules.next(queue([1, 2, 3], over as Partial<AudioQueueState>), type, pick(0.99));
    expect(state.currentTrackIndex).toBe(expectedIndex);
    expect(state.stopped).toBe(stopped);
    expect(state.reloadCurrentTrack).toBe(true);
  });
  it('a random pick never repeats the current track', () => {
    for (const value of [0, 0.3, 0.6, 0.99]) {
      expect(rules.next(queue([1, 2, 3], { shuffle: true, currentTrackIndex: 1 }), 'ended', pick(value)).currentTrackIndex).not.toBe(1);
    }
  });
});

describe('previous', () => {
  it.each([
    ['repeat single restarts', { repeat: 'single', currentTrackIndex: 1 }, 1],
    ['at the start, repeat all goes to the last track', { repeat: 'all', currentTrackIndex: 0 }, 2],
    ['at the start, repeat off goes to the next one', { repeat: 'off', currentTrackIndex: 0 }, 1],
    ['otherwise the previous index', { repeat: 'off', currentTrackIndex: 2 }, 1],
    ['otherwise the previous index with repeat all', { repeat: 'all', currentTrackIndex: 1 }, 0],
  ] as const)('%s', (_name, over, expectedIndex) => {
    expect(rules.previous(queue([1, 2, 3], over as Partial<AudioQueueState>)).currentTrackIndex).toBe(expectedIndex);
  });
});

it('volume defaults to 50 on desktop and 100 on mobile (spec 001 §9)', () => {
  expect(rules.defaultVolume(false)).toBe(50);
  expect(rules.defaultVolume(true)).toBe(100);
});
