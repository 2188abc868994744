import { describe, expect, it } from 'vitest';
import { skipStartGap } from '@/components/player/attach-stream';

// A stream's first buffered time can come just after the play position (an audio encoder's
// priming): the player moves there before Play instead of stalling and seeking after it.

const media = (currentTime: number, ranges: [number, number][]) => ({
  currentTime,
  buffered: {
    length: ranges.length,
    start: (index: number) => ranges[index][0],
    end: (index: number) => ranges[index][1],
  } as TimeRanges,
});

describe('skipStartGap', () => {
  it('moves a player at zero to the first buffered time', () => {
    const video = media(0, [[0.021, 4.02]]);
    skipStartGap(video);
    expect(video.currentTime).toBe(0.021);
  });

  it('leaves a player already inside what is buffered', () => {
    const video = media(0, [[0, 4]]);
    skipStartGap(video);
    expect(video.currentTime).toBe(0);
    const resumed = media(120, [[119.9, 124]]);
    skipStartGap(resumed);
    expect(resumed.currentTime).toBe(120);
  });

  it('leaves a wide gap and an empty buffer to the player', () => {
    const gap = media(0, [[3, 7]]);
    skipStartGap(gap);
    expect(gap.currentTime).toBe(0);
    const empty = media(0, []);
    skipStartGap(empty);
    expect(empty.currentTime).toBe(0);
  });
});
