import { randomBytes } from 'node:crypto';
import { and, eq, exists, ne, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Response } from 'light-my-request';
import { CONTENT_TYPE } from '@/contract/constants';
import { PROFILE_MESSAGES } from '@/contract/schemas/profiles';
import {
  assetGenres,
  assets,
  carouselSlides,
  contents,
  credits,
  media,
  playlistItems,
  playlists,
  profiles,
  sessions,
} from '@/server/db/schema';
import { hashToken } from '@/server/platform/tokens';
import { testDatabases } from '../../../support/databases';
import { makeDevice, type TestDevice } from '../../../support/download-device';
import { signedInUser, useTestOrigin } from '../../../support/origin';

// Issue 49: a kids profile's maturity ceiling holds everywhere, kept by the origin. The small demo
// catalogue's most popular film is rated A here; a kids profile (UA) of the same account cannot
// find, open, play or download it by any path (rows, lists, menus, search and its suggestions, a
// star's credits, related titles, its page, the play and download calls, continue watching), nor
// can a TV signed in on that profile or a page asking with `maturity=UA`; the grown-up profile
// still finds it everywhere. The cache keeps each ceiling's answers apart.

const TITLE = 'Qatil Kohra';
const NOT_ON_PROFILE = { status_code: 'NOT_ON_PROFILE', message: PROFILE_MESSAGES.notOnProfile };

interface Item {
  asset_id: number;
}
/** A call as one viewer. */
type Ask = (url: string, options?: Omit<InjectOptions, 'url'>) => Promise<Response>;

describe.each(testDatabases())("a kids profile's ceiling on $name", (engine) => {
  const origin = useTestOrigin(engine);
  const film = { assetId: 0, contentId: 0, personId: 0, genreId: 0, playlistId: 0, sibling: 0 };
  let userId: string;
  let grownUp: Ask;
  let kid: Ask;
  let kidId: string;

  /** Calls as a session (cookie or TV's Bearer token), or as a visitor. */
  const as =
    (headers: Record<string, string>): Ask =>
    (url, options = {}) =>
      origin.app.inject({ ...options, url, headers: { ...headers, ...(options.headers as Record<string, string>) } });
  const visitor = as({});

  /** A new session of the account, watching as `profileId` (the primary profile when none). */
  async function session(profileId?: string, kind = 'web'): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await origin.database.db
      .insert(sessions)
      .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000), kind, profileId });
    return token;
  }
  /** A profile of the account, chosen on a session of its own the way a browser chooses it. */
  async function profileSession(body: object): Promise<{ id: string; ask: Ask }> {
    const created = await grownUp('/api/v2/secured/profiles', { method: 'POST', payload: body });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const ask = as({ cookie: `auth_token=${await session()}` });
    expect((await ask(`/api/v2/secured/profiles/${id}/select`, { method: 'POST', payload: {} })).statusCode).toBe(200);
    return { id, ask };
  }

  const ids = (items: Item[]) => items.map((item) => item.asset_id);
  const rowsOf = async (ask: Ask, query = '') =>
    (await ask(`/api/v2/catalog/playlists-all?page=home&rows=50&content_limit=100${query}`))
      .json()
      .data.flatMap((row: { contents: Item[] }) => ids(row.contents));
  const searchOf = async (ask: Ask, query = '') =>
    (await ask(`/api/v2/search?q=${encodeURIComponent(TITLE)}${query}`))
      .json()
      .groups.flatMap((group: { items: Item[] }) => ids(group.items));
  const suggestionsOf = async (ask: Ask, typed: string, query = '') =>
    (await ask(`/api/v2/search/suggest?q=${encodeURIComponent(typed)}${query}`)).json().suggestions;
  const play = (ask: Ask) => ask(`/api/v2/catalog/profiles/0.1/${film.contentId}`);
  const continueWatching = async (ask: Ask) => ids((await ask('/api/v2/secured/user/continue-watching')).json().data);
  const proof = async (device: TestDevice) =>
    device.prove((await visitor('/api/v2/downloads/challenge', { method: 'POST' })).json().challenge);
  const download = async (ask: Ask, device: TestDevice) =>
    ask('/api/v2/secured/downloads/licences', {
      method: 'POST',
      payload: { content_id: film.contentId, quality: 1, device: await proof(device) },
    });

  beforeAll(async () => {
    const { db } = origin.database;
    // a free film on the home page's rows, credited, whose full-length content plays and downloads
    const [row] = await db
      .select({ assetId: assets.id, contentId: contents.id, playlistId: playlistItems.playlistId })
      .from(assets)
      .innerJoin(contents, and(eq(contents.assetId, assets.id), eq(contents.contentTypeId, CONTENT_TYPE.fullLength)))
      .innerJoin(media, and(eq(media.id, contents.mediaId), eq(media.kind, 'video')))
      .innerJoin(playlistItems, eq(playlistItems.assetId, assets.id))
      .innerJoin(playlists, and(eq(playlists.id, playlistItems.playlistId), eq(playlists.page, 'home')))
      .where(
        and(
          eq(assets.assetType, 'MOVIE'),
          eq(assets.access, 'free'),
          exists(db.select().from(credits).where(eq(credits.assetId, assets.id))),
        ),
      )
      .limit(1);
    Object.assign(film, row);
    // rated A, named so that nothing else shares its name, and the most popular title of all
    await db.update(assets).set({ ageRating: 'A', title: TITLE, popularity: 10_000_000 }).where(eq(assets.id, film.assetId));
    await db.update(carouselSlides).set({ assetId: film.assetId });
    [{ personId: film.personId }] = await db.select({ personId: credits.personId }).from(credits).where(eq(credits.assetId, film.assetId));
    // a film a kids profile may open, sharing a genre with it (so it is related)
    const [sibling] = await db
      .select({ assetId: assets.id, genreId: assetGenres.genreId })
      .from(assetGenres)
      .innerJoin(assets, eq(assets.id, assetGenres.assetId))
      .where(
        and(
          eq(assets.assetType, 'MOVIE'),
          ne(assets.id, film.assetId),
          sql`${assets.maturityRank} <= 1`,
          sql`${assetGenres.genreId} in (select genre_id from asset_genres where asset_id = ${film.assetId})`,
        ),
      )
      .limit(1);
    film.sibling = sibling.assetId;
    film.genreId = sibling.genreId;

    const holder = await signedInUser(origin.database, { activeUserPlan: 'premium' });
    userId = holder.user.id;
    grownUp = as({ cookie: holder.cookie });
    ({ id: kidId, ask: kid } = await profileSession({ name: 'Golu', avatar: 'kite', kids: true }));
    expect((await grownUp('/api/v2/secured/profiles')).json().data.profiles).toContainEqual(
      expect.objectContaining({ id: kidId, kids: true, maturity: 'UA' }),
    );
  });

  const listings: Array<[string, (ask: Ask) => Promise<number[]>]> = [
    ['the home rows', (ask) => rowsOf(ask)],
    ['the carousel', async (ask) => ids((await ask('/api/v2/catalog/content/carousel')).json().data)],
    ['a row by its id', async (ask) => ids((await ask(`/api/v2/catalog/playlist/${film.playlistId}?rows=100`)).json().data.contents)],
    [
      'the mobile rows',
      async (ask) =>
        (await ask('/api/v2/catalog/playlistMobilePage?page=home&rows=50&content_limit=100'))
          .json()
          .data.flatMap((row: { contents: Item[] }) => ids(row.contents)),
    ],
    ['the movies menu', async (ask) => ids((await ask('/api/v2/v1/catalog/menu?type=MOVIE')).json().assets)],
    ['the movies list', async (ask) => ids((await ask('/api/v2/catalog/assets?asset_type=MOVIE&rows=100')).json().data)],
    ["a star's credits", async (ask) => ids((await ask(`/api/v2/catalog/person/${film.personId}`)).json().data.credits)],
    ["another title's related titles", async (ask) => ids((await ask(`/api/v2/catalog/asset/${film.sibling}`)).json().data.related)],
    ['full search', (ask) => searchOf(ask)],
  ];

  it.each(listings)('keeps the title out of %s', async (_where, list) => {
    expect(await list(grownUp)).toContain(film.assetId);
    expect(await list(kid)).not.toContain(film.assetId);
  });

  it("counts only what the profile is shown: a list's total and a genre's count", async () => {
    const total = async (ask: Ask) => (await ask('/api/v2/catalog/assets?asset_type=MOVIE&rows=1')).json().total;
    expect(await total(kid)).toBeLessThan(await total(grownUp));
    const genreCount = async (ask: Ask) =>
      (await ask('/api/v2/catalog/genres?asset_type=MOVIE')).json().data.find((genre: { id: number }) => genre.id === film.genreId).count;
    expect(await genreCount(kid)).toBeLessThan(await genreCount(grownUp));
  });

  it('suggests its name to the grown-up only, by prefix and by near spelling', async () => {
    for (const typed of ['qatil', 'qatol kohra']) {
      expect(await suggestionsOf(grownUp, typed), typed).toContain(TITLE);
      expect(await suggestionsOf(kid, typed), typed).not.toContain(TITLE);
    }
  });

  it("answers its page, its play call and its download calls 403 NOT_ON_PROFILE, and a kids profile's list refuses it", async () => {
    expect((await grownUp(`/api/v2/catalog/asset/${film.assetId}`)).statusCode).toBe(200);
    expect((await play(grownUp)).statusCode).toBe(200);
    expect((await grownUp(`/api/v2/secured/downloads/options/${film.contentId}`)).json()).toMatchObject({ allowed: true });
    const device = await makeDevice();
    expect((await download(grownUp, device)).statusCode).toBe(200);

    for (const refused of [
      await kid(`/api/v2/catalog/asset/${film.assetId}`),
      await play(kid),
      await kid(`/api/v2/secured/downloads/options/${film.contentId}`),
      await download(kid, device),
      await kid('/api/v2/secured/user/watchlists', { method: 'POST', payload: { asset_id: film.assetId } }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject(NOT_ON_PROFILE);
    }
  });

  it("keeps channels above the ceiling off the kids profile's live guide and refuses to play them", async () => {
    // channels are rated by age ('13+'): above 7 is above UA
    const channels = async (ask: Ask): Promise<Array<{ channel_id: number; pg: number }>> =>
      (await ask('/api/v2/catalog/tv/live')).json().data;
    const all = await channels(grownUp);
    const aboveUa = all.filter((channel) => channel.pg > 7);
    expect(aboveUa.length).toBeGreaterThan(0);
    expect(await channels(kid)).toEqual(all.filter((channel) => channel.pg <= 7));
    const refused = await kid(`/api/v2/livetv/profile/${aboveUa[0].channel_id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(NOT_ON_PROFILE);
    expect((await grownUp(`/api/v2/livetv/profile/${aboveUa[0].channel_id}`)).statusCode).toBe(200);
  });

  it("leaves the grown-up's progress off the kids profile's continue watching", async () => {
    const saved = await grownUp(`/api/v2/secured/user/progress/${film.contentId}`, {
      method: 'PUT',
      payload: { position: 300, duration: 3600 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await continueWatching(grownUp)).toContain(film.assetId);
    expect(await continueWatching(kid)).not.toContain(film.assetId);
  });

  it('hides what a profile kept from before its ceiling was lowered: continue watching, watchlist, downloads', async () => {
    const teen = await profileSession({ name: 'Kabir' });
    await teen.ask(`/api/v2/secured/user/progress/${film.contentId}`, { method: 'PUT', payload: { position: 600, duration: 3600 } });
    expect((await teen.ask('/api/v2/secured/user/watchlists', { method: 'POST', payload: { asset_id: film.assetId } })).statusCode).toBe(
      201,
    );
    const device = await makeDevice();
    const licence = (await download(teen.ask, device)).json().licence;
    const synced = async () =>
      (
        await teen.ask('/api/v2/downloads/sync', {
          method: 'POST',
          payload: { licences: [{ id: licence.id }], device: await proof(device) },
        })
      ).json().licences[0];
    const watchlist = async () => (await teen.ask('/api/v2/secured/user/watchlists')).json();
    expect(await continueWatching(teen.ask)).toContain(film.assetId);
    expect((await watchlist()).ids.MOVIE).toContain(film.assetId);
    expect(await synced()).toMatchObject({ id: licence.id, state: 'active', token: expect.any(String) });

    await origin.database.db.update(profiles).set({ maturity: 'UA' }).where(eq(profiles.id, teen.id));
    expect(await continueWatching(teen.ask)).not.toContain(film.assetId);
    const after = await watchlist();
    expect(after.ids.MOVIE).not.toContain(film.assetId);
    expect(ids(after.data.MOVIE)).not.toContain(film.assetId);
    expect(await synced()).toEqual({ id: licence.id, state: 'other_profile', token: null });
  });

  it('holds a TV signed in on the kids profile (Bearer token) to the same ceiling', async () => {
    const tv = as({ authorization: `Bearer ${await session(kidId, 'tv')}` });
    expect((await tv('/api/v2/secured/profiles')).json().data.current).toBe(kidId);
    expect(await rowsOf(tv)).not.toContain(film.assetId);
    expect(await searchOf(tv)).not.toContain(film.assetId);
    for (const refused of [await tv(`/api/v2/catalog/asset/${film.assetId}`), await play(tv)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject(NOT_ON_PROFILE);
    }
  });

  it('holds a call asking maturity=UA without a session (a kids page rendered for the cache) to it, and lowers a session too', async () => {
    expect(await rowsOf(visitor)).toContain(film.assetId);
    expect(await rowsOf(visitor, '&maturity=UA')).not.toContain(film.assetId);
    expect(await rowsOf(grownUp, '&maturity=UA')).not.toContain(film.assetId);
    expect(await searchOf(visitor)).toContain(film.assetId);
    expect(await searchOf(visitor, '&maturity=UA')).not.toContain(film.assetId);
    expect(await suggestionsOf(visitor, 'qatil')).toContain(TITLE);
    expect(await suggestionsOf(visitor, 'qatil', '&maturity=UA')).not.toContain(TITLE);
    expect((await visitor(`/api/v2/catalog/asset/${film.assetId}`)).statusCode).toBe(200);
    const refused = await visitor(`/api/v2/catalog/asset/${film.assetId}?maturity=U`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(NOT_ON_PROFILE);
    // asking for more than the profile's ceiling changes nothing
    expect(await rowsOf(kid, '&maturity=A')).not.toContain(film.assetId);
  });

  it("never answers a kids profile from a grown-up's cached answer, nor the other way round", async () => {
    const url = '/api/v2/catalog/assets?asset_type=MOVIE&rows=77&sort=popular';
    const first = await grownUp(url);
    expect(ids(first.json().data)).toContain(film.assetId);
    // the kids profile holding the grown-up's entity tag gets its own answer, not 304
    const kids = await kid(url, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(kids.statusCode).toBe(200);
    expect(kids.headers.etag).not.toBe(first.headers.etag);
    expect(ids(kids.json().data)).not.toContain(film.assetId);
    expect(ids((await visitor(`${url}&maturity=UA`)).json().data)).not.toContain(film.assetId);
    const again = await grownUp(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(ids(again.json().data)).toContain(film.assetId);

    // a page a visitor put in the cache first: the kids profile gets its own
    const page = `/api/v2/catalog/asset/${film.sibling}?img_quality=1`;
    expect(ids((await visitor(page)).json().data.related)).toContain(film.assetId);
    const detailOf = async (ask: Ask) => ids((await ask(page)).json().data.related);
    expect(await detailOf(kid)).not.toContain(film.assetId);
    expect(await detailOf(grownUp)).toContain(film.assetId);
  });

  it('gives a kids profile kid-safe ads only', async () => {
    const adsOf = async (ask: Ask) => {
      const seen = new Set<string>();
      for (let slot = 0; slot < 6; slot += 1) {
        const vast = await ask(`/api/v2/ads/vast?content_id=${film.contentId}&session=kids-ceiling-01&slot=${slot}`, {
          headers: { host: 'chalchitra.test' },
        });
        seen.add(/<Ad id="([^"]+)"/.exec(vast.body)![1]);
      }
      return [...seen].sort();
    };
    expect(await adsOf(grownUp)).toEqual(['house-music', 'house-premium', 'house-rewards']);
    expect(await adsOf(kid)).toEqual(['house-music']);
  });
});
