import { liveChannels } from '@/server/db/schema';
import type { LiveProfileResponse } from '@/contract/schemas/playback';
import { testDatabases } from '../../../support/databases';
import { useTestOrigin } from '../../../support/origin';

// GET /api/v2/livetv/profile/{contentId}: a live channel's signed stream, now and next.

const DEVICE = 'device_id=live-viewer; country=IN';

describe.each(testDatabases())('live TV on $name', (engine) => {
  const origin = useTestOrigin(engine);

  it('answers a signed live stream whose variants are live windows, with what is on now and next', async () => {
    const { app, database } = origin;
    const [channel] = await database.db.select().from(liveChannels).limit(1);
    const response = await app.inject({ url: `/api/v2/livetv/profile/${channel.id}?error=true`, headers: { cookie: DEVICE } });
    expect(response.statusCode).toBe(200);
    const live = response.json<LiveProfileResponse>();
    expect(live.title).toBe(channel.title);
    const nowSeconds = Date.now() / 1000;
    expect(live.now).not.toBeNull();
    expect(live.now!.live).toBe(true);
    expect(live.now!.start_time_epoch).toBeLessThanOrEqual(nowSeconds);
    expect(live.now!.end_time_epoch).toBeGreaterThan(nowSeconds);
    expect(live.next!.start_time_epoch).toBe(live.now!.end_time_epoch);

    const master = await app.inject({ url: live.play_url, headers: { cookie: DEVICE } });
    expect(master.statusCode).toBe(200);
    const variant = master.body.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const base = live.play_url.slice(0, live.play_url.lastIndexOf('/') + 1);
    const window = await app.inject({ url: base + variant, headers: { cookie: DEVICE } });
    expect(window.statusCode).toBe(200);
    expect(window.body).toContain('#EXT-X-MEDIA-SEQUENCE:');
    expect(window.body).not.toContain('#EXT-X-ENDLIST');
    const segment = window.body.split('\n').find((line) => line.endsWith('.ts'))!;
    const media = await app.inject({ url: base + variant.slice(0, variant.lastIndexOf('/') + 1) + segment, headers: { cookie: DEVICE } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp2t');
  });

  it('answers 404 for a channel that does not exist', async () => {
    const response = await origin.app.inject({ url: '/api/v2/livetv/profile/99999', headers: { cookie: DEVICE } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This channel is not on air.');
  });
});
