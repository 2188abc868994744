import { escapeXml, vastTime, type HouseAd } from './house-ads';

// VMAP 1.0 and VAST 4.1 documents for the house ads.

export function vmapDocument(breaks: Array<{ offsetSeconds: number; slot: number; vastUrl: string }>): string {
  const adBreaks = breaks.map(({ offsetSeconds, slot, vastUrl }) => [
    `  <vmap:AdBreak timeOffset="${offsetSeconds === 0 ? 'start' : vastTime(offsetSeconds)}" breakType="linear" breakId="${slot === 0 ? 'preroll' : `midroll-${slot}`}">`,
    '    <vmap:AdSource id="house" allowMultipleAds="false" followRedirects="true">',
    `      <vmap:AdTagURI templateType="vast4"><![CDATA[${vastUrl}]]></vmap:AdTagURI>`,
    '    </vmap:AdSource>',
    '  </vmap:AdBreak>',
  ].join('\n'));
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">', ...adBreaks, '</vmap:VMAP>', ''].join('\n');
}

export interface VastInput {
  ad: HouseAd;
  mediaUrl: string;
  /** Builds the tracking URL of one event. */
  track: (event: string) => string;
}

export function vastDocument({ ad, mediaUrl, track }: VastInput): string {
  const events = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'];
  const skip = ad.skipAfterSeconds === null ? '' : ` skipoffset="${vastTime(ad.skipAfterSeconds)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<VAST version="4.1" xmlns="http://www.iab.com/VAST">',
    `  <Ad id="${escapeXml(ad.id)}">`,
    '    <InLine>',
    '      <AdSystem version="1.0">Chalchitra house ads</AdSystem>',
    `      <AdTitle>${escapeXml(ad.title)}</AdTitle>`,
    `      <Impression id="house"><![CDATA[${track('impression')}]]></Impression>`,
    `      <Error><![CDATA[${track('error')}]]></Error>`,
    '      <Creatives>',
    `        <Creative id="${escapeXml(ad.id)}-video" sequence="1">`,
    `          <Linear${skip}>`,
    `            <Duration>${vastTime(ad.durationSeconds)}</Duration>`,
    '            <TrackingEvents>',
    ...events.map((event) => `              <Tracking event="${event}"><![CDATA[${track(event)}]]></Tracking>`),
    '            </TrackingEvents>',
    `            <VideoClicks><ClickThrough><![CDATA[${ad.clickThrough}]]></ClickThrough></VideoClicks>`,
    '            <MediaFiles>',
    `              <MediaFile delivery="streaming" type="application/x-mpegURL" width="1280" height="720" minBitrate="200" maxBitrate="1500"><![CDATA[${mediaUrl}]]></MediaFile>`,
    '            </MediaFiles>',
    '          </Linear>',
    '        </Creative>',
    '      </Creatives>',
    '    </InLine>',
    '  </Ad>',
    '</VAST>',
    '',
  ].join('\n');
}
