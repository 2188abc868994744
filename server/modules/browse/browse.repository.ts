import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import {
  assetGenres,
  assets,
  contents,
  credits,
  genres,
  liveChannels,
  people,
  playlistItems,
  playlists,
  programmes,
  tvProviders,
} from '../../db/schema';
import { assetsPage, type AssetRow, type AssetsFilter, type ItemRow, PersonRow } from '../catalogue/catalogue.repository';
import { assetsWithin } from '../catalogue/maturity-ceiling';

// The only place the browse module touches the database. What lists titles keeps to the viewer's
// maturity ceiling (`ceiling`, a rank: catalogue/maturity-ceiling.ts).

export type ProgrammeRow = typeof programmes.$inferSelect;
export type ChannelRow = typeof liveChannels.$inferSelect;
export type ProviderRow = typeof tvProviders.$inferSelect;

export function createBrowseRepository(db: Db) {
  return {
    async person(id: number): Promise<PersonRow | undefined> {
      const [row] = await db.select().from(people).where(eq(people.id, id)).limit(1);
      return row;
    },

    /** Slugs are not unique: the most popular person with the slug. */
    async personBySlug(slug: string): Promise<PersonRow | undefined> {
      const [row] = await db.select().from(people).where(eq(people.slug, slug)).orderBy(desc(people.popularity), asc(people.id)).limit(1);
      return row;
    },

    async creditsOf(personId: number, ceiling: number): Promise<Array<{ asset: AssetRow; role: string; character: string | null }>> {
      return db
        .select({ asset: assets, role: credits.role, character: credits.characterName })
        .from(credits)
        .innerJoin(assets, eq(assets.id, credits.assetId))
        .where(and(eq(credits.personId, personId), assetsWithin(ceiling)))
        .orderBy(desc(assets.releaseYear), desc(assets.popularity), asc(assets.id));
    },

    async stars(start: number, rows: number): Promise<{ list: PersonRow[]; total: number }> {
      const [list, [{ total }]] = await Promise.all([
        db.select().from(people).orderBy(desc(people.popularity), asc(people.id)).offset(start).limit(rows),
        db.select({ total: count() }).from(people),
      ]);
      return { list, total };
    },

    /** Genres with the number of assets in each (of one asset type when given); empty genres left out. */
    async genres(ceiling: number, kind?: string, assetType?: string) {
      return db
        .select({ id: genres.id, title: genres.name, slug: genres.slug, kind: genres.kind, count: sql<number>`count(${assets.id})::int` })
        .from(genres)
        .innerJoin(assetGenres, eq(assetGenres.genreId, genres.id))
        .innerJoin(assets, eq(assets.id, assetGenres.assetId))
        .where(
          and(kind ? eq(genres.kind, kind) : undefined, assetType ? eq(assets.assetType, assetType) : undefined, assetsWithin(ceiling)),
        )
        .groupBy(genres.id, genres.name, genres.slug, genres.kind)
        .orderBy(asc(genres.name));
    },

    async genre(id: number) {
      const [row] = await db
        .select({ id: genres.id, title: genres.name, slug: genres.slug, kind: genres.kind })
        .from(genres)
        .where(eq(genres.id, id))
        .limit(1);
      return row;
    },

    async provider(code: string): Promise<ProviderRow | undefined> {
      const [row] = await db.select().from(tvProviders).where(eq(tvProviders.providerCode, code)).limit(1);
      return row;
    },

    assets(filter: Omit<AssetsFilter, 'popular'> & { sort: 'popular' | 'new' }, start: number, rows: number) {
      return assetsPage(db, { ...filter, popular: filter.sort === 'popular' }, start, rows);
    },

    async channels(
      ceiling: number,
      providerId?: number,
    ): Promise<Array<{ channel: ChannelRow; asset: AssetRow; providerCode: string | null }>> {
      return db
        .select({ channel: liveChannels, asset: assets, providerCode: tvProviders.providerCode })
        .from(liveChannels)
        .innerJoin(assets, eq(assets.id, liveChannels.assetId))
        .leftJoin(tvProviders, eq(tvProviders.id, liveChannels.providerId))
        .where(and(providerId ? eq(liveChannels.providerId, providerId) : undefined, assetsWithin(ceiling)))
        .orderBy(asc(liveChannels.position), asc(liveChannels.id));
    },

    /** Per channel, the programmes that end after `at`, earliest first: the one on now (if any) and the ones after. */
    async guideFrom(channelIds: number[], at: Date, perChannel: number): Promise<ProgrammeRow[]> {
      if (channelIds.length === 0) return [];
      const ranked = db
        .select({
          id: programmes.id,
          n: sql<number>`row_number() over (partition by ${programmes.channelId} order by ${programmes.startTime})`.as('n'),
        })
        .from(programmes)
        .where(and(inArray(programmes.channelId, channelIds), gt(programmes.endTime, at)))
        .as('ranked');
      return db
        .select()
        .from(programmes)
        .innerJoin(ranked, eq(ranked.id, programmes.id))
        .where(lte(ranked.n, perChannel))
        .orderBy(asc(programmes.channelId), asc(programmes.startTime))
        .then((rows) => rows.map((row) => row.programmes));
    },

    async playlistsAt(filter: { page: string; location?: number; position?: number; itemKind?: string }, start: number, rows: number) {
      const where = and(
        eq(playlists.page, filter.page),
        filter.location === undefined ? undefined : eq(playlists.location, filter.location),
        filter.position === undefined ? undefined : eq(playlists.position, filter.position),
        filter.itemKind === undefined ? undefined : eq(playlists.itemKind, filter.itemKind),
      );
      const [list, [{ total }]] = await Promise.all([
        db.select().from(playlists).where(where).orderBy(asc(playlists.location), asc(playlists.position)).offset(start).limit(rows),
        db.select({ total: count() }).from(playlists).where(where),
      ]);
      return { list, total };
    },

    /** A playlist's items whose asset is of the genre. */
    async playlistItemsOfGenre(
      playlistId: number,
      genreId: number,
      ceiling: number,
      rows: number,
    ): Promise<{ items: ItemRow[]; total: number }> {
      const where = and(
        eq(playlistItems.playlistId, playlistId),
        inArray(playlistItems.assetId, db.select({ id: assetGenres.assetId }).from(assetGenres).where(eq(assetGenres.genreId, genreId))),
        assetsWithin(ceiling),
      );
      const [items, [{ total }]] = await Promise.all([
        db
          .select({ asset: assets, content: contents })
          .from(playlistItems)
          .innerJoin(assets, eq(assets.id, playlistItems.assetId))
          .leftJoin(contents, eq(contents.id, playlistItems.contentId))
          .where(where)
          .orderBy(asc(playlistItems.position))
          .limit(rows),
        db.select({ total: count() }).from(playlistItems).innerJoin(assets, eq(assets.id, playlistItems.assetId)).where(where),
      ]);
      return { items, total };
    },
  };
}
export type BrowseRepository = ReturnType<typeof createBrowseRepository>;
