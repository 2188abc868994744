import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { contents, mediaRevocations, profiles, sessions, streamLeases, users } from '../../db/schema';
import type { Db } from '../../platform/db';
import { profileOfSession } from '../session/session.repository';

// Stream leases (issue 15): one per session, counted per user. Taking a lease locks the user's
// row, so two devices starting at once on the last free screen take turns: one gets it. Leases
// live in the database, so every origin instance counts the same streams.

export interface StreamHolder {
  id: string;
  device: string;
  kind: string;
  contentId: number;
  /** what that screen is watching, when it is a title of the catalogue */
  title: string | null;
  /** who is watching there: the session's profile (issue 49) */
  profile: string | null;
  startedAt: Date;
}

/** `lapsed`: how many of the user's lapsed leases the take ended (their grants are now revoked). */
export type LeaseOutcome = { taken: true; id: string; lapsed: number } | { taken: false; holders: StreamHolder[]; lapsed: number };

export function createStreamsRepository(db: Db) {
  return {
    async take(input: {
      userId: string;
      sessionId: string;
      contentId: number;
      limit: number;
      now: Date;
      expiresAt: Date;
    }): Promise<LeaseOutcome> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
        const lapsed = (
          await tx
            .delete(streamLeases)
            .where(and(eq(streamLeases.userId, input.userId), lte(streamLeases.expiresAt, input.now)))
            .returning({ id: streamLeases.id })
        ).length;
        // a session plays one stream: a new title (or a second tab) takes over its lease
        const [own] = await tx
          .update(streamLeases)
          .set({ contentId: input.contentId, expiresAt: input.expiresAt, startedAt: input.now })
          .where(eq(streamLeases.sessionId, input.sessionId))
          .returning({ id: streamLeases.id });
        if (own) return { taken: true, id: own.id, lapsed };
        const holders = await tx
          .select({
            id: streamLeases.id,
            device: sql<string>`coalesce(${sessions.name}, 'Web browser')`,
            kind: sessions.kind,
            contentId: streamLeases.contentId,
            title: contents.title,
            profile: profiles.name,
            startedAt: streamLeases.startedAt,
          })
          .from(streamLeases)
          .innerJoin(sessions, eq(sessions.id, streamLeases.sessionId))
          .leftJoin(contents, eq(contents.id, streamLeases.contentId))
          .leftJoin(profiles, profileOfSession)
          .where(eq(streamLeases.userId, input.userId))
          .orderBy(asc(streamLeases.startedAt));
        if (holders.length >= input.limit) return { taken: false, holders, lapsed };
        const [lease] = await tx
          .insert(streamLeases)
          .values({
            userId: input.userId,
            sessionId: input.sessionId,
            contentId: input.contentId,
            expiresAt: input.expiresAt,
            startedAt: input.now,
          })
          .returning({ id: streamLeases.id });
        return { taken: true, id: lease.id, lapsed };
      });
    },

    /** A heartbeat: the lease's content, or null when the lease lapsed or was stopped (the player must ask again). */
    async renew(id: string, sessionId: string, now: Date, expiresAt: Date): Promise<{ contentId: number } | null> {
      const [renewed] = await db
        .update(streamLeases)
        .set({ expiresAt })
        .where(and(eq(streamLeases.id, id), eq(streamLeases.sessionId, sessionId), gt(streamLeases.expiresAt, now)))
        .returning({ contentId: streamLeases.contentId });
      return renewed ?? null;
    },

    /** Stops one of the user's streams (this device's or another's). */
    async release(id: string, userId: string): Promise<boolean> {
      const released = await db
        .delete(streamLeases)
        .where(and(eq(streamLeases.id, id), eq(streamLeases.userId, userId)))
        .returning({ id: streamLeases.id });
      return released.length > 0;
    },

    /** The leases that ended at or after `since` (written by the database's triggers), oldest first. */
    endedSince(since: Date): Promise<Array<{ leaseId: string; revokedAt: Date }>> {
      return db
        .select({ leaseId: mediaRevocations.leaseId, revokedAt: mediaRevocations.revokedAt })
        .from(mediaRevocations)
        .where(gte(mediaRevocations.revokedAt, since))
        .orderBy(asc(mediaRevocations.revokedAt));
    },

    /** Forgets the leases that ended before `before`: no grant of theirs is live any more. */
    async forgetEnded(before: Date): Promise<void> {
      await db.delete(mediaRevocations).where(lt(mediaRevocations.revokedAt, before));
    },

    /** Leases not yet lapsed, over every user and instance: the streams playing now. */
    async countActive(now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(streamLeases)
        .where(gt(streamLeases.expiresAt, now));
      return row?.count ?? 0;
    },
  };
}
export type StreamsRepository = ReturnType<typeof createStreamsRepository>;
