import { buildApp } from '@/server/app';
import { hashToken } from '@/server/platform/tokens';
import { sessions } from '@/server/db/schema';
import type { CarouselResponse, MenuResponse, PlaylistResponse, PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import type { ProfilesResponse } from '@/contract/schemas/playback';
import { testDatabases } from '../support/databases';
import { signedInUser, testConfig as config, useTestOrigin } from '../support/origin';

// The origin's catalogue, playback, media and secured calls, on PGlite and (when configured) PostgreSQL.

const DEVICE = 'device_id=device-123';

describe.each(testDatabases())('origin on $name', (engine) => {
  const origin = useTestOrigin(engine);

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    origin.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('answers the health checks', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it.each(['/api/v1/%E0%A4%A', '/media/s/token/video/%E0%A4%A.m3u8'])(
    'answers %s, whose percent-encoding is broken, 400 in the error envelope',
    async (path) => {
      const answer = await get(path);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        status: 'error',
        message: 'This address is not valid: it has a broken percent-encoding.',
        request_id: answer.headers['x-request-id'],
      });
    },
  );

  it('serves the hero carousel with titles and signed artwork', async () => {
    const response = await get('/api/v2/catalog/content/carousel?device_type=web');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<CarouselResponse>();
    expect(data.length).toBeGreaterThan(0);
    for (const slide of data) {
      expect(slide.asset_title).not.toBe('');
      expect(slide.images.banner).toMatch(/^\/media\/s\/[^/]+\/art\/asset\/\d+\/banner-\d+x\d+\.svg$/);
    }
    const artwork = await get(data[0].images.banner!);
    expect(artwork.statusCode).toBe(200);
    expect(artwork.headers['content-type']).toContain('image/svg+xml');
    expect(artwork.body).toContain('<svg');
  });

  it('serves the rows of a page, paged by start and rows, with the content limit', async () => {
    const first = (await get('/api/v2/catalog/playlists-all?page=home&start=0&rows=2&content_limit=5')).json<PlaylistsAllResponse>();
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    for (const row of first.data) {
      expect(row.title).not.toBe('');
      expect(row.contents.length).toBeGreaterThan(0);
      expect(row.contents.length).toBeLessThanOrEqual(5);
      expect(row.total).toBeGreaterThanOrEqual(row.contents.length);
    }
    const next = (await get('/api/v2/catalog/playlists-all?page=home&start=2&rows=2')).json<PlaylistsAllResponse>();
    expect(next.data[0].playlist_id).not.toBe(first.data[0].playlist_id);
    expect(next.data[0].position).toBeGreaterThan(first.data[1].position);
  });

  it('serves the footer playlists at locations 8 and 9', async () => {
    for (const location of [8, 9]) {
      const answer = (await get(`/api/v2/catalog/playlist?page=footer&location=${location}`)).json<PlaylistsAllResponse>();
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.data.every((row) => row.location === location)).toBe(true);
    }
  });

  it('serves one playlist by id with paging, and 404 for an unknown id', async () => {
    const {
      data: [row],
    } = (await get('/api/v2/catalog/playlists-all?page=home&rows=1')).json<PlaylistsAllResponse>();
    const page1 = (await get(`/api/v2/catalog/playlist/${row.playlist_id}?start=0&rows=3`)).json<PlaylistResponse>().data;
    const page2 = (await get(`/api/v2/catalog/playlist/${row.playlist_id}?start=3&rows=3`)).json<PlaylistResponse>().data;
    expect(page1.title).toBe(row.title);
    expect(page1.contents).toHaveLength(3);
    expect(page2.contents[0]).not.toEqual(page1.contents[0]);
    const missing = await get('/api/v2/catalog/playlist/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', message: 'This playlist does not exist.' });
  });

  it('builds menus from assets and genres, and refuses an unknown menu type', async () => {
    const originals = (await get('/api/v2/v1/catalog/menu?type=ORIGINAL&page_id=44')).json<MenuResponse>();
    expect(originals.assets.length).toBeGreaterThan(0);
    expect(originals.assets.every((asset) => asset.asset_type === 'ORIGINAL')).toBe(true);
    expect(originals.genre.length).toBeGreaterThan(0);
    const movies = (await get('/api/v2/v1/catalog/menu?type=MOVIE')).json<MenuResponse>();
    expect(movies.assets.every((asset) => asset.asset_type === 'MOVIE')).toBe(true);
    const bad = await get('/api/v2/v1/catalog/menu?type=PODCAST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid request/);
  });

  describe('playback', () => {
    async function playableMovie() {
      const { data } = (await get('/api/v2/catalog/playlists-all?page=home&rows=10')).json<PlaylistsAllResponse>();
      // free titles play for visitors (the plan matrix is tested in modules/playback)
      const movie = data.flatMap((row) => row.contents).find((item) => item.asset_type === 'MOVIE' && item.access_level === 'free');
      const detail = (await get(`/api/v2/catalog/asset/${movie!.asset_id}`)).json();
      return detail.data.play_content_id as number;
    }

    it("names on each card what Play starts on its title's page: the asset's play content, or the card's own content", async () => {
      const { data } = (await get('/api/v2/catalog/playlists-all?page=home&rows=10')).json<PlaylistsAllResponse>();
      const items = data.flatMap((row) => row.contents);
      const assetItems = items.filter((item) => item.content_id === null).slice(0, 6);
      expect(assetItems.length).toBeGreaterThan(0);
      for (const item of assetItems) {
        const detail = (await get(`/api/v2/catalog/asset/${item.asset_id}`)).json();
        expect(item.play_content_id).toBe(detail.data.play_content_id);
      }
      expect(assetItems.some((item) => item.play_content_id !== null)).toBe(true);
      const { data: music } = (await get('/api/v2/catalog/playlists-all?page=music&rows=10')).json<PlaylistsAllResponse>();
      const tracks = music.flatMap((row) => row.contents).filter((item) => item.content_id !== null);
      expect(tracks.length).toBeGreaterThan(0);
      for (const track of tracks) expect(track.play_content_id).toBe(track.content_id);
    });

    it('answers signed profiles whose master, variant and segments play for the same device', async () => {
      const contentId = await playableMovie();
      const response = await get(`/api/v2/catalog/profiles/0.1/${contentId}?platform=2&next_content=true&version=2&quality=auto`, DEVICE);
      expect(response.statusCode).toBe(200);
      const profiles = response.json<ProfilesResponse>();
      expect(Object.keys(profiles.profiles)).toEqual(expect.arrayContaining(['ADAPTIVE', 'LOW', 'MED', 'HIGH', 'HD']));
      expect(profiles.play_url).toBe(profiles.profiles.ADAPTIVE[0].url);
      expect(profiles.play_url).not.toContain('?');

      const master = await get(profiles.play_url, DEVICE);
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(master.body).toContain('#EXTM3U');
      const variant = master.body.split('\n').find((line) => line.endsWith('.m3u8'))!;
      const base = profiles.play_url.slice(0, profiles.play_url.lastIndexOf('/') + 1);
      const playlist = await get(base + variant, DEVICE);
      expect(playlist.statusCode).toBe(200);
      const segment = playlist.body.split('\n').find((line) => line && !line.startsWith('#'))!;
      const segmentUrl = base + variant.slice(0, variant.lastIndexOf('/') + 1) + segment;
      const media = await get(segmentUrl, DEVICE);
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('video/mp2t');
      expect(media.rawPayload.length).toBeGreaterThan(1000);

      const ranged = await get(segmentUrl, DEVICE, { range: 'bytes=0-187' });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-range']).toBe(`bytes 0-187/${media.rawPayload.length}`);
      expect(ranged.rawPayload.length).toBe(188);
    });

    it('answers 403 and nothing else for a tampered, foreign or expired URL', async () => {
      const contentId = await playableMovie();
      const { play_url } = (await get(`/api/v2/catalog/profiles/0.1/${contentId}`, DEVICE)).json<ProfilesResponse>();
      const tampered = play_url.replace(
        /\.([A-Za-z0-9_-])([A-Za-z0-9_-]{31})\//,
        (_m, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}/`,
      );
      expect(tampered).not.toBe(play_url);
      const otherFile = play_url.replace('/video/set-', '/audio/set-');

      for (const [url, cookie] of [
        [tampered, DEVICE],
        [play_url, 'device_id=someone-else'],
        [play_url, undefined],
        [otherFile, DEVICE],
      ] as const) {
        const response = await get(url, cookie);
        expect(response.statusCode).toBe(403);
        expect(response.body).toBe('Forbidden');
      }

      const lateApp = await buildApp({
        config: { ...config, MEDIA_URL_TTL_SECONDS: 1 },
        database: origin.database,
        now: () => Date.now() - 60_000,
      });
      try {
        const expired = (
          await lateApp.inject({ url: `/api/v2/catalog/profiles/0.1/${contentId}`, headers: { cookie: DEVICE } })
        ).json<ProfilesResponse>();
        const response = await get(expired.play_url, DEVICE);
        expect(response.statusCode).toBe(403);
        expect(response.body).toBe('Forbidden');
      } finally {
        await lateApp.close();
      }
    });

    it('asks for a device id when a visitor has none', async () => {
      const contentId = await playableMovie();
      const response = await get(`/api/v2/catalog/profiles/0.1/${contentId}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This device has no id yet. Please reload the page and press Play again.');
    });

    it("binds a signed-in viewer's URLs to the session", async () => {
      const { token } = await signedInUser(origin.database, { firstname: 'Asha' });
      const contentId = await playableMovie();
      const { play_url } = (
        await get(`/api/v2/catalog/profiles/0.1/${contentId}`, `auth_token=${token}; ${DEVICE}`)
      ).json<ProfilesResponse>();
      expect((await get(play_url, `auth_token=${token}`)).statusCode).toBe(200);
      expect((await get(play_url, DEVICE)).statusCode).toBe(403);
    });
  });

  describe('secured calls', () => {
    it('answer 401 without a session, and with an unknown, revoked or expired one', async () => {
      const { user } = await signedInUser(origin.database);
      await origin.database.db.insert(sessions).values([
        {
          userId: user.id,
          tokenHash: hashToken('revoked-token-0123456789'),
          expiresAt: new Date(Date.now() + 3_600_000),
          revokedAt: new Date(),
        },
        { userId: user.id, tokenHash: hashToken('expired-token-0123456789'), expiresAt: new Date(Date.now() - 1000) },
      ]);
      for (const cookie of [
        undefined,
        'auth_token=not-a-session',
        'auth_token=revoked-token-0123456789',
        'auth_token=expired-token-0123456789',
      ]) {
        const response = await get('/api/v2/secured/user/profile', cookie);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ status: 'error', message: 'Please sign in to continue.' });
      }
    });

    it('answer the profile for a live session', async () => {
      const { user, token } = await signedInUser(origin.database, { firstname: 'Ravi', lastname: 'Menon' });
      const response = await get('/api/v2/secured/user/profile', `auth_token=${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ uuid: user.id, firstname: 'Ravi', lastname: 'Menon', name: 'Ravi Menon' });
    });
  });

  it('describes its calls in the OpenAPI document at /api/docs', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/catalog/content/carousel',
        '/api/v2/catalog/playlists-all',
        '/api/v2/catalog/playlist/{id}',
        '/api/v2/v1/catalog/menu',
        '/api/v2/catalog/profiles/0.1/{contentId}',
        '/api/v2/secured/user/profile',
      ]),
    );
  });
});
