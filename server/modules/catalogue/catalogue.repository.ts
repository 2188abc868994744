import { and, asc, count, desc, eq, exists, inArray, isNotNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import {
  assetGenres,
  assets,
  carouselSlides,
  contents,
  credits,
  genres,
  images,
  languages,
  mediaTracks,
  people,
  playlistItems,
  playlists,
  tvProviders,
} from '../../db/schema';
import { assetsWithin } from './maturity-ceiling';
import { CONTENT_TYPE } from '../../../contract/constants';
import { trackTagOf } from '../../../contract/content-languages';

// The only place the catalogue module touches the database. Every query that lists titles takes
// the viewer's maturity ceiling (a rank, maturity-ceiling.ts) and keeps to it.

export type AssetRow = typeof assets.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type PlaylistRow = typeof playlists.$inferSelect;
export type PersonRow = typeof people.$inferSelect;
export interface ItemRow {
  asset: AssetRow;
  content: ContentRow | null;
}

export function createCatalogueRepository(db: Db) {
  return {
    async carousel(ceiling: number): Promise<Array<{ asset: AssetRow; tagline: string }>> {
      return db
        .select({ asset: assets, tagline: carouselSlides.tagline })
        .from(carouselSlides)
        .innerJoin(assets, eq(assets.id, carouselSlides.assetId))
        .where(and(eq(carouselSlides.active, true), assetsWithin(ceiling)))
        .orderBy(asc(carouselSlides.position));
    },

    async playlistsAt(filter: { page: string; location?: number; position?: number }, start: number, rows: number) {
      const where = and(
        eq(playlists.page, filter.page),
        filter.location === undefined ? undefined : eq(playlists.location, filter.location),
        filter.position === undefined ? undefined : eq(playlists.position, filter.position),
      );
      const [list, [{ total }]] = await Promise.all([
        db.select().from(playlists).where(where).orderBy(asc(playlists.location), asc(playlists.position)).offset(start).limit(rows),
        db.select({ total: count() }).from(playlists).where(where),
      ]);
      return { list, total };
    },

    async playlistById(id: number): Promise<PlaylistRow | undefined> {
      const [row] = await db.select().from(playlists).where(eq(playlists.id, id)).limit(1);
      return row;
    },

    async playlistItems(playlistId: number, ceiling: number, start: number, rows: number): Promise<{ items: ItemRow[]; total: number }> {
      const where = and(eq(playlistItems.playlistId, playlistId), assetsWithin(ceiling));
      const [items, [{ total }]] = await Promise.all([
        db
          .select({ asset: assets, content: contents })
          .from(playlistItems)
          .innerJoin(assets, eq(assets.id, playlistItems.assetId))
          .leftJoin(contents, eq(contents.id, playlistItems.contentId))
          .where(where)
          .orderBy(asc(playlistItems.position))
          .offset(start)
          .limit(rows),
        db.select({ total: count() }).from(playlistItems).innerJoin(assets, eq(assets.id, playlistItems.assetId)).where(where),
      ]);
      return { items, total };
    },

    async imagesOf(ownerType: string, ownerIds: number[]): Promise<ImageRow[]> {
      if (ownerIds.length === 0) return [];
      return db
        .select()
        .from(images)
        .where(and(eq(images.ownerType, ownerType), inArray(images.ownerId, ownerIds)))
        .orderBy(asc(images.width));
    },

    async assetById(id: number): Promise<AssetRow | undefined> {
      const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
      return row;
    },

    async genresOf(assetId: number) {
      return db
        .select({ id: genres.id, title: genres.name, slug: genres.slug })
        .from(assetGenres)
        .innerJoin(genres, eq(genres.id, assetGenres.genreId))
        .where(eq(assetGenres.assetId, assetId));
    },

    async castOf(assetId: number) {
      return db
        .select({ person: people, role: credits.role, character: credits.characterName })
        .from(credits)
        .innerJoin(people, eq(people.id, credits.personId))
        .where(eq(credits.assetId, assetId))
        .orderBy(asc(credits.position));
    },

    async contentsOf(assetId: number): Promise<ContentRow[]> {
      return db
        .select()
        .from(contents)
        .where(eq(contents.assetId, assetId))
        .orderBy(asc(contents.seasonNumber), asc(contents.episodeNumber), asc(contents.position), asc(contents.id));
    },

    /** The contents with media of the given assets, in play order (what Play may start on their pages). */
    async playableContentsOf(assetIds: number[]) {
      if (assetIds.length === 0) return [];
      return db
        .select({ id: contents.id, assetId: contents.assetId, contentTypeId: contents.contentTypeId, mediaId: contents.mediaId })
        .from(contents)
        .where(and(inArray(contents.assetId, assetIds), isNotNull(contents.mediaId)))
        .orderBy(asc(contents.seasonNumber), asc(contents.episodeNumber), asc(contents.position), asc(contents.id));
    },

    /**
     * The languages of the assets' media tracks (issue 50): per asset and track type, the distinct
     * languages of its contents' dubs and subtitles (trailers aside), in one aggregate for any
     * number of assets.
     */
    async trackLanguagesOf(
      assetIds: number[],
      types: ReadonlyArray<'AUDIO' | 'SUBTITLES'>,
    ): Promise<Array<{ assetId: number; type: string; languages: string[] }>> {
      if (assetIds.length === 0) return [];
      return db
        .select({
          assetId: contents.assetId,
          type: mediaTracks.type,
          languages: sql<string[]>`array_agg(distinct ${mediaTracks.language} order by ${mediaTracks.language})`,
        })
        .from(contents)
        .innerJoin(mediaTracks, eq(mediaTracks.mediaId, contents.mediaId))
        .where(
          and(inArray(contents.assetId, assetIds), inArray(mediaTracks.type, [...types]), ne(contents.contentTypeId, CONTENT_TYPE.trailer)),
        )
        .groupBy(contents.assetId, mediaTracks.type);
    },

    /** Assets of the same type sharing a genre, most popular first. */
    async relatedTo(asset: AssetRow, ceiling: number, limit: number): Promise<AssetRow[]> {
      const sameGenre = db
        .select({ assetId: assetGenres.assetId })
        .from(assetGenres)
        .where(
          inArray(assetGenres.genreId, db.select({ id: assetGenres.genreId }).from(assetGenres).where(eq(assetGenres.assetId, asset.id))),
        );
      return db
        .select()
        .from(assets)
        .where(and(eq(assets.assetType, asset.assetType), ne(assets.id, asset.id), inArray(assets.id, sameGenre), assetsWithin(ceiling)))
        .orderBy(desc(assets.popularity), asc(assets.id))
        .limit(limit);
    },

    async menuAssets(assetType: string, ceiling: number, limit: number) {
      return db
        .select({ id: assets.id, title: assets.title, slug: assets.slug, assetType: assets.assetType })
        .from(assets)
        .where(and(eq(assets.assetType, assetType), assetsWithin(ceiling)))
        .orderBy(desc(assets.popularity), asc(assets.id))
        .limit(limit);
    },

    /** Genres that have at least one asset of the type (one the viewer is shown). */
    async menuGenres(assetType: string, ceiling: number) {
      return db
        .selectDistinct({ id: genres.id, title: genres.name, slug: genres.slug, kind: genres.kind })
        .from(genres)
        .innerJoin(assetGenres, eq(assetGenres.genreId, genres.id))
        .innerJoin(assets, eq(assets.id, assetGenres.assetId))
        .where(and(eq(assets.assetType, assetType), assetsWithin(ceiling)))
        .orderBy(asc(genres.name));
    },

    async providers() {
      return db.select().from(tvProviders).orderBy(asc(tvProviders.position), asc(tvProviders.id));
    },

    /** Languages that have assets of the given types (that the viewer is shown), in the spec's preferred order. */
    async languagesWith(assetTypes: string[], ceiling: number, limit: number) {
      return db
        .select({
          code: languages.code,
          name: languages.name,
          nativeName: languages.nativeName,
          count: sql<number>`count(${assets.id})::int`,
        })
        .from(languages)
        .innerJoin(assets, eq(assets.languageCode, languages.code))
        .where(and(inArray(assets.assetType, assetTypes), assetsWithin(ceiling)))
        .groupBy(languages.code, languages.name, languages.nativeName, languages.sortOrder)
        .orderBy(asc(languages.sortOrder))
        .limit(limit);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

/**
 * The assets whose audio is in one of `codes` (catalogue codes, contract/content-languages.ts):
 * their own language, or a dub of one of their contents (a track tagged hi or hi-IN for hin).
 */
function audioIn(db: Db, codes: readonly string[]): SQL | undefined {
  const tags = codes.map(trackTagOf);
  return or(
    inArray(assets.languageCode, [...codes]),
    exists(
      db
        .select({ one: sql`1` })
        .from(contents)
        .innerJoin(mediaTracks, eq(mediaTracks.mediaId, contents.mediaId))
        .where(
          and(
            eq(contents.assetId, assets.id),
            ne(contents.contentTypeId, CONTENT_TYPE.trailer),
            eq(mediaTracks.type, 'AUDIO'),
            or(inArray(mediaTracks.language, tags), ...tags.map((tag) => like(mediaTracks.language, `${tag}-%`))),
          ),
        ),
    ),
  );
}

/** Which assets a list page holds (assetsPage). */
export interface AssetsFilter {
  assetType: string;
  ceiling: number;
  genreId?: number;
  language?: string;
  audioLanguages?: readonly string[];
  providerId?: number;
  popular: boolean;
}

/**
 * A page of one type's assets under a maturity ceiling, most popular or newest first, optionally of
 * one genre, language or TV provider, or with audio in one of some languages (browse and music lists).
 */
export async function assetsPage(db: Db, filter: AssetsFilter, start: number, rows: number) {
  const where = and(
    eq(assets.assetType, filter.assetType),
    assetsWithin(filter.ceiling),
    filter.language ? eq(assets.languageCode, filter.language) : undefined,
    // an empty list names no language: nothing is in it
    filter.audioLanguages ? (filter.audioLanguages.length > 0 ? audioIn(db, filter.audioLanguages) : sql`false`) : undefined,
    filter.providerId ? eq(assets.providerId, filter.providerId) : undefined,
    filter.genreId
      ? inArray(assets.id, db.select({ id: assetGenres.assetId }).from(assetGenres).where(eq(assetGenres.genreId, filter.genreId)))
      : undefined,
  );
  const order: SQL[] = filter.popular ? [desc(assets.popularity), asc(assets.id)] : [desc(assets.createdAt), asc(assets.id)];
  const [list, [{ total }]] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(where)
      .orderBy(...order)
      .offset(start)
      .limit(rows),
    db.select({ total: count() }).from(assets).where(where),
  ]);
  return { list, total };
}
