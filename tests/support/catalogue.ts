import { and, eq, isNotNull } from 'drizzle-orm';
import { CONTENT_TYPE } from '@/contract/constants';
import { assets, contents } from '@/server/db/schema';
import type { Database } from '@/server/platform/db';

/** Ids of the seeded catalogue's free full-length films that have media to play, `count` of them. */
export async function freeFilmContents(database: Database, count = 1): Promise<number[]> {
  const rows = await database.db
    .select({ id: contents.id })
    .from(contents)
    .innerJoin(assets, eq(assets.id, contents.assetId))
    .where(and(eq(assets.access, 'free'), eq(contents.contentTypeId, CONTENT_TYPE.fullLength), isNotNull(contents.mediaId)))
    .limit(count);
  return rows.map((row) => row.id);
}
