import { describe, expect, it } from 'vitest';
import { nextAfter } from '@/components/player/play-queue';

// What the Up next preview offers when a video ends: a playlist's next video, or the origin's
// next content when nothing was queued.

const queue = [
  { content_id: 11, title: 'Tum Hi Ho' },
  { content_id: 12, title: 'Kesariya' },
  { content_id: 13, title: 'Channa Mereya' },
];
const fromOrigin = { content_id: 99, title: 'Episode 2' };

describe('nextAfter', () => {
  it.each([
    ['the first of a queue', queue, 11, { content_id: 12, title: 'Kesariya' }],
    ['the middle of a queue', queue, 12, { content_id: 13, title: 'Channa Mereya' }],
    ['the last of a queue', queue, 13, null],
    ['a video not in the queue', queue, 50, null],
    ['no queue', undefined, 11, fromOrigin],
  ] as const)('after %s', (_, list, contentId, expected) => {
    expect(nextAfter(list, contentId, fromOrigin)).toEqual(expected);
  });
});
