import type { Db } from '../../platform/db';
import { adEvents } from '../../db/schema';

export function createAdsRepository(db: Db) {
  return {
    async recordEvent(row: typeof adEvents.$inferInsert) {
      await db.insert(adEvents).values(row);
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
