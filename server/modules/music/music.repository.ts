import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { assetGenres, assets, chartEntries, charts, contents, genres } from '../../db/schema';
import { assetsPage, type AssetRow, type ItemRow } from '../catalogue/catalogue.repository';
import { assetsWithin } from '../catalogue/maturity-ceiling';

// The only place the music module touches the database. Lists keep to the viewer's maturity
// ceiling (`ceiling`, a rank: catalogue/maturity-ceiling.ts), as every catalogue list does.

export type ChartRow = typeof charts.$inferSelect;

/** content type 4 (music audio) lives in ALBUM assets, 3 (music video) in MUSIC VIDEO assets. */
export const ASSET_TYPE_OF_CONTENT_TYPE: Record<number, string> = { 3: 'MUSIC VIDEO', 4: 'ALBUM' };

export function createMusicRepository(db: Db) {
  return {
    async musicAsset(id: number): Promise<AssetRow | undefined> {
      const [row] = await db
        .select()
        .from(assets)
        .where(and(eq(assets.id, id), inArray(assets.assetType, ['ALBUM', 'MUSIC VIDEO'])))
        .limit(1);
      return row;
    },

    /** The film an album or music video comes from (assets.film_id), for "Watch the movie"; none above the ceiling. */
    async film(id: number, ceiling: number): Promise<{ asset_id: number; asset_title: string; asset_slug: string } | undefined> {
      const [row] = await db
        .select({ asset_id: assets.id, asset_title: assets.title, asset_slug: assets.slug })
        .from(assets)
        .where(and(eq(assets.id, id), eq(assets.assetType, 'MOVIE'), assetsWithin(ceiling)))
        .limit(1);
      return row;
    },

    async tracksOf(assetId: number, contentTypes: number[], start: number, rows: number): Promise<{ items: ItemRow[]; total: number }> {
      const where = and(eq(contents.assetId, assetId), inArray(contents.contentTypeId, contentTypes));
      const [items, [{ total }]] = await Promise.all([
        db
          .select({ asset: assets, content: contents })
          .from(contents)
          .innerJoin(assets, eq(assets.id, contents.assetId))
          .where(where)
          .orderBy(asc(contents.position), asc(contents.id))
          .offset(start)
          .limit(rows),
        db.select({ total: count() }).from(contents).where(where),
      ]);
      return { items, total };
    },

    async track(contentId: number): Promise<ItemRow | undefined> {
      const [row] = await db
        .select({ asset: assets, content: contents })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .where(and(eq(contents.id, contentId), inArray(contents.contentTypeId, [3, 4])))
        .limit(1);
      return row;
    },

    async charts(kind?: 'audio' | 'video'): Promise<ChartRow[]> {
      return db
        .select()
        .from(charts)
        .where(kind ? eq(charts.kind, kind) : undefined)
        .orderBy(asc(charts.position), asc(charts.id));
    },

    async chart(id: number): Promise<ChartRow | undefined> {
      const [row] = await db.select().from(charts).where(eq(charts.id, id)).limit(1);
      return row;
    },

    async chartEntries(chartId: number, ceiling: number, start: number, rows: number): Promise<{ items: ItemRow[]; total: number }> {
      const where = and(eq(chartEntries.chartId, chartId), assetsWithin(ceiling));
      const [items, [{ total }]] = await Promise.all([
        db
          .select({ asset: assets, content: contents })
          .from(chartEntries)
          .innerJoin(contents, eq(contents.id, chartEntries.contentId))
          .innerJoin(assets, eq(assets.id, contents.assetId))
          .where(where)
          .orderBy(asc(chartEntries.rank))
          .offset(start)
          .limit(rows),
        db
          .select({ total: count() })
          .from(chartEntries)
          .innerJoin(contents, eq(contents.id, chartEntries.contentId))
          .innerJoin(assets, eq(assets.id, contents.assetId))
          .where(where),
      ]);
      return { items, total };
    },

    /** Albums (or music videos) newest or most popular first, optionally of one genre or language. */
    albums(
      filter: { assetType: string; ceiling: number; genreId?: number; language?: string; popular: boolean },
      start: number,
      rows: number,
    ) {
      return assetsPage(db, filter, start, rows);
    },

    /** Tracks or music videos, by popularity or date, in the order asked, optionally of one genre of their asset. */
    async tracks(
      filter: { contentType: number; ceiling: number; genreId?: number; popular: boolean; ascending: boolean },
      start: number,
      rows: number,
    ) {
      const within = assetsWithin(filter.ceiling);
      const where = and(
        eq(contents.contentTypeId, filter.contentType),
        // as a subquery, so the count needs no join (a million tracks)
        within ? inArray(contents.assetId, db.select({ id: assets.id }).from(assets).where(within)) : undefined,
        filter.genreId
          ? inArray(
              contents.assetId,
              db.select({ id: assetGenres.assetId }).from(assetGenres).where(eq(assetGenres.genreId, filter.genreId)),
            )
          : undefined,
      );
      const key = filter.popular ? contents.popularity : contents.createdAt;
      const [items, [{ total }]] = await Promise.all([
        db
          .select({ asset: assets, content: contents })
          .from(contents)
          .innerJoin(assets, eq(assets.id, contents.assetId))
          .where(where)
          .orderBy(filter.ascending ? asc(key) : desc(key), asc(contents.id))
          .offset(start)
          .limit(rows),
        db.select({ total: count() }).from(contents).where(where),
      ]);
      return { items, total };
    },

    /** A music genre by id, or by slug among the music kinds. */
    async musicGenre(idOrSlug: string): Promise<number | undefined> {
      const byId = /^\d+$/.test(idOrSlug);
      const [row] = await db
        .select({ id: genres.id })
        .from(genres)
        .where(and(inArray(genres.kind, ['music', 'music_video']), byId ? eq(genres.id, Number(idOrSlug)) : eq(genres.slug, idOrSlug)))
        .limit(1);
      return row?.id;
    },
  };
}
export type MusicRepository = ReturnType<typeof createMusicRepository>;
