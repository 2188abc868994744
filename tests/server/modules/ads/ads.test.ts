import { eq } from 'drizzle-orm';
import { adEvents, contents } from '@/server/db/schema';
import { cuePoints, MIDROLL_EVERY_SECONDS } from '@/server/modules/ads/house-ads';
import { freeFilmContents } from '../../../support/catalogue';
import { testDatabases } from '../../../support/databases';
import { signedInUser, useTestOrigin } from '../../../support/origin';

// The ad decision (VMAP), the house ads (VAST 4.1) and the tracking endpoint.

const VISITOR = 'device_id=ads-viewer; country=IN';

describe('cue points', () => {
  it.each([
    [90, [0]],
    [MIDROLL_EVERY_SECONDS + 60, [0]],
    [MIDROLL_EVERY_SECONDS + 180, [0, MIDROLL_EVERY_SECONDS]],
    [7200, [0, 900, 1800, 2700, 3600, 4500, 5400, 6300]],
  ])('a %i s content breaks at %j', (duration, expected) => expect(cuePoints(duration)).toEqual(expected));
});

describe.each(testDatabases())('ads on $name', (engine) => {
  const origin = useTestOrigin(engine);
  let freeMovie: number;
  let premiumCookie: string;

  beforeAll(async () => {
    [freeMovie] = await freeFilmContents(origin.database);
    premiumCookie = `${(await signedInUser(origin.database, { activeUserPlan: 'premium' })).cookie}; device_id=d`;
  });

  // documents carry absolute URLs (VAST trackers need them); requests go to their path
  const get = (url: string, cookie = VISITOR) => {
    const { pathname, search } = new URL(url, 'http://chalchitra.test');
    return origin.app.inject({ url: pathname + search, headers: { cookie, host: 'chalchitra.test' } });
  };

  it('gives a viewer with ad breaks a pre-roll and mid-rolls at the cue points', async () => {
    const response = await get(`/api/v2/ads/vmap?content_id=${freeMovie}&session=session-0001`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const offsets = [...response.body.matchAll(/timeOffset="([^"]+)"/g)].map((match) => match[1]);
    expect(offsets[0]).toBe('start');
    const [{ duration }] = await origin.database.db
      .select({ duration: contents.durationSeconds })
      .from(contents)
      .where(eq(contents.id, freeMovie));
    expect(offsets).toHaveLength(cuePoints(duration!).length);
    // the pre-roll's VAST is inline (it plays at once); each mid-roll's is fetched when it is due
    const preroll = /<vmap:AdBreak timeOffset="start"[\s\S]*?<\/vmap:AdBreak>/.exec(response.body)![0];
    expect(preroll).toContain('<vmap:VASTAdData>');
    expect(preroll).toMatch(/<VAST version="4\.1"[\s\S]*<MediaFile[^>]*><!\[CDATA\[http:\/\/chalchitra\.test\/media\/s\//);
    expect(preroll).toContain(`<Impression id="house"><![CDATA[http://chalchitra.test/api/v2/ads/track?event=impression&ad=`);
    expect(preroll).toContain(`&slot=0&session=session-0001&content_id=${freeMovie}]]>`);
    expect(response.body).toContain(
      `<![CDATA[http://chalchitra.test/api/v2/ads/vast?content_id=${freeMovie}&session=session-0001&slot=1]]>`,
    );
    expect(response.body.match(/<\?xml/g)).toHaveLength(1);
  });

  it('gives a premium viewer no breaks at all', async () => {
    const response = await get(`/api/v2/ads/vmap?content_id=${freeMovie}&session=session-0002`, premiumCookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<vmap:AdBreak');
  });

  it('serves VAST 4.1 whose media plays for the same viewer, with skip and tracking', async () => {
    const vast = await get(`/api/v2/ads/vast?content_id=${freeMovie}&session=session-0003&slot=0`);
    expect(vast.statusCode).toBe(200);
    expect(vast.body).toMatch(/<VAST version="4\.1"/);
    for (const event of ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'])
      expect(vast.body).toContain(`<Tracking event="${event}">`);
    expect(vast.body).toContain('<Impression id="house">');
    const media = /<MediaFile[^>]*type="application\/x-mpegURL"[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(vast.body)![1];
    expect(media).toMatch(/^http:\/\/chalchitra\.test\/media\/s\//);
    expect(/<Impression id="house"><!\[CDATA\[([^\]]+)\]\]>/.exec(vast.body)![1]).toMatch(
      /^http:\/\/chalchitra\.test\/api\/v2\/ads\/track\?event=impression&/,
    );
    expect((await get(media)).statusCode).toBe(200);
    expect((await get(media, 'device_id=someone-else')).statusCode).toBe(403);
  });

  it("names the pre-roll's first files (lowest rung's playlist, first segment), which play under the same grant as its master", async () => {
    const vmap = await get(`/api/v2/ads/vmap?content_id=${freeMovie}&session=session-0005`);
    const preroll = /<vmap:AdBreak timeOffset="start"[\s\S]*?<\/vmap:AdBreak>/.exec(vmap.body)![0];
    const master = /<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(preroll)![1];
    const extension = /<Extension type="chalchitra-start-files">([\s\S]*?)<\/Extension>/.exec(preroll)![1];
    const files = [...extension.matchAll(/<File><!\[CDATA\[([^\]]+)\]\]><\/File>/g)].map((match) => match[1]);
    const folder = master.slice(0, master.lastIndexOf('/') + 1);
    // what hls.js asks for first, starting on the lowest rung: that rung's playlist, then its first segment
    const masterText = (await get(master)).body;
    const rungs = [...masterText.matchAll(/#EXT-X-STREAM-INF:[^\n]*RESOLUTION=\d+x(\d+)[^\n]*\n([^\n]+)/g)].map((match) => ({
      height: Number(match[1]),
      uri: match[2].trim(),
    }));
    const lowest = rungs.sort((a, b) => a.height - b.height)[0].uri;
    expect(files[0]).toBe(new URL(lowest, master).href);
    const firstSegment = (await get(files[0])).body.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))!;
    expect(files.at(-1)).toBe(new URL(firstSegment.trim(), files[0]).href);
    for (const file of files) {
      expect(file.startsWith(folder)).toBe(true);
      expect((await get(file)).statusCode).toBe(200);
    }
  });

  it('records impressions and quartiles, and refuses unknown events', async () => {
    const vast = await get(`/api/v2/ads/vast?content_id=${freeMovie}&session=session-0004&slot=1`);
    const impression = /<Impression id="house"><!\[CDATA\[([^\]]+)\]\]>/.exec(vast.body)![1];
    const midpoint = /<Tracking event="midpoint"><!\[CDATA\[([^\]]+)\]\]>/.exec(vast.body)![1];
    expect((await get(impression)).statusCode).toBe(204);
    expect((await get(midpoint)).statusCode).toBe(204);
    const rows = await origin.database.db.select().from(adEvents).where(eq(adEvents.sessionId, 'session-0004'));
    expect(rows.map((row) => [row.event, row.slot, row.contentId])).toEqual([
      ['impression', 'midroll-1', freeMovie],
      ['midpoint', 'midroll-1', freeMovie],
    ]);
    expect((await get(`/api/v2/ads/track?event=hover&ad=x&slot=0&session=session-0004&content_id=${freeMovie}`)).statusCode).toBe(400);
  });
});
