import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { knownDevices, oneTimeCodes, partners, sessions, socialIdentities, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type AccountKey = { email: string } | { mobile: string; callingCode: string };

export function createAuthRepository(db: Db) {
  return {
    async findUser(key: AccountKey): Promise<UserRow | undefined> {
      const where =
        'email' in key
          ? sql`lower(${users.email}) = ${key.email.toLowerCase()}`
          : and(eq(users.callingCode, key.callingCode), eq(users.mobile, key.mobile));
      const [row] = await db.select().from(users).where(where).limit(1);
      return row;
    },

    async createUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async setVerifiedEmail(userId: string, email: string): Promise<UserRow> {
      const [row] = await db.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId)).returning();
      return row;
    },

    /** A partner of partner sign-in, by its code. */
    async partnerByCode(code: string): Promise<typeof partners.$inferSelect | undefined> {
      const [partner] = await db.select().from(partners).where(eq(partners.code, code)).limit(1);
      return partner;
    },

    async findUserByIdentity(provider: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(socialIdentities)
        .innerJoin(users, eq(users.id, socialIdentities.userId))
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
        .limit(1);
      return row?.user;
    },

    async providersOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ provider: socialIdentities.provider })
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, userId));
      return rows.map((row) => row.provider);
    },

    async linkIdentity(userId: string, provider: string, subject: string): Promise<void> {
      await db.insert(socialIdentities).values({ userId, provider, subject }).onConflictDoNothing();
    },

    /** A new account made by a social sign-in: the user and its identity, together. */
    async createSocialUser(values: typeof users.$inferInsert, provider: string, subject: string): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning();
        await tx.insert(socialIdentities).values({ userId: row.id, provider, subject });
        return row;
      });
    },

    /** A new session; the device it signed in from (the hash of its device cookie), if any, becomes known to the account. */
    async createSession(userId: string, tokenHash: string, expiresAt: Date, deviceHash?: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({ userId, tokenHash, expiresAt });
        if (deviceHash)
          await tx
            .insert(knownDevices)
            .values({ userId, deviceHash })
            .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSignInAt: sql`now()` } });
      });
    },

    async isKnownDevice(userId: string, deviceHash: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: knownDevices.userId })
        .from(knownDevices)
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
        .limit(1);
      return row !== undefined;
    },

    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    async revokeAllSessions(userId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async findCode(purpose: string, identifier: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.identifier, identifier)))
        .limit(1);
      return row;
    },

    /** Replaces any earlier code for the same purpose and identifier: a resend starts afresh. */
    async saveCode(values: { purpose: string; identifier: string; codeHash: string; sentAt: Date; expiresAt: Date }): Promise<void> {
      await db
        .insert(oneTimeCodes)
        .values({ ...values, attempts: 0 })
        .onConflictDoUpdate({
          target: [oneTimeCodes.purpose, oneTimeCodes.identifier],
          set: { codeHash: values.codeHash, sentAt: values.sentAt, expiresAt: values.expiresAt, attempts: 0, verifiedAt: null },
        });
    },

    async countWrongCode(id: string): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id));
    },

    async markCodeVerified(id: string, now: Date): Promise<void> {
      await db.update(oneTimeCodes).set({ verifiedAt: now }).where(eq(oneTimeCodes.id, id));
    },

    async deleteCode(id: string): Promise<void> {
      await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    },

    /** Registration: the user row and the spent (or, unverified, the unused) registration code, together. */
    async completeRegistration(code: { codeId?: string; identifier: string }, values: typeof users.$inferInsert): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(oneTimeCodes)
          .where(
            code.codeId
              ? eq(oneTimeCodes.id, code.codeId)
              : and(eq(oneTimeCodes.purpose, 'registration'), eq(oneTimeCodes.identifier, code.identifier)),
          );
        const [row] = await tx.insert(users).values(values).returning();
        return row;
      });
    },

    /** Verification: the spent code and the verified e-mail or mobile, together. */
    async completeVerification(codeId: string, userId: string, proven: 'email' | 'mobile'): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, codeId));
        await tx
          .update(users)
          .set(proven === 'email' ? { emailVerified: true } : { mobileVerified: true })
          .where(eq(users.id, userId));
      });
    },

    /** Password reset: the new hash, the spent code, the proven e-mail or mobile and the end of every session, together. */
    async completeReset(codeId: string, userId: string, passwordHash: string, now: Date, proven: 'email' | 'mobile'): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, codeId));
        await tx
          .update(users)
          .set({ passwordHash, ...(proven === 'email' ? { emailVerified: true } : { mobileVerified: true }) })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
