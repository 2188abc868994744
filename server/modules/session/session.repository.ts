import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { profiles, sessions, users } from '../../db/schema';
import type { Db } from '../../platform/db';

/** Who watches on a session: the profile it chose, else its account's primary one (a join condition). */
export const profileOfSession = and(
  eq(profiles.userId, sessions.userId),
  or(eq(profiles.id, sessions.profileId), and(isNull(sessions.profileId), eq(profiles.isPrimary, true))),
)!;

export function createSessionRepository(db: Db) {
  return {
    /**
     * The live session whose token hashes to tokenHash, with its user and who is watching: the
     * profile it chose, else the account's primary one. Undefined when none.
     */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          name: sessions.name,
          user: users,
          profile: profiles,
          profileChosen: sql<boolean>`${sessions.profileId} is not null`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(profiles, profileOfSession)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Records a session's use: when, from which country, and a browser's name if it has none. */
    async touch(sessionId: string, seen: { at: Date; country?: string; name?: string }): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: seen.at, ...(seen.country ? { country: seen.country } : {}), ...(seen.name ? { name: seen.name } : {}) })
        .where(eq(sessions.id, sessionId));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
