import { eq } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { playerLogs } from '@/server/db/schema';
import type { ContinueWatchingResponse, ProfilesResponse } from '@/contract/schemas/playback';
import { freeFilmContents } from '../../../support/catalogue';
import { testDatabases } from '../../../support/databases';
import { signedInUser, testConfig, useTestOrigin } from '../../../support/origin';

// Resume, Continue watching and the player log.

describe.each(testDatabases())('progress and player logs on $name', (engine) => {
  const origin = useTestOrigin(engine, { config: { PLAYER_LOGS_ENABLED: true } });
  let movies: number[];
  const cookies: string[] = [];

  beforeAll(async () => {
    movies = await freeFilmContents(origin.database, 3);
    for (const name of ['meera', 'kabir']) {
      const { cookie } = await signedInUser(origin.database, { activeUserPlan: 'premium' });
      cookies.push(`${cookie}; device_id=dev-${name}`);
    }
  });

  const put = (contentId: number, body: object, cookie = cookies[0]) =>
    origin.app.inject({ method: 'PUT', url: `/api/v2/secured/user/progress/${contentId}`, headers: { cookie }, payload: body });
  const profile = async (contentId: number, cookie = cookies[0]) =>
    (await origin.app.inject({ url: `/api/v2/catalog/profiles/0.1/${contentId}`, headers: { cookie } })).json<ProfilesResponse>();
  const continueWatching = async (cookie = cookies[0]) =>
    (await origin.app.inject({ url: '/api/v2/secured/user/continue-watching', headers: { cookie } })).json<ContinueWatchingResponse>().data;

  it('resumes from the saved position, for that user only', async () => {
    expect((await put(movies[0], { position: 754.4, duration: 7200 })).json()).toEqual({
      status: 'success',
      progress: 754,
      duration: 7200,
      completed: false,
    });
    const mine = await profile(movies[0]);
    expect(mine.play_state).toEqual({ duration: expect.any(Number), progress: 754 });
    expect(mine).toMatchObject({ progress: 754, completed: false, player_log: true });
    expect((await profile(movies[0], cookies[1])).play_state.progress).toBe(0);
  });

  it('counts a title watched near its end, and starts it over', async () => {
    expect((await put(movies[1], { position: 6900, duration: 7200 })).json().completed).toBe(true);
    expect(await profile(movies[1])).toMatchObject({ progress: 0, completed: true });
  });

  it('lists unfinished titles in Continue watching, newest first, and removing one keeps its position', async () => {
    await put(movies[2], { position: 300, duration: 5400 });
    const list = await continueWatching();
    expect(list.map((item) => item.content_id)).toEqual([movies[2], movies[0]]);
    expect(list[1].progress).toEqual({ progress: 754, completed: false, duration: 7200 });

    const removed = await origin.app.inject({
      method: 'DELETE',
      url: `/api/v2/secured/user/progress/${movies[0]}`,
      headers: { cookie: cookies[0] },
    });
    expect(removed.statusCode).toBe(200);
    expect((await continueWatching()).map((item) => item.content_id)).toEqual([movies[2]]);
    expect((await profile(movies[0])).play_state.progress).toBe(754);
    expect(await continueWatching(cookies[1])).toEqual([]);
  });

  it('refuses bad reports and visitors', async () => {
    expect((await put(movies[0], { position: -3 })).statusCode).toBe(400);
    expect((await put(999999, { position: 10 })).statusCode).toBe(404);
    const visitor = await origin.app.inject({
      method: 'PUT',
      url: `/api/v2/secured/user/progress/${movies[0]}`,
      headers: { cookie: 'device_id=x' },
      payload: { position: 10 },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("stores player logs with the spec's defaults for unknown fields", async () => {
    const response = await origin.app.inject({
      method: 'POST',
      url: '/api/v2/player/log',
      headers: { 'user-agent': 'TestBrowser/1.0' },
      payload: {
        mediaUrl: '/media/s/x/video/set-1/master.m3u8',
        action: 'error',
        platform: 'web',
        asset_id: 12,
        content_id: 34,
        video_session_id: 'a1b2c3d4e5f6',
        error_code: 3,
        secDiff: 12,
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await origin.database.db.select().from(playerLogs).where(eq(playerLogs.videoSessionId, 'a1b2c3d4e5f6'));
    expect(row).toMatchObject({
      action: 'error',
      uuid: 'N/A',
      ccode: 'NA',
      bitrate: 'NA',
      errorCode: '3',
      errorMessage: 'NA',
      userAgent: 'TestBrowser/1.0',
      assetId: '12',
      contentId: '34',
      secDiff: 12,
    });
  });

  it('answers 404 to player logs when they are switched off', async () => {
    const off = await buildApp({ config: testConfig, database: origin.database });
    try {
      const response = await off.inject({
        method: 'POST',
        url: '/api/v2/player/log',
        payload: { mediaUrl: 'x', action: 'play', platform: 'web', asset_id: 1, content_id: 1, video_session_id: 'off-session-1' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Player logs are switched off.');
    } finally {
      await off.close();
    }
  });
});
