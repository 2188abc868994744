import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { sessions, users } from '../../db/schema';

export function createAuthRepository(db: Db) {
  return {
    /** The live session whose token hashes to tokenHash, with its user; undefined when none. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
