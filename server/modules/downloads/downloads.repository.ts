import { and, eq, gt, inArray, isNull, not, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { assets, contents, downloadLicences, downloadPreferences, subscriptions, users } from '../../db/schema';
import { assetsWithin } from '../catalogue/maturity-ceiling';

// Download licences and the remembered quality (issue 19): the only database access of downloads.

export type LicenceRow = typeof downloadLicences.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createDownloadsRepository(db: Db) {
  /** Licences that still count against the account's limits: not revoked, not expired. */
  const live = (userId: string, at: Date) =>
    and(eq(downloadLicences.userId, userId), isNull(downloadLicences.revokedAt), gt(downloadLicences.expiresAt, at));

  async function usage(tx: Db | Tx, userId: string, at: Date) {
    const rows = await tx
      .select({ deviceId: downloadLicences.deviceId, contentId: downloadLicences.contentId })
      .from(downloadLicences)
      .where(live(userId, at));
    return { titles: rows.length, devices: [...new Set(rows.map((row) => row.deviceId))] };
  }

  return {
    usage: (userId: string, at: Date) => usage(db, userId, at),

    /** Whether the user's paid plan is cancelled (it still plays to the period end; downloads stop). */
    async planCancelled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'cancelled'), sql`${subscriptions.tier} <> 'mzaalo'`))
        .limit(1);
      return row !== undefined;
    },

    async preferredQuality(userId: string): Promise<number | null> {
      const [row] = await db.select().from(downloadPreferences).where(eq(downloadPreferences.userId, userId)).limit(1);
      return row?.quality ?? null;
    },

    async rememberQuality(userId: string, quality: number, at: Date) {
      await db
        .insert(downloadPreferences)
        .values({ userId, quality, updatedAt: at })
        .onConflictDoUpdate({ target: downloadPreferences.userId, set: { quality, updatedAt: at } });
    },

    /**
     * Runs `decide` with the account's usage under a lock on the user's row, so that parallel
     * downloads from several devices cannot pass the limits together.
     */
    async withAccountLock<T>(
      userId: string,
      at: Date,
      decide: (context: {
        usage: { titles: number; devices: string[] };
        existing: (profileId: string, deviceId: string, contentId: number) => Promise<LicenceRow | undefined>;
        insert: (row: typeof downloadLicences.$inferInsert) => Promise<LicenceRow>;
        update: (id: string, values: Partial<LicenceRow>) => Promise<LicenceRow>;
      }) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return decide({
          usage: await usage(tx, userId, at),
          existing: async (profileId, deviceId, contentId) => {
            const [row] = await tx
              .select()
              .from(downloadLicences)
              .where(
                and(
                  eq(downloadLicences.profileId, profileId),
                  eq(downloadLicences.deviceId, deviceId),
                  eq(downloadLicences.contentId, contentId),
                  isNull(downloadLicences.revokedAt),
                ),
              )
              .limit(1);
            return row;
          },
          insert: async (row) => (await tx.insert(downloadLicences).values(row).returning())[0],
          update: async (id, values) => (await tx.update(downloadLicences).set(values).where(eq(downloadLicences.id, id)).returning())[0],
        });
      });
    },

    async licencesByIds(ids: string[]): Promise<LicenceRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(downloadLicences).where(inArray(downloadLicences.id, ids));
    },

    /** The contents among these whose title is above the maturity ceiling (a rank). */
    async contentsAbove(contentIds: number[], ceiling: number): Promise<Set<number>> {
      const within = assetsWithin(ceiling);
      if (!within || contentIds.length === 0) return new Set();
      const rows = await db
        .select({ id: contents.id })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .where(and(inArray(contents.id, contentIds), not(within)));
      return new Set(rows.map((row) => row.id));
    },

    async licence(id: string): Promise<LicenceRow | undefined> {
      const [row] = await db.select().from(downloadLicences).where(eq(downloadLicences.id, id)).limit(1);
      return row;
    },

    /**
     * Binds licences to a device key (from the device cookie they were issued to), except one whose
     * title that key holds already; answers the rows bound.
     */
    async rebind(ids: string[], deviceId: string): Promise<LicenceRow[]> {
      if (ids.length === 0) return [];
      const other = alias(downloadLicences, 'other');
      return db
        .update(downloadLicences)
        .set({ deviceId })
        .where(
          and(
            inArray(downloadLicences.id, ids),
            isNull(downloadLicences.revokedAt),
            notExists(
              db
                .select({ id: other.id })
                .from(other)
                .where(
                  and(
                    eq(other.userId, downloadLicences.userId),
                    eq(other.deviceId, deviceId),
                    eq(other.contentId, downloadLicences.contentId),
                    isNull(other.revokedAt),
                  ),
                ),
            ),
          ),
        )
        .returning();
    },

    async update(id: string, values: Partial<LicenceRow>): Promise<LicenceRow> {
      const [row] = await db.update(downloadLicences).set(values).where(eq(downloadLicences.id, id)).returning();
      return row;
    },

    /** Revokes every licence of these ids that is not revoked yet; answers the rows as they are now. */
    async revoke(ids: string[], reason: NonNullable<LicenceRow['revokeReason']>, at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(downloadLicences)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(inArray(downloadLicences.id, ids), isNull(downloadLicences.revokedAt)));
    },
  };
}
export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
