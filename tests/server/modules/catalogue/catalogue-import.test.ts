import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import type { Cache } from '@/server/platform/cache';
import type { Database } from '@/server/platform/db';
import { SMALL_CATALOGUE, seedCatalogue } from '@/server/seed/catalogue';
import { readImportText } from '@/server/modules/catalogue/catalogue-import.files';
import { CatalogueImportError, importCatalogue } from '@/server/modules/catalogue/catalogue-import.service';
import type { AssetDetailResponse } from '@/contract/schemas/catalogue';
import type { SearchResponse } from '@/contract/schemas/search';
import { testDatabases } from '../../../support/databases';
import { testConfig } from '../../../support/origin';
import { cacheEngines } from '../../../support/stores';

// Catalogue import (README "Catalogue import"): the example files in JSON and CSV land on PGlite
// and PostgreSQL; a second import changes nothing; a dry run and a file with bad rows write
// nothing and name each bad row and field; the origin answers the imported titles at once.

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../server/seed/examples');
const NOW = new Date('2026-03-01T12:00:00Z');

function example(name: string) {
  const file = path.join(EXAMPLES, name);
  return { file: `examples/${name}`, raw: readImportText(file, readFileSync(file, 'utf8')) };
}

const caches = cacheEngines();
const cases = testDatabases().flatMap((engine) =>
  caches.map((cache) => ({ engine, cache, name: `${engine.name}, cache in ${cache.name}` })),
);

/** Every row of the catalogue's tables, to compare before and after. */
async function snapshot(database: Database): Promise<Record<string, unknown[]>> {
  const tables = [
    'assets',
    'contents',
    'people',
    'credits',
    'images',
    'asset_genres',
    'live_channels',
    'programmes',
    'genres',
    'tv_providers',
    'languages',
  ];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await database.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
    out[table] = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  }
  return out;
}

describe.each(cases)('catalogue import on $name', ({ engine, cache: cacheEngine }) => {
  let database: Database;
  let cache: Cache;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await engine.open();
    await seedCatalogue(database.db, SMALL_CATALOGUE, { now: NOW });
    cache = await cacheEngine.open();
    await cache.invalidate('catalogue');
    app = await buildApp({ config: testConfig, database, cache });
  });
  afterAll(async () => {
    await app?.close();
    await cache?.close();
    await engine.close(database);
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const search = async (q: string) =>
    (await get(`/api/v2/search?q=${encodeURIComponent(q)}`))
      .json<SearchResponse>()
      .groups.flatMap((group) => group.items.map((item) => item.asset_title));

  it('writes nothing on a dry run, yet says what it would do', async () => {
    const before = await snapshot(database);
    const { raw, file } = example('catalogue.json');
    const summary = await importCatalogue(database.db, raw, { file, dryRun: true, now: NOW, cache });
    expect(summary.dryRun).toBe(true);
    expect(summary.counts.titles).toMatchObject({ created: 7, updated: 0 });
    expect(summary.counts.contents.created).toBe(10);
    expect(await snapshot(database)).toEqual(before);
  });

  it('imports the JSON example, and the catalogue answers show it at once (cache dropped)', async () => {
    expect(await search('Monsoon Letters')).not.toContain('Monsoon Letters'); // cached before the import
    const { raw, file } = example('catalogue.json');
    const summary = await importCatalogue(database.db, raw, { file, now: NOW, cache });
    expect(summary.counts).toMatchObject({
      people: { created: 2 },
      titles: { created: 7 },
      contents: { created: 10 },
      channels: { created: 1 },
      programmes: { created: 2 },
      credits: { created: 3 },
    });
    expect(await search('Monsoon Letters')).toContain('Monsoon Letters');

    const [film] = await rows<{ id: number }>(sql`select id from assets where external_id = 'film:monsoon-letters'`);
    const detail = (await get(`/api/v2/catalog/asset/${film.id}`)).json<AssetDetailResponse>();
    expect(detail.data).toMatchObject({ asset_title: 'Monsoon Letters', access_level: 'avod', release_year: 2024 });
    expect(detail.data.genres.map((genre) => genre.title).sort()).toEqual(['Drama', 'Romance']);
    expect(detail.data.cast.map((person) => [person.name, person.role])).toEqual([
      ['Meera Iyer', 'actor'],
      ['Arjun Sethi', 'director'],
    ]);
    expect(detail.data.images.poster).toContain('art/import/monsoon-letters/poster-600x900.jpg');
  });

  it('puts episodes under their season, tracks under their album, a soundtrack under its film', async () => {
    const episodes = await rows<{ title: string; season: string; show: string; type: number; season_number: number }>(sql`
      select e.title, s.external_id as season, a.external_id as show, e.content_type_id as type, e.season_number
      from contents e join contents s on s.id = e.parent_id join assets a on a.id = e.asset_id
      where e.external_id like 'show:chai-stop:%e%' order by e.episode_number`);
    expect(episodes).toEqual([
      { title: 'Opening Day', season: 'show:chai-stop:s1', show: 'show:chai-stop', type: 34, season_number: 1 },
      { title: 'The Rival Stall', season: 'show:chai-stop:s1', show: 'show:chai-stop', type: 34, season_number: 1 },
    ]);
    const tracks = await rows<{ title: string; type: number; kind: string }>(sql`
      select c.title, c.content_type_id as type, m.kind from contents c join media m on m.id = c.media_id
      where c.external_id like 'album:monsoon-letters:%' order by c.position`);
    expect(tracks).toEqual([
      { title: 'Khat', type: 4, kind: 'audio' },
      { title: 'Bheegi Raat', type: 4, kind: 'audio' },
    ]);
    const soundtracks = await rows<{ external_id: string }>(sql`
      select a.external_id from assets a join assets f on f.id = a.film_id where f.external_id = 'film:monsoon-letters' order by 1`);
    expect(soundtracks.map((row) => row.external_id)).toEqual(['album:monsoon-letters', 'mv:khat']);
    const [channel] = await rows<{ owner: string; provider: string; programmes: number }>(sql`
      select c.owner, p.provider_code as provider, (select count(*)::int from programmes g where g.channel_id = c.id) as programmes
      from live_channels c join assets a on a.id = c.asset_id join tv_providers p on p.id = c.provider_id
      where a.external_id = 'channel:rangmanch'`);
    expect(channel).toEqual({ owner: 'Rangmanch Broadcast', provider: 'rangmanch', programmes: 2 });
  });

  it('changes nothing when the same file is imported again, not even the next ids', async () => {
    const before = await snapshot(database);
    const sequences = sql`select (select last_value from assets_id_seq) as assets, (select last_value from contents_id_seq) as contents,
      (select last_value from people_id_seq) as people, (select last_value from credits_id_seq) as credits,
      (select last_value from images_id_seq) as images, (select last_value from programmes_id_seq) as programmes`;
    const [idsBefore] = await rows(sequences);
    const { raw, file } = example('catalogue.json');
    const summary = await importCatalogue(database.db, raw, { file, now: new Date(), cache });
    expect(summary.changed).toBe(false);
    for (const count of Object.values(summary.counts)) expect(count).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(await snapshot(database)).toEqual(before);
    expect((await rows(sequences))[0]).toEqual(idsBefore);
  });

  it('imports the CSV example, and again without change', async () => {
    const { raw, file } = example('catalogue.csv');
    const first = await importCatalogue(database.db, raw, { file, now: NOW, cache });
    expect(first.counts.titles.created).toBe(2);
    expect(await search('Dilli Diaries')).toContain('Dilli Diaries');
    const before = await snapshot(database);
    const second = await importCatalogue(database.db, raw, { file, now: NOW, cache });
    expect(second.changed).toBe(false);
    expect(await snapshot(database)).toEqual(before);
  });

  it('updates a title whose record changed, and only that one', async () => {
    const { raw, file } = example('catalogue.json');
    const changed = raw.map((record) =>
      (record.value as { external_id?: string }).external_id === 'show:chai-stop'
        ? { ...record, value: { ...(record.value as object), title: 'Chai Stop Returns', genres: ['Comedy'] } }
        : record,
    );
    const summary = await importCatalogue(database.db, changed, { file, now: NOW, cache });
    expect(summary.counts.titles).toMatchObject({ created: 0, updated: 1, unchanged: 6 });
    expect(await search('Chai Stop Returns')).toContain('Chai Stop Returns');
    const genres = await rows<{ slug: string }>(sql`
      select g.slug from asset_genres ag join genres g on g.id = ag.genre_id join assets a on a.id = ag.asset_id
      where a.external_id = 'show:chai-stop'`);
    expect(genres).toEqual([{ slug: 'comedy' }]);
  });

  it("keeps the media a content plays (an ingest's) when its record names none, and sets the one a record names", async () => {
    const { raw, file } = example('catalogue.json');
    const playing = () =>
      rows<{ master_path: string }>(sql`
        select m.master_path from contents c join media m on m.id = c.media_id where c.external_id = 'film:monsoon-letters'`);
    // an ingest points the film at media of its own
    await database.db.execute(sql`
      update contents set media_id = (select id from media where master_path = 'video/set-4/master.m3u8')
      where external_id = 'film:monsoon-letters'`);
    const withoutMedia = raw.map((record) => {
      const value = record.value as { external_id?: string; media?: string };
      if (value.external_id !== 'film:monsoon-letters') return record;
      const { media: _media, ...rest } = value;
      return { ...record, value: rest };
    });
    await importCatalogue(database.db, withoutMedia, { file, now: NOW, cache });
    expect(await playing()).toEqual([{ master_path: 'video/set-4/master.m3u8' }]);
    await importCatalogue(database.db, raw, { file, now: NOW, cache });
    expect(await playing()).toEqual([{ master_path: 'video/set-1/master.m3u8' }]);
  });

  it("replaces a channel's guide within a later file's window, and its generated logo by a picture", async () => {
    const guide = [
      {
        type: 'programme',
        channel: 'channel:rangmanch',
        title: 'Early Ragas',
        start_time: '2026-03-01T05:30:00+05:30',
        end_time: '2026-03-01T06:30:00+05:30',
      },
      {
        type: 'programme',
        channel: 'channel:rangmanch',
        title: 'Bhajan Hour',
        start_time: '2026-03-01T06:30:00+05:30',
        end_time: '2026-03-01T07:00:00+05:30',
      },
      {
        type: 'image',
        owner: 'channel:rangmanch',
        owner_type: 'channel',
        kind: 'logo',
        path: 'art/import/rangmanch/logo.png',
        width: 400,
        height: 400,
      },
    ].map((value, i) => ({ row: i + 1, value }));
    const summary = await importCatalogue(database.db, guide, { file: 'guide.json', now: NOW, cache });
    expect(summary.counts.programmes).toMatchObject({ created: 2, removed: 1 });
    expect(summary.counts.images).toMatchObject({ created: 0, updated: 1, removed: 2 }); // the 400x400 logo, and the other two sizes
    const titles = await rows<{ title: string }>(sql`
      select p.title from programmes p join live_channels c on c.id = p.channel_id join assets a on a.id = c.asset_id
      where a.external_id = 'channel:rangmanch' order by p.start_time`);
    expect(titles.map((row) => row.title)).toEqual(['Early Ragas', 'Bhajan Hour', 'Chai Stop (repeat)']);
    const logos = await rows<{ path: string }>(sql`
      select i.path from images i join live_channels c on c.id = i.owner_id and i.owner_type = 'channel' join assets a on a.id = c.asset_id
      where a.external_id = 'channel:rangmanch' and i.kind = 'logo'`);
    expect(logos).toEqual([{ path: 'art/import/rangmanch/logo.png' }]);
  });

  it('refuses a file with bad rows as a whole, naming each row and field', async () => {
    const before = await snapshot(database);
    const bad = [
      { type: 'movie', external_id: 'film:new-one', title: 'A New One', language: 'hin' },
      { type: 'movie', external_id: 'film:bad-year', title: 'Bad Year', release_year: 'soon' },
      { type: 'episode', external_id: 'ep:orphan', parent: 'show:nowhere', title: 'Orphan', episode_number: 1 },
      { type: 'track', external_id: 'track:x', parent: 'film:monsoon-letters', title: 'Wrong Parent', position: 1 },
      { type: 'movie', external_id: 'film:new-one', title: 'Same Id Again' },
      { type: 'credit', asset: 'film:new-one', person: 'person:nobody', role: 'actor' },
      { type: 'film', external_id: 'x', title: 'What' },
      { type: 'movie', external_id: 'film:lang', title: 'Lang', language: 'xyz', colour: 'red' },
      { type: 'movie', external_id: 'film:media', title: 'Media', media: 'video/missing/master.m3u8' },
      {
        type: 'programme',
        channel: 'channel:rangmanch',
        title: 'Backwards',
        start_time: '2026-03-01T09:00:00Z',
        end_time: '2026-03-01T08:00:00Z',
      },
    ].map((value, i) => ({ row: i + 1, value }));
    const error = await importCatalogue(database.db, bad, { file: 'bad.json', now: NOW, cache }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as CatalogueImportError).lines()).toEqual([
      'bad.json, row 2, release_year: Invalid input: expected number, received string',
      'bad.json, row 3, parent: no season or original has the external id "show:nowhere" in this file or the catalogue',
      'bad.json, row 4, parent: "film:monsoon-letters" is a movie, not an album',
      'bad.json, row 5, external_id: "film:new-one" is already used on row 1',
      'bad.json, row 6, person: no person has the external id "person:nobody" in this file or the catalogue',
      'bad.json, row 7, type: must be one of person, movie, show, original, quickie, album, music_video, channel, season, episode, trailer, track, programme, credit, image',
      'bad.json, row 8, colour: is not a field of a movie record',
      'bad.json, row 9, media: no media item has the playlist "video/missing/master.m3u8" (ingest it first)',
      'bad.json, row 10, end_time: must be after start_time',
    ]);
    expect(await snapshot(database)).toEqual(before);
  });

  it('reports a bad CSV cell by its line and column', async () => {
    const csv = 'type,external_id,title,release_year,language\nmovie,film:ok,Fine,2020,hin\nmovie,film:bad,Bad,19x9,hin\n';
    const raw = readImportText('bad.csv', csv);
    const error = (await importCatalogue(database.db, raw, { file: 'bad.csv', now: NOW }).catch(
      (caught: unknown) => caught,
    )) as CatalogueImportError;
    expect(error.lines()).toEqual(['bad.csv, row 3, release_year: Invalid input: expected number, received string']);
  });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await database.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
  }
});
