import { and, asc, eq } from 'drizzle-orm';
import { assets, contents } from '@/server/db/schema';
import { CONTENT_TYPE } from '@/contract/constants';
import type { Database } from '@/server/platform/db';

// Ids from the small seeded catalogue that the library tests add to lists.

export async function assetIds(database: Database, assetType: string): Promise<number[]> {
  const rows = await database.db.select({ id: assets.id }).from(assets).where(eq(assets.assetType, assetType)).orderBy(asc(assets.id));
  return rows.map((row) => row.id);
}

/** Contents of one type, with their asset, in catalogue order. */
export async function contentsOfType(database: Database, contentTypeId: number, assetId?: number) {
  return database.db
    .select({ id: contents.id, assetId: contents.assetId })
    .from(contents)
    .where(and(eq(contents.contentTypeId, contentTypeId), assetId === undefined ? undefined : eq(contents.assetId, assetId)))
    .orderBy(asc(contents.assetId), asc(contents.position), asc(contents.id));
}

export const tracks = (database: Database, albumId?: number) => contentsOfType(database, CONTENT_TYPE.musicAudio, albumId);
export const musicVideos = (database: Database) => contentsOfType(database, CONTENT_TYPE.musicVideo);
