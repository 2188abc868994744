import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/platform/db';
import * as schema from '@/server/db/schema';
import { parseArtworkPath } from '@/server/platform/artwork';
import { SMALL_CATALOGUE, isCatalogueEmpty, seedCatalogue, clearCatalogue } from '@/server/seed/catalogue';
import { testDatabases } from '../../support/databases';

// The demo catalogue as a client relies on it: counts, playable media, episode structure, the
// live guide, language order (spec 000 §9), artwork paths and editorial rows (spec 001 §9).

const NOW = new Date('2026-03-01T12:00:00Z');
const SEED = 42;

describe.each(testDatabases())('demo catalogue on $name', (engine) => {
  let database: Database;
  let emptyBefore: boolean;

  beforeAll(async () => {
    database = await engine.open();
    emptyBefore = await isCatalogueEmpty(database.db);
    await seedCatalogue(database.db, SMALL_CATALOGUE, { seed: SEED, now: NOW });
  });
  afterAll(() => engine.close(database));

  const db = () => database.db;

  it('is empty before seeding and not after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isCatalogueEmpty(db())).toBe(false);
  });

  it('refuses to seed over an existing catalogue', async () => {
    await expect(seedCatalogue(db(), SMALL_CATALOGUE, { seed: SEED, now: NOW })).rejects.toThrow(/not empty/);
  });

  it.each([
    ['MOVIE', SMALL_CATALOGUE.movies],
    ['TV SHOWS', SMALL_CATALOGUE.tvShows],
    ['ORIGINAL', SMALL_CATALOGUE.originals],
    ['QUICKIE', SMALL_CATALOGUE.quickies],
    ['ALBUM', SMALL_CATALOGUE.albums],
    ['MUSIC VIDEO', SMALL_CATALOGUE.musicVideos],
    ['LIVE TV', SMALL_CATALOGUE.channels],
  ])('has %s assets as many as the size asks', async (assetType, count) => {
    const rows = await db().select({ id: schema.assets.id }).from(schema.assets).where(eq(schema.assets.assetType, assetType));
    expect(rows).toHaveLength(count);
  });

  it('has as many tracks and stars as the size asks', async () => {
    const tracks = await db().select({ id: schema.contents.id }).from(schema.contents).where(eq(schema.contents.contentTypeId, 4));
    expect(tracks).toHaveLength(SMALL_CATALOGUE.tracks);
    expect(await db().select({ id: schema.people.id }).from(schema.people)).toHaveLength(SMALL_CATALOGUE.stars);
  });

  it('gives every movie a full-length content whose media has the LOW, MED, HIGH and HD renditions, and lasts as long as the film', async () => {
    const rows = await db()
      .select({
        assetId: schema.assets.id,
        mediaId: schema.contents.mediaId,
        kind: schema.media.kind,
        masterPath: schema.media.masterPath,
        mediaSeconds: schema.media.durationSeconds,
        contentSeconds: schema.contents.durationSeconds,
      })
      .from(schema.assets)
      .innerJoin(schema.contents, sql`${schema.contents.assetId} = ${schema.assets.id} and ${schema.contents.contentTypeId} = 1`)
      .innerJoin(schema.media, eq(schema.media.id, schema.contents.mediaId))
      .where(eq(schema.assets.assetType, 'MOVIE'));
    expect(new Set(rows.map((row) => row.assetId)).size).toBe(SMALL_CATALOGUE.movies);
    for (const row of rows) {
      expect(row.kind).toBe('video');
      // the set's media played for the film's length (server/modules/media/repeat-window.ts)
      expect(row.masterPath).toBe(`${/^video\/set-[1-4]\//.exec(row.masterPath)?.[0]}master-${row.contentSeconds}s.m3u8`);
      expect(row.mediaSeconds).toBe(row.contentSeconds);
      expect(row.contentSeconds).toBeGreaterThan(90 * 60);
    }
    const renditions = await db()
      .select()
      .from(schema.mediaRenditions)
      .where(
        inArray(
          schema.mediaRenditions.mediaId,
          rows.map((row) => row.mediaId as number),
        ),
      );
    const byMedia = new Map<number, number[]>();
    for (const r of renditions) byMedia.set(r.mediaId, [...(byMedia.get(r.mediaId) ?? []), r.quality]);
    for (const qualities of byMedia.values()) expect(qualities.sort()).toEqual([1, 2, 3, 4]);
    const hd = renditions.find((r) => r.quality === 4);
    expect(hd).toMatchObject({ width: 1280, height: 720 });
    expect(hd?.playlistPath).toMatch(/^video\/set-[1-4]\/hd\/index-\d+s\.m3u8$/);
  });

  it('gives every movie a trailer with video', async () => {
    const trailers = await db()
      .select({ mediaId: schema.contents.mediaId })
      .from(schema.contents)
      .where(eq(schema.contents.contentTypeId, 2));
    expect(trailers).toHaveLength(SMALL_CATALOGUE.movies);
    expect(trailers.every((t) => t.mediaId !== null)).toBe(true);
  });

  it('puts every TV episode under a season of the same show, with media', async () => {
    const episodes = await db().select().from(schema.contents).where(eq(schema.contents.contentTypeId, 34));
    const seasons = await db().select().from(schema.contents).where(eq(schema.contents.contentTypeId, 33));
    const seasonById = new Map(seasons.map((season) => [season.id, season]));
    expect(episodes.length).toBeGreaterThanOrEqual(SMALL_CATALOGUE.tvShows * 4);
    for (const episode of episodes) {
      const season = seasonById.get(episode.parentId as number);
      expect(season?.assetId).toBe(episode.assetId);
      expect(episode.seasonNumber).toBe(season?.seasonNumber);
      expect(episode.episodeNumber).toBeGreaterThanOrEqual(1);
      expect(episode.mediaId).not.toBeNull();
    }
    expect(seasons.every((season) => season.mediaId === null)).toBe(true);
  });

  it('numbers original episodes 1..n in season 1', async () => {
    const episodes = await db()
      .select()
      .from(schema.contents)
      .where(eq(schema.contents.contentTypeId, 45))
      .orderBy(asc(schema.contents.assetId), asc(schema.contents.episodeNumber));
    const byAsset = new Map<number, number[]>();
    for (const e of episodes) byAsset.set(e.assetId, [...(byAsset.get(e.assetId) ?? []), e.episodeNumber as number]);
    expect(byAsset.size).toBe(SMALL_CATALOGUE.originals);
    for (const numbers of byAsset.values()) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(episodes.every((e) => e.seasonNumber === 1 && e.mediaId !== null)).toBe(true);
  });

  it('gives every track audio media and a 2:30 to 6:00 duration', async () => {
    const tracks = await db()
      .select({ kind: schema.media.kind, duration: schema.contents.durationSeconds })
      .from(schema.contents)
      .leftJoin(schema.media, eq(schema.media.id, schema.contents.mediaId))
      .where(eq(schema.contents.contentTypeId, 4));
    for (const track of tracks) {
      expect(track.kind).toBe('audio');
      expect(track.duration).toBeGreaterThanOrEqual(150);
      expect(track.duration).toBeLessThanOrEqual(360);
    }
  });

  it('keeps quickies short clips of songs or scenes', async () => {
    const clips = await db()
      .select()
      .from(schema.contents)
      .where(inArray(schema.contents.contentTypeId, [25, 26]));
    expect(clips).toHaveLength(SMALL_CATALOGUE.quickies);
    expect(clips.every((c) => (c.durationSeconds as number) >= 60 && (c.durationSeconds as number) <= 300)).toBe(true);
  });

  it('has a programme guide on every channel covering now, 24 hours each way, with no gaps', async () => {
    const channels = await db().select().from(schema.liveChannels);
    expect(channels).toHaveLength(SMALL_CATALOGUE.channels);
    for (const channel of channels) {
      expect(channel.mediaId).not.toBeNull();
      const guide = await db()
        .select()
        .from(schema.programmes)
        .where(eq(schema.programmes.channelId, channel.id))
        .orderBy(asc(schema.programmes.startTime));
      expect(guide[0].startTime.getTime()).toBeLessThanOrEqual(NOW.getTime() - 24 * 3600_000);
      expect(guide[guide.length - 1].endTime.getTime()).toBeGreaterThanOrEqual(NOW.getTime() + 24 * 3600_000);
      for (let i = 0; i < guide.length; i += 1) {
        const minutes = (guide[i].endTime.getTime() - guide[i].startTime.getTime()) / 60_000;
        expect(minutes).toBeGreaterThanOrEqual(30);
        expect(minutes).toBeLessThanOrEqual(120);
        if (i > 0) expect(guide[i].startTime.getTime()).toBe(guide[i - 1].endTime.getTime());
      }
      expect(guide.filter((p) => p.startTime <= NOW && p.endTime > NOW)).toHaveLength(1);
    }
  });

  it('orders languages as spec 000 §9 prefers', async () => {
    const languages = await db().select().from(schema.languages).orderBy(asc(schema.languages.sortOrder));
    expect(languages.slice(0, 12).map((l) => l.code)).toEqual([
      'hin',
      'pan',
      'pun',
      'tam',
      'tel',
      'mar',
      'mal',
      'kan',
      'eng',
      'ben',
      'ara',
      'guj',
    ]);
    expect(languages.find((l) => l.code === 'hin')?.nativeName).toBe('हिन्दी');
  });

  it('has the TV providers the live channels name', async () => {
    const providers = await db().select().from(schema.tvProviders);
    expect(providers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ providerName: 'FashionTV', providerCode: 'fashiontv' }),
        expect.objectContaining({ providerName: 'ADT10', providerCode: 'adt10' }),
      ]),
    );
  });

  it('gives every image a path the artwork renderer parses, matching its row', async () => {
    const images = await db().select().from(schema.images);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(parseArtworkPath(image.path)).toEqual({
        ownerType: image.ownerType,
        ownerId: image.ownerId,
        kind: image.kind,
        width: image.width,
        height: image.height,
        format: 'svg',
      });
    }
    const assetsWithoutImages = await db()
      .select({ id: schema.assets.id })
      .from(schema.assets)
      .where(sql`not exists (select 1 from images i where i.owner_type = 'asset' and i.owner_id = ${schema.assets.id})`);
    expect(assetsWithoutImages).toEqual([]);
  });

  it('credits every star at least once, and every film a director', async () => {
    const uncredited = await db()
      .select({ id: schema.people.id })
      .from(schema.people)
      .where(sql`not exists (select 1 from credits c where c.person_id = ${schema.people.id})`);
    expect(uncredited).toEqual([]);
    const directors = await db()
      .select({ assetId: schema.credits.assetId })
      .from(schema.credits)
      .where(eq(schema.credits.role, 'director'));
    expect(new Set(directors.map((d) => d.assetId)).size).toBe(
      SMALL_CATALOGUE.movies + SMALL_CATALOGUE.tvShows + SMALL_CATALOGUE.originals,
    );
  });

  it('has home rows at location 1 with items, and footer rows at locations 8 and 9', async () => {
    const rows = await db()
      .select()
      .from(schema.playlists)
      .where(eq(schema.playlists.page, 'home'))
      .orderBy(asc(schema.playlists.position));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => row.location === 1)).toBe(true);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, i) => i + 1));
    for (const row of rows) {
      const items = await db().select().from(schema.playlistItems).where(eq(schema.playlistItems.playlistId, row.id));
      expect(items.length, row.title).toBeGreaterThan(0);
      if (row.itemKind === 'content') expect(items.every((item) => item.contentId !== null)).toBe(true);
    }
    const footer = await db().select().from(schema.playlists).where(eq(schema.playlists.page, 'footer'));
    expect(footer.map((row) => row.location).sort()).toEqual([8, 9]);
    for (const page of ['movies', 'tv', 'originals', 'music', 'quickie']) {
      const pageRows = await db().select().from(schema.playlists).where(eq(schema.playlists.page, page));
      expect(pageRows.length, page).toBeGreaterThanOrEqual(3);
    }
  });

  it('has carousel slides and charts of tracks and music videos', async () => {
    const slides = await db().select().from(schema.carouselSlides);
    expect(slides.length).toBeGreaterThanOrEqual(5);
    expect(slides.every((slide) => slide.tagline !== '')).toBe(true);
    const entries = await db()
      .select({ kind: schema.charts.kind, type: schema.contents.contentTypeId })
      .from(schema.chartEntries)
      .innerJoin(schema.charts, eq(schema.charts.id, schema.chartEntries.chartId))
      .innerJoin(schema.contents, eq(schema.contents.id, schema.chartEntries.contentId));
    expect(entries.some((e) => e.kind === 'audio')).toBe(true);
    expect(entries.some((e) => e.kind === 'video')).toBe(true);
    for (const entry of entries) expect(entry.type).toBe(entry.kind === 'audio' ? 4 : 3);
  });

  it('spells some titles several ways, and writes some in Devanagari', async () => {
    const withAlt = await db()
      .select()
      .from(schema.assets)
      .where(sql`cardinality(${schema.assets.altTitles}) > 0`);
    expect(withAlt.length).toBeGreaterThan(0);
    const k3g = withAlt.find((a) => a.title === 'Kabhi Khushi Kabhie Gham');
    expect(k3g?.altTitles).toEqual(expect.arrayContaining(['Kabhi Kushi Kabhi Gham', 'K3G']));
    expect(withAlt.every((a) => /^[a-z0-9-]+$/.test(a.slug))).toBe(true);
  });

  it('starts afresh after clearCatalogue', async () => {
    await clearCatalogue(db());
    expect(await isCatalogueEmpty(db())).toBe(true);
    await seedCatalogue(db(), SMALL_CATALOGUE, { seed: SEED, now: NOW });
    const [first] = await db().select({ id: schema.assets.id }).from(schema.assets).orderBy(asc(schema.assets.id)).limit(1);
    expect(first.id).toBe(1);
    expect(await db().select({ id: schema.assets.id }).from(schema.assets)).toHaveLength(
      Object.entries(SMALL_CATALOGUE)
        .filter(([key]) => !['tracks', 'stars'].includes(key))
        .reduce((sum, [, n]) => sum + n, 0),
    );
  });
});

describe('demo catalogue determinism', () => {
  const [pglite] = testDatabases();

  it('gives the same rows for the same seed, and other titles for another seed', async () => {
    const snapshot = async (seed: number) => {
      const database = await pglite.open();
      try {
        await seedCatalogue(database.db, SMALL_CATALOGUE, { seed, now: NOW });
        const assets = await database.db
          .select({ title: schema.assets.title, altTitles: schema.assets.altTitles, popularity: schema.assets.popularity })
          .from(schema.assets)
          .orderBy(asc(schema.assets.id));
        const contents = await database.db
          .select({ title: schema.contents.title, mediaId: schema.contents.mediaId })
          .from(schema.contents)
          .orderBy(asc(schema.contents.id));
        const programmes = await database.db
          .select({ title: schema.programmes.title, start: schema.programmes.startTime })
          .from(schema.programmes)
          .orderBy(asc(schema.programmes.id));
        return { assets, contents, programmes };
      } finally {
        await pglite.close(database);
      }
    };
    const [first, second, other] = [await snapshot(7), await snapshot(7), await snapshot(8)];
    expect(second).toEqual(first);
    expect(other.assets.map((a) => a.title)).not.toEqual(first.assets.map((a) => a.title));
  });

  it('gives the same rows when a large catalogue is imported chunk by chunk', async () => {
    const snapshot = async (singleTransactionLimit?: number) => {
      const database = await pglite.open();
      try {
        await seedCatalogue(database.db, SMALL_CATALOGUE, { seed: 7, now: NOW, singleTransactionLimit });
        const read = async (query: string) => {
          const result = await database.db.execute(sql.raw(query));
          return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
        };
        // the same titles, contents and people under the same ids; credits, artwork and the guide
        // by what they say (the order their rows are written in differs)
        const queries = [
          'select * from assets order by id',
          'select * from contents order by id',
          'select * from people order by id',
          'select person_id, asset_id, role, character_name, position from credits order by 2, 1, 3',
          'select owner_type, owner_id, kind, width, height, path from images order by 1, 2, 3, 4, 5',
          'select channel_id, title, description, start_time, end_time from programmes order by 1, 4',
          'select * from playlist_items order by 1, 2',
          'select * from chart_entries order by 1, 2',
        ];
        return await Promise.all(queries.map(read));
      } finally {
        await pglite.close(database);
      }
    };
    expect(await snapshot(10)).toEqual(await snapshot());
  });
});
