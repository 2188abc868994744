import { autoplaySource } from '@/components/player/autoplay-from-query';

describe('autoplay from the address (spec 000 §2: ap=1)', () => {
  it.each([
    ['ap=1&channel-id=4', { channelId: 4 }],
    ['ap=1&content-id=31', { contentId: 31 }],
    ['ap=1&channel-id=4&content-id=31', { channelId: 4 }],
    ['channel-id=4', null],
    ['ap=0&channel-id=4', null],
    ['ap=1&channel-id=x', null],
    ['ap=1', null],
  ])('%s → %j', (query, expected) => expect(autoplaySource(new URLSearchParams(query))).toEqual(expected));
});
