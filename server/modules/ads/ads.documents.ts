import { escapeXml, vastTime, type HouseAd } from './house-ads';

// VMAP 1.0 and VAST 4.1 documents for the house ads.

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** One break: its ad as a VAST URL to fetch when the break comes, or inline (the pre-roll, which plays at once). */
export type VmapBreak = { offsetSeconds: number; slot: number } & ({ vastUrl: string; vast?: never } | { vast: string; vastUrl?: never });

export function vmapDocument(breaks: VmapBreak[]): string {
  const adBreaks = breaks.map(({ offsetSeconds, slot, vastUrl, vast }) =>
    [
      `  <vmap:AdBreak timeOffset="${offsetSeconds === 0 ? 'start' : vastTime(offsetSeconds)}" breakType="linear" breakId="${slot === 0 ? 'preroll' : `midroll-${slot}`}">`,
      '    <vmap:AdSource id="house" allowMultipleAds="false" followRedirects="true">',
      vast === undefined
        ? `      <vmap:AdTagURI templateType="vast4"><![CDATA[${vastUrl}]]></vmap:AdTagURI>`
        : `      <vmap:VASTAdData>\n${vast}\n      </vmap:VASTAdData>`,
      '    </vmap:AdSource>',
      '  </vmap:AdBreak>',
    ].join('\n'),
  );
  return [
    XML_DECLARATION,
    '<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">',
    ...adBreaks,
    '</vmap:VMAP>',
    '',
  ].join('\n');
}

/** A VAST document served on its own, with its XML declaration. */
export function standaloneVast(vast: string): string {
  return `${XML_DECLARATION}\n${vast}\n`;
}

export interface VastInput {
  ad: HouseAd;
  mediaUrl: string;
  /** Builds the tracking URL of one event. */
  track: (event: string) => string;
  /**
   * The files a player starting on the media's lowest rung fetches before its first frame (that
   * rung's playlist and first segment), named so that they can all be fetched at once with the
   * master rather than one after another.
   */
  startFiles?: string[];
}

/** The VAST extension that names the start files. */
export const START_FILES_EXTENSION = 'chalchitra-start-files';

/** The VAST 4.1 element of one house ad (no XML declaration: it may sit inside a VMAP). */
export function vastDocument({ ad, mediaUrl, track, startFiles = [] }: VastInput): string {
  const events = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'];
  const skip = ad.skipAfterSeconds === null ? '' : ` skipoffset="${vastTime(ad.skipAfterSeconds)}"`;
  return [
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
    ...(startFiles.length > 0
      ? [
          '      <Extensions>',
          `        <Extension type="${START_FILES_EXTENSION}">`,
          ...startFiles.map((file) => `          <File><![CDATA[${file}]]></File>`),
          '        </Extension>',
          '      </Extensions>',
        ]
      : []),
    '    </InLine>',
    '  </Ad>',
    '</VAST>',
  ].join('\n');
}
