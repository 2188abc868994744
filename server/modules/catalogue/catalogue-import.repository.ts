import { and, eq, getTableColumns, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import {
  assetGenres,
  assets,
  contents,
  credits,
  genres,
  images,
  languages,
  liveChannels,
  media,
  people,
  programmes,
  tvProviders,
} from '../../db/schema';

// The database side of catalogue import: look-ups by external id, and upserts that leave a row
// untouched when nothing in it changed (so a second import of the same file writes nothing and
// fires no search trigger).

/** Rows per statement: within PostgreSQL's parameter limit for the widest table, and quick on PGlite. */
export const IMPORT_BATCH = 500;

export interface ExistingAsset {
  id: number;
  assetType: string;
  languageCode: string | null;
  createdAt: Date;
}
export interface ExistingContent {
  id: number;
  assetId: number;
  contentTypeId: number;
  seasonNumber: number | null;
  languageCode: string | null;
  /** The media it plays, which a record without `media` leaves as it is (an ingest's, say). */
  mediaId: number | null;
  createdAt: Date;
}

function chunks<T>(list: readonly T[], size = IMPORT_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The table's property name of a column (what insert rows and selects are keyed by). */
function keyOf(table: PgTable, column: PgColumn): string {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.keys(columns).find((key) => columns[key] === column) as string;
}

/** `excluded.<column>` for each column to update, and a WHERE that skips rows already equal. */
function changedOnly<T extends PgTable>(table: T, update: PgColumn[]): { set: Record<string, SQL>; setWhere: SQL } {
  const set = Object.fromEntries(update.map((column) => [keyOf(table, column), sql.raw(`excluded."${column.name}"`)]));
  const current = sql.join(
    update.map((column) => sql`${column}`),
    sql`, `,
  );
  const incoming = sql.join(
    update.map((column) => sql.raw(`excluded."${column.name}"`)),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) is distinct from (${incoming})` };
}

/** A value as compared with what the database holds: times by instant, lists by content. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

export function createCatalogueImportRepository(db: Db) {
  /**
   * The rows of a batch that are new or differ from what the table holds under their key: rows
   * already equal are not sent at all (an INSERT ... ON CONFLICT would still draw a serial id).
   */
  async function differing<T extends PgTable>(table: T, rows: PgInsertValue<T>[], target: PgColumn[], update: PgColumn[]) {
    const keys = target.map((column) => keyOf(table, column));
    const fields = update.map((column) => keyOf(table, column));
    const keyString = (row: Record<string, unknown>) => JSON.stringify(keys.map((key) => comparable(row[key])));
    const first = [...new Set(rows.map((row) => (row as Record<string, unknown>)[keys[0]]))];
    const selection = Object.fromEntries([...target, ...update].map((column) => [keyOf(table, column), column]));
    const current = (await db
      .select(selection)
      .from(table as PgTable)
      .where(inArray(target[0], first))) as Array<Record<string, unknown>>;
    const held = new Map(current.map((row) => [keyString(row), row]));
    return rows.filter((row) => {
      const existing = held.get(keyString(row as Record<string, unknown>));
      return !existing || fields.some((field) => comparable((row as Record<string, unknown>)[field]) !== comparable(existing[field]));
    });
  }

  /**
   * Inserts or updates one batch of rows by a unique key; a row whose values all match is left
   * alone and not returned. Returns the rows written, with `inserted` telling new from changed.
   */
  async function upsert<T extends PgTable & { id: PgColumn }, R extends Record<string, PgColumn>>(
    table: T,
    rows: PgInsertValue<T>[],
    target: PgColumn[],
    update: PgColumn[],
    returning: R,
  ): Promise<Array<{ [K in keyof R]: R[K]['_']['data'] } & { id: number; inserted: boolean }>> {
    if (rows.length === 0) return [];
    const changed = await differing(table, rows, target, update);
    if (changed.length === 0) return [];
    const { set, setWhere } = changedOnly(table, update);
    return (await db
      .insert(table)
      .values(changed)
      .onConflictDoUpdate({ target, set, setWhere })
      .returning({ ...returning, id: table.id, inserted: sql<boolean>`(xmax = 0)` })) as Array<
      { [K in keyof R]: R[K]['_']['data'] } & { id: number; inserted: boolean }
    >;
  }

  return {
    upsert,

    async assetsByExternalId(ids: readonly string[]): Promise<Map<string, ExistingAsset>> {
      const found = new Map<string, ExistingAsset>();
      for (const batch of chunks(ids, 1000)) {
        const rows = await db
          .select({
            id: assets.id,
            externalId: assets.externalId,
            assetType: assets.assetType,
            languageCode: assets.languageCode,
            createdAt: assets.createdAt,
          })
          .from(assets)
          .where(inArray(assets.externalId, batch));
        for (const { externalId, ...row } of rows) found.set(externalId as string, row);
      }
      return found;
    },

    async contentsByExternalId(ids: readonly string[]): Promise<Map<string, ExistingContent>> {
      const found = new Map<string, ExistingContent>();
      for (const batch of chunks(ids, 1000)) {
        const rows = await db
          .select({
            id: contents.id,
            externalId: contents.externalId,
            assetId: contents.assetId,
            contentTypeId: contents.contentTypeId,
            seasonNumber: contents.seasonNumber,
            languageCode: contents.languageCode,
            mediaId: contents.mediaId,
            createdAt: contents.createdAt,
          })
          .from(contents)
          .where(inArray(contents.externalId, batch));
        for (const { externalId, ...row } of rows) found.set(externalId as string, row);
      }
      return found;
    },

    async peopleByExternalId(ids: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const batch of chunks(ids, 1000)) {
        const rows = await db
          .select({ id: people.id, externalId: people.externalId })
          .from(people)
          .where(inArray(people.externalId, batch));
        for (const row of rows) found.set(row.externalId as string, row.id);
      }
      return found;
    },

    async mediaByPath(paths: readonly string[]): Promise<Map<string, { id: number; kind: string }>> {
      const found = new Map<string, { id: number; kind: string }>();
      for (const batch of chunks(paths, 1000)) {
        const rows = await db
          .select({ id: media.id, kind: media.kind, masterPath: media.masterPath })
          .from(media)
          .where(inArray(media.masterPath, batch));
        for (const row of rows) found.set(row.masterPath, { id: row.id, kind: row.kind });
      }
      return found;
    },

    async languageCodes(): Promise<Set<string>> {
      return new Set((await db.select({ code: languages.code }).from(languages)).map((row) => row.code));
    },

    async addLanguages(rows: Array<typeof languages.$inferInsert>): Promise<void> {
      if (rows.length > 0) await db.insert(languages).values(rows).onConflictDoNothing();
    },

    /** Genre ids by `${kind}:${slug}`, adding the ones missing. */
    async genreIds(wanted: Array<{ kind: string; slug: string; name: string }>): Promise<Map<string, number>> {
      const known = new Set(
        (await db.select({ kind: genres.kind, slug: genres.slug }).from(genres)).map((row) => `${row.kind}:${row.slug}`),
      );
      const missing = wanted.filter((genre) => !known.has(`${genre.kind}:${genre.slug}`));
      if (missing.length > 0) await db.insert(genres).values(missing).onConflictDoNothing();
      const rows = await db.select({ id: genres.id, kind: genres.kind, slug: genres.slug }).from(genres);
      return new Map(rows.map((row) => [`${row.kind}:${row.slug}`, row.id]));
    },

    async providerCodes(): Promise<Map<string, number>> {
      const rows = await db.select({ id: tvProviders.id, code: tvProviders.providerCode }).from(tvProviders);
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    async addProviders(rows: Array<{ providerCode: string; providerName: string }>): Promise<void> {
      if (rows.length === 0) return;
      const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${tvProviders.position}), 0)::int` }).from(tvProviders);
      await db
        .insert(tvProviders)
        .values(rows.map((row, i) => ({ ...row, position: Number(last) + i + 1 })))
        .onConflictDoNothing();
    },

    async setFilm(assetId: number, filmId: number): Promise<void> {
      await db.update(assets).set({ filmId }).where(eq(assets.id, assetId));
    },

    async setParent(contentId: number, parentId: number): Promise<void> {
      await db.update(contents).set({ parentId }).where(eq(contents.id, contentId));
    },

    /** Makes each asset's genres exactly the given ones (writing only the differences). */
    async setGenres(rows: Array<{ assetId: number; genreIds: number[] }>): Promise<void> {
      for (const batch of chunks(rows)) {
        const current = await db
          .select({ assetId: assetGenres.assetId, genreId: assetGenres.genreId })
          .from(assetGenres)
          .where(
            inArray(
              assetGenres.assetId,
              batch.map((row) => row.assetId),
            ),
          );
        const has = new Set(current.map((pair) => `${pair.assetId}:${pair.genreId}`));
        const wanted = new Map(batch.map((row) => [row.assetId, new Set(row.genreIds)]));
        const missing = batch.flatMap((row) =>
          [...new Set(row.genreIds)]
            .filter((genreId) => !has.has(`${row.assetId}:${genreId}`))
            .map((genreId) => ({ assetId: row.assetId, genreId })),
        );
        const extra = current.filter((pair) => !wanted.get(pair.assetId)?.has(pair.genreId));
        for (const pair of extra)
          await db.delete(assetGenres).where(and(eq(assetGenres.assetId, pair.assetId), eq(assetGenres.genreId, pair.genreId)));
        if (missing.length) await db.insert(assetGenres).values(missing);
      }
    },

    async channelIds(assetIds: readonly number[]): Promise<Map<number, number>> {
      const found = new Map<number, number>();
      for (const batch of chunks(assetIds, 1000)) {
        const rows = await db
          .select({ id: liveChannels.id, assetId: liveChannels.assetId })
          .from(liveChannels)
          .where(inArray(liveChannels.assetId, batch));
        for (const row of rows) found.set(row.assetId, row.id);
      }
      return found;
    },

    /** Drops a channel's guide entries in [from, until) that start at none of `starts`. */
    async clearGuide(channelId: number, from: Date, until: Date, starts: Date[]): Promise<number> {
      const result = await db
        .delete(programmes)
        .where(
          and(
            eq(programmes.channelId, channelId),
            sql`${programmes.startTime} < ${until.toISOString()}::timestamptz`,
            sql`${programmes.endTime} > ${from.toISOString()}::timestamptz`,
            sql`${programmes.startTime} <> all (array[${sql.join(
              starts.map((start) => sql`${start.toISOString()}::timestamptz`),
              sql`, `,
            )}])`,
          ),
        )
        .returning({ id: programmes.id });
      return result.length;
    },

    /** Adds the generated artwork an owner lacks; a row already there (or a picture of that size) stays. */
    async addGeneratedArtwork(rows: Array<typeof images.$inferInsert>): Promise<number> {
      let added = 0;
      for (const batch of chunks(rows)) {
        const fresh = await differing(images, batch, [images.ownerId, images.ownerType, images.kind, images.width, images.height], []);
        if (fresh.length === 0) continue;
        const returned = await db.insert(images).values(fresh).onConflictDoNothing().returning({ id: images.id });
        added += returned.length;
      }
      return added;
    },

    /** Removes generated artwork of the kinds an owner now has pictures of. */
    async dropGeneratedArtwork(owners: Array<{ ownerType: string; ownerId: number; kind: string }>): Promise<number> {
      const kindsOf = new Map<string, { ownerType: string; ownerId: number; kinds: Set<string> }>();
      for (const { ownerType, ownerId, kind } of owners) {
        const key = `${ownerType}:${ownerId}`;
        const entry = kindsOf.get(key) ?? { ownerType, ownerId, kinds: new Set<string>() };
        entry.kinds.add(kind);
        kindsOf.set(key, entry);
      }
      let removed = 0;
      for (const { ownerType, ownerId, kinds } of kindsOf.values()) {
        const generated = [...kinds].map((kind) => `art/${ownerType}/${ownerId}/${kind}-%.svg`);
        const deleted = await db
          .delete(images)
          .where(
            and(
              eq(images.ownerType, ownerType),
              eq(images.ownerId, ownerId),
              inArray(images.kind, [...kinds]),
              or(...generated.map((pattern) => like(images.path, pattern))),
            ),
          )
          .returning({ id: images.id });
        removed += deleted.length;
      }
      return removed;
    },

    tables: { assets, contents, people, credits, images, liveChannels, programmes },
  };
}

export type CatalogueImportRepository = ReturnType<typeof createCatalogueImportRepository>;
