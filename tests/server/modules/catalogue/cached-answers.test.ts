import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { assets } from '@/server/db/schema';
import type { Cache } from '@/server/platform/cache';
import type { Database } from '@/server/platform/db';
import { SMALL_CATALOGUE, seedCatalogue } from '@/server/seed/catalogue';
import { AssetDetailResponse, PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { testDatabases } from '../../../support/databases';
import { signedInUser, testConfig } from '../../../support/origin';
import { cacheEngines } from '../../../support/stores';

// Catalogue, browse, music and search answers come from the cache as sent: the same bytes the
// route's schema gives, with a strong ETag; 304 to a client holding them; a new tag once the
// catalogue changed. On PGlite and PostgreSQL, with the cache in memory and on Redis when set.

const caches = cacheEngines();
const cases = testDatabases().flatMap((engine) =>
  caches.map((cache) => ({ engine, cache, name: `${engine.name}, cache in ${cache.name}` })),
);

describe.each(cases)('cached catalogue answers on $name', ({ engine, cache: cacheEngine }) => {
  let database: Database;
  let cache: Cache;
  let app: FastifyInstance;
  let movieId: number;

  beforeAll(async () => {
    database = await engine.open();
    await seedCatalogue(database.db, SMALL_CATALOGUE);
    cache = await cacheEngine.open();
    await cache.invalidate('catalogue');
    app = await buildApp({ config: testConfig, database, cache });
    const rows = (await app.inject({ url: '/api/v2/catalog/playlists-all?page=home&rows=10' })).json<PlaylistsAllResponse>();
    movieId = rows.data.flatMap((row) => row.contents).find((item) => item.asset_type === 'MOVIE')!.asset_id;
  });
  afterAll(async () => {
    await app?.close();
    await cache?.close();
    await engine.close(database);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    ['carousel', '/api/v2/catalog/content/carousel?img_quality=2'],
    ['playlists-all', '/api/v2/catalog/playlists-all?page=home&rows=2&content_limit=20'],
    ['menu', '/api/v2/v1/catalog/menu?type=MOVIE'],
    ['stars', '/api/v2/catalog/stars?rows=5'],
    ['genres', '/api/v2/catalog/genres'],
    ['assets', '/api/v2/catalog/assets?asset_type=MOVIE&rows=5'],
    ['music tracks', '/api/v2/catalog/music/tracks?max_result=5'],
    ['top charts', '/api/v2/catalog/music/topchart'],
    ['suggestions', '/api/v2/search/suggest?q=a'],
    ['search', '/api/v2/search?q=a'],
  ])('%s: an ETag, the same bytes from the cache, and 304 to a client that holds them', async (_name, url) => {
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it('sends the asset detail byte for byte as its schema serializes it', async () => {
    const url = `/api/v2/catalog/asset/${movieId}?img_quality=3`;
    const { body } = await get(url);
    expect(body).toBe(JSON.stringify(AssetDetailResponse.encode(JSON.parse(body))));
    expect((await get(url)).body).toBe(body);
  });

  it('gives the asset a new ETag and the new text once the catalogue changes and the cache is invalidated', async () => {
    const url = `/api/v2/catalog/asset/${movieId}?img_quality=3`;
    const before = await get(url);
    await database.db.update(assets).set({ title: 'Retitled For The Cache Test' }).where(eq(assets.id, movieId));
    // until the catalogue's cache is dropped the stored answer stands
    expect((await get(url)).headers.etag).toBe(before.headers.etag);
    await cache.invalidate('catalogue');
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<AssetDetailResponse>().data.asset_title).toBe('Retitled For The Cache Test');
  });

  it('answers an unknown title 404 without an ETag', async () => {
    const missing = await get('/api/v2/catalog/asset/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it("lays a signed-in user's progress over the cached rows without an ETag; a visitor's rows keep theirs", async () => {
    const { cookie } = await signedInUser(database, { activeUserPlan: 'premium' });
    const url = '/api/v2/catalog/playlists-all?page=home&rows=2&progress=all&watchlist=all';
    const personal = await get(url, { cookie });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers.etag).toBeUndefined();
    expect(personal.json<PlaylistsAllResponse>().data[0].contents[0].in_watchlist).toBe(false);
    const shared = await get(url);
    expect(shared.headers.etag).toBeDefined();
    expect(shared.json<PlaylistsAllResponse>().data[0].contents[0]).not.toHaveProperty('in_watchlist');
  });
});
