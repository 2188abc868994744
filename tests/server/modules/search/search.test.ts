import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/platform/config';
import { createMemoryCache, type Cache } from '@/server/platform/cache';
import type { Database } from '@/server/platform/db';
import { assets, contents, people } from '@/server/db/schema';
import { SMALL_CATALOGUE, seedCatalogue } from '@/server/seed/catalogue';
import type { SearchResponse, SuggestResponse } from '@/contract/schemas/search';
import { testDatabases } from '../../../support/databases';

// Search (spec 001 §4, §5, §7): suggestions and the grouped full search, on both engines.

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MEDIA_DIR: 'data/no-generated-media-in-tests' });
const K3G = 'Kabhi Khushi Kabhie Gham';
const DDLJ = 'दिलवाले दुल्हनिया ले जाएंगे';

describe.each(testDatabases())('search on $name', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let cache: Cache;

  beforeAll(async () => {
    database = await engine.open();
    await seedCatalogue(database.db, SMALL_CATALOGUE);
    await database.db.insert(assets).values([
      {
        assetType: 'MOVIE',
        title: K3G,
        slug: 'kabhi-khushi-kabhie-gham',
        altTitles: ['Kabhi Kushi Kabhi Gham', 'K3G'],
        popularity: 10,
        languageCode: 'hin',
      },
      {
        assetType: 'MOVIE',
        title: DDLJ,
        slug: 'dilwale-dulhania-le-jayenge',
        altTitles: ['Dilwale Dulhania Le Jayenge', 'DDLJ'],
        popularity: 5,
        languageCode: 'hin',
      },
      { assetType: 'MOVIE', title: 'Gham Ke Baad', slug: 'gham-ke-baad', popularity: 900_000_000 },
    ]);
    const [album] = await database.db
      .insert(assets)
      .values({ assetType: 'ALBUM', title: 'Monsoon Ragas', slug: 'monsoon-ragas', popularity: 1 })
      .returning();
    await database.db
      .insert(contents)
      .values({ assetId: album.id, contentTypeId: 4, title: 'Zindagi Ek Safar Hai', slug: 'zindagi-ek-safar-hai', popularity: 3 });
    await database.db.insert(people).values({ name: 'Shahrukh Qureshi', slug: 'shahrukh-qureshi', popularity: 2 });
    cache = createMemoryCache();
    app = await buildApp({ config, database, cache });
  });
  afterAll(async () => {
    await app?.close();
    await engine.close(database);
  });

  const suggest = async (q: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v2/search/suggest?q=${encodeURIComponent(q)}&optimized=true` });
    expect(response.statusCode).toBe(200);
    return response.json<SuggestResponse>().suggestions;
  };
  const search = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v2/search?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResponse>();
  };

  it.each([
    ['the full title', 'kabhi khushi kabhie gham'],
    ['another spelling', 'kabhi kushi'],
    ['the initials', 'K3G'],
    ['a typo', 'kabhi khusi kabi gam'],
    ['a typo with a missing letter', 'kbhi khushi'],
  ])('suggests the film from %s', async (_case, q) => {
    expect(await suggest(q)).toContain(K3G);
  });

  it('suggests a Devanagari title from its Latin spelling', async () => {
    expect(await suggest('dilwale dulh')).toContain(DDLJ);
    expect(await suggest('DDLJ')).toEqual([DDLJ]);
  });

  it('suggests from one character, at most 5, most popular first', async () => {
    const suggestions = await suggest('g');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions[0]).toBe('Gham Ke Baad');
  });

  it('suggests track titles and star names', async () => {
    expect(await suggest('zindagi ek')).toContain('Zindagi Ek Safar Hai');
    expect(await suggest('shahrukh q')).toContain('Shahrukh Qureshi');
  });

  it('answers no suggestions for nonsense, and 400 for an empty query', async () => {
    expect(await suggest('qqqxxzzv')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v2/search/suggest?q=' })).statusCode).toBe(400);
  });

  it.each(['kabhi khushi kabhie gham', 'kabhi kushi', 'K3G'])('finds the film in the movies group for %s', async (q) => {
    const { groups } = await search(`q=${encodeURIComponent(q)}`);
    const movies = groups.find((group) => group.entity === 'movies');
    expect(movies?.title).toBe('Movies');
    expect(movies?.items[0].asset_title).toBe(K3G);
  });

  it('ranks an exact title above a more popular partial match', async () => {
    const { groups } = await search('q=gham&entity=movies');
    expect(groups[0].items.map((item) => item.asset_title)).toEqual(expect.arrayContaining([K3G, 'Gham Ke Baad']));
    const exact = await search(`q=${encodeURIComponent('Kabhi Khushi Kabhie Gham')}&entity=movies`);
    expect(exact.groups[0].items[0].asset_title).toBe(K3G);
    // both start with or contain gham: the title starting with it ranks first
    expect(groups[0].items[0].asset_title).toBe('Gham Ke Baad');
  });

  it('groups by entity type: tracks under music, people under stars', async () => {
    const music = await search('q=zindagi%20ek%20safar');
    const track = music.groups.find((group) => group.entity === 'music')?.items[0];
    expect(track?.content_title).toBe('Zindagi Ek Safar Hai');
    expect(track?.asset_title).toBe('Monsoon Ragas');
    const stars = await search('q=shahrukh%20qureshi');
    expect(stars.groups.find((group) => group.entity === 'stars')?.people[0].name).toBe('Shahrukh Qureshi');
  });

  it('pages one entity group by start and rows with its total', async () => {
    const first = await search('q=a&entity=movies&start=0&rows=2');
    const second = await search('q=a&entity=movies&start=2&rows=2');
    expect(first.groups[0].total).toBeGreaterThan(2);
    expect(first.groups[0].items).toHaveLength(2);
    expect(second.groups[0].items[0].asset_id).not.toBe(first.groups[0].items[0].asset_id);
    expect(second.groups[0].total).toBe(first.groups[0].total);
  });

  it('finds a newly added title once the catalogue cache is invalidated', async () => {
    expect(await suggest('brand new film')).toEqual([]);
    await database.db.insert(assets).values({ assetType: 'MOVIE', title: 'Brand New Film', slug: 'brand-new-film' });
    expect(await suggest('brand new film')).toEqual([]);
    await cache.invalidate('catalogue');
    expect(await suggest('brand new film')).toEqual(['Brand New Film']);
  });
});
