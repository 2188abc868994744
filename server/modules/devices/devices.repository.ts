import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { deviceAuthorizations, sessions } from '../../db/schema';
import type { Db } from '../../platform/db';

// Device authorizations (RFC 8628) and the account's sessions as a device list (issue 15).

export type AuthorizationRow = typeof deviceAuthorizations.$inferSelect;

/** What a poll found, decided under the request's row lock. */
export type PollOutcome =
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'denied' }
  | { kind: 'used' }
  | { kind: 'pending' }
  | { kind: 'slow_down'; interval: number }
  | { kind: 'approved'; expiresAt: Date };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export function createDevicesRepository(db: Db) {
  return {
    /** Stores a new request; false when its user code is already live (the caller draws another). */
    async createAuthorization(values: typeof deviceAuthorizations.$inferInsert): Promise<boolean> {
      try {
        await db.insert(deviceAuthorizations).values(values);
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /**
     * A device's poll (RFC 8628 §3.4-3.5), in one transaction: an approved request becomes the
     * device session and is spent, so two polls at once cannot both take a token.
     */
    async poll(deviceCodeHash: string, now: Date, session: { tokenHash: string; expiresAt: Date }): Promise<PollOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(deviceAuthorizations)
          .where(eq(deviceAuthorizations.deviceCodeHash, deviceCodeHash))
          .for('update');
        if (!row) return { kind: 'unknown' };
        if (row.status === 'used') return { kind: 'used' };
        if (row.status === 'denied') return { kind: 'denied' };
        if (row.expiresAt <= now) return { kind: 'expired' };
        if (row.status === 'approved' && row.userId) {
          await tx.insert(sessions).values({
            userId: row.userId,
            tokenHash: session.tokenHash,
            expiresAt: session.expiresAt,
            kind: row.deviceKind,
            name: row.deviceName,
            profileId: row.profileId,
            lastSeenAt: now,
          });
          await tx.update(deviceAuthorizations).set({ status: 'used', lastPolledAt: now }).where(eq(deviceAuthorizations.id, row.id));
          return { kind: 'approved', expiresAt: session.expiresAt };
        }
        const tooSoon = row.lastPolledAt && now.getTime() - row.lastPolledAt.getTime() < row.interval * 1000;
        // RFC 8628 §3.5: slow_down adds 5 seconds to the interval for this and every later poll
        const interval = tooSoon ? row.interval + 5 : row.interval;
        await tx.update(deviceAuthorizations).set({ lastPolledAt: now, interval }).where(eq(deviceAuthorizations.id, row.id));
        return tooSoon ? { kind: 'slow_down', interval } : { kind: 'pending' };
      });
    },

    /** The newest request with this user code (whatever its state). */
    async findByUserCode(userCode: string): Promise<AuthorizationRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceAuthorizations)
        .where(eq(deviceAuthorizations.userCode, userCode))
        .orderBy(desc(deviceAuthorizations.createdAt))
        .limit(1);
      return row;
    },

    /** Approves or denies a pending, unexpired request; false when it is no longer pending. */
    async decide(
      id: string,
      decision: { status: 'approved'; userId: string; profileId: string } | { status: 'denied' },
      now: Date,
    ): Promise<boolean> {
      const changed = await db
        .update(deviceAuthorizations)
        .set(decision)
        .where(and(eq(deviceAuthorizations.id, id), eq(deviceAuthorizations.status, 'pending'), gt(deviceAuthorizations.expiresAt, now)))
        .returning({ id: deviceAuthorizations.id });
      return changed.length > 0;
    },

    /** The account's live sessions, most recently used first. */
    liveSessions: (userId: string, now: Date) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /**
     * Ends one of the account's sessions; false when it was not live. The database ends the stream
     * it holds with it (migration 0027's trigger), and only when this account's session ended.
     */
    async revoke(userId: string, sessionId: string, now: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every session of the account but the one asking (and, by the same trigger, their streams); the number ended. */
    async revokeOthers(userId: string, keepSessionId: string, now: Date): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
