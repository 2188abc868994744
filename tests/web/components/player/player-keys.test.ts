import { actionForKey, applyPlayerAction } from '@/components/player/player-keys';

describe('video player keyboard shortcuts', () => {
  it.each([
    [' ', { type: 'toggle-play' }],
    ['k', { type: 'toggle-play' }],
    ['K', { type: 'toggle-play' }],
    ['j', { type: 'seek', seconds: -10 }],
    ['l', { type: 'seek', seconds: 10 }],
    ['ArrowLeft', { type: 'seek', seconds: -5 }],
    ['ArrowRight', { type: 'seek', seconds: 5 }],
    ['ArrowUp', { type: 'volume', delta: 0.1 }],
    ['ArrowDown', { type: 'volume', delta: -0.1 }],
    ['f', { type: 'fullscreen' }],
    ['m', { type: 'mute' }],
    ['x', null],
    ['Enter', null],
  ])('%j → %j', (key, expected) => expect(actionForKey(key)).toEqual(expected));

  function fakeVideo(state: Partial<HTMLVideoElement>) {
    return {
      paused: true,
      currentTime: 30,
      duration: 100,
      volume: 0.5,
      muted: false,
      play: vi.fn(async () => undefined),
      pause: vi.fn(),
      ...state,
    } as unknown as HTMLVideoElement;
  }
  const frame = document.createElement('div');

  it('seeks within the video', () => {
    const video = fakeVideo({ currentTime: 4 });
    applyPlayerAction(video, { type: 'seek', seconds: -10 }, frame);
    expect(video.currentTime).toBe(0);
    applyPlayerAction(video, { type: 'seek', seconds: 500 }, frame);
    expect(video.currentTime).toBe(100);
  });

  it('toggles play and mute, and keeps the volume between 0 and 1', () => {
    const video = fakeVideo({ volume: 0.95 });
    applyPlayerAction(video, { type: 'toggle-play' }, frame);
    expect(video.play).toHaveBeenCalled();
    applyPlayerAction(video, { type: 'volume', delta: 0.1 }, frame);
    expect(video.volume).toBe(1);
    applyPlayerAction(video, { type: 'mute' }, frame);
    expect(video.muted).toBe(true);
    applyPlayerAction(video, { type: 'volume', delta: 0.1 }, frame);
    expect(video.muted).toBe(false);
  });
});
