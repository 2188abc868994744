import { describe, expect, it } from 'vitest';
import { parseVmap } from '@/components/player/ad-schedule';
import { vastDocument, vmapDocument } from '@/server/modules/ads/ads.documents';
import { HOUSE_ADS } from '@/server/modules/ads/house-ads';

describe('parseVmap', () => {
  const vast = vastDocument({
    ad: HOUSE_ADS[0],
    mediaUrl: 'https://chalchitra.test/media/s/token/ads/one/master.m3u8',
    track: (event) => `https://chalchitra.test/track?event=${event}`,
  });

  it('reads the origin VMAP: the inline pre-roll first, then each mid-roll by its URL', () => {
    const xml = vmapDocument([
      { offsetSeconds: 1200, slot: 2, vastUrl: 'https://chalchitra.test/api/v2/ads/vast?slot=2' },
      { offsetSeconds: 0, slot: 0, vast },
      { offsetSeconds: 600, slot: 1, vastUrl: 'https://chalchitra.test/api/v2/ads/vast?slot=1' },
    ]);
    const breaks = parseVmap(xml);
    expect(breaks.map((adBreak) => adBreak.offsetSeconds)).toEqual([0, 600, 1200]);
    expect(breaks[1].vast).toEqual({ url: 'https://chalchitra.test/api/v2/ads/vast?slot=1' });
    const inline = breaks[0].vast as { xml: string };
    const document = new DOMParser().parseFromString(inline.xml, 'application/xml');
    expect(document.documentElement.localName).toBe('VAST');
    expect(document.getElementsByTagName('MediaFile')[0].textContent?.trim()).toBe(
      'https://chalchitra.test/media/s/token/ads/one/master.m3u8',
    );
    expect(document.getElementsByTagName('AdTitle')[0].textContent).toBe(HOUSE_ADS[0].title);
  });

  it('has no breaks for an empty schedule or a break without an ad', () => {
    expect(parseVmap(vmapDocument([]))).toEqual([]);
    expect(
      parseVmap(
        '<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0"><vmap:AdBreak timeOffset="start" breakType="linear"/></vmap:VMAP>',
      ),
    ).toEqual([]);
  });
});
