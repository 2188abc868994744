import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { ConflictError, ValidationError } from '../../platform/errors';
import { text } from '../../platform/texts';
import { profiles, sessions, users } from '../../db/schema';
import { MAX_PROFILES, PIN_LOCK_MINUTES, PIN_MAX_TRIES } from '../../../contract/schemas/profiles';

// The profiles of an account. Every read and write names the account as well as the profile, so a
// profile id of another account finds nothing. The database holds the rules of migration 0028:
// five at most, one primary profile that is never a kids one, names unique per account.

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<ProfileRow, 'name' | 'avatar' | 'kids' | 'maturity' | 'language' | 'audioLanguage' | 'subtitleLanguage'>
>;

const violated = (error: unknown, constraint: string) => {
  const found = error as { constraint?: string; cause?: { constraint?: string; constraint_name?: string } };
  return [found.constraint, found.cause?.constraint, found.cause?.constraint_name].includes(constraint);
};

/** A database refusal in the words of the profile calls. */
function refusalOf(error: unknown): never {
  if (violated(error, 'profiles_at_most_five'))
    throw new ConflictError(text('errors.profiles.tooMany', { max: MAX_PROFILES }), 'PROFILE_LIMIT');
  if (violated(error, 'profiles_user_name')) throw new ConflictError(text('errors.profiles.nameTaken'), 'PROFILE_NAME_TAKEN');
  // a dub or subtitle language the catalogue does not have
  if (violated(error, 'profiles_audio_language_languages_code_fk') || violated(error, 'profiles_subtitle_language_languages_code_fk'))
    throw new ValidationError(text('errors.profiles.unknownLanguage'), 'UNKNOWN_LANGUAGE');
  throw error;
}

export function createProfilesRepository(db: Db) {
  const ofAccount = (userId: string, profileId: string) => and(eq(profiles.userId, userId), eq(profiles.id, profileId));

  return {
    /** The account's profiles, the primary one first, then in the order they were added. */
    list: (userId: string) =>
      db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(desc(profiles.isPrimary), asc(profiles.createdAt)),

    async find(userId: string, profileId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(ofAccount(userId, profileId));
      return row;
    },

    async create(
      userId: string,
      values: Pick<ProfileRow, 'name' | 'avatar' | 'kids' | 'maturity' | 'language' | 'audioLanguage' | 'subtitleLanguage'>,
    ): Promise<ProfileRow> {
      try {
        const [row] = await db
          .insert(profiles)
          .values({ userId, ...values })
          .returning();
        return row;
      } catch (error) {
        return refusalOf(error);
      }
    },

    async update(userId: string, profileId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      try {
        const [row] = await db.update(profiles).set(changes).where(ofAccount(userId, profileId)).returning();
        return row;
      } catch (error) {
        return refusalOf(error);
      }
    },

    /**
     * Removes a profile that is not the primary one, with its lists, progress and downloads
     * (cascade); sessions watching as it are left to choose again. False when none was removed.
     */
    async remove(userId: string, profileId: string): Promise<boolean> {
      const gone = await db
        .delete(profiles)
        .where(and(ofAccount(userId, profileId), eq(profiles.isPrimary, false)))
        .returning({ id: profiles.id });
      return gone.length > 0;
    },

    /** The session watches as this profile from now on (the database keeps it to the session's account). */
    async choose(sessionId: string, userId: string, profileId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ profileId })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    },

    async setPin(userId: string, profileId: string, pinHash: string | null): Promise<void> {
      await db.update(profiles).set({ pinHash, pinFailures: 0, pinLockedUntil: null }).where(ofAccount(userId, profileId));
    },

    /**
     * Counts one PIN attempt before it is checked, so tries made at once cannot pass the limit: the
     * fifth in a row locks the profile for 15 minutes. Null when the profile is locked now: no try.
     */
    async beginPinAttempt(userId: string, profileId: string, now: Date): Promise<{ failures: number } | null> {
      const expired = sql`${profiles.pinLockedUntil} is not null and ${profiles.pinLockedUntil} <= ${now}`;
      const failures = sql`case when ${expired} then 1 else ${profiles.pinFailures} + 1 end`;
      const [row] = await db
        .update(profiles)
        .set({
          pinFailures: failures,
          pinLockedUntil: sql`case when ${failures} >= ${PIN_MAX_TRIES} then ${now}::timestamptz + ${`${PIN_LOCK_MINUTES} minutes`}::interval else null end`,
        })
        .where(and(ofAccount(userId, profileId), sql`(${profiles.pinLockedUntil} is null or ${profiles.pinLockedUntil} <= ${now})`))
        .returning({ failures: profiles.pinFailures });
      return row ?? null;
    },

    /** A right PIN: the count of wrong ones starts again. */
    async pinAccepted(userId: string, profileId: string): Promise<void> {
      await db.update(profiles).set({ pinFailures: 0, pinLockedUntil: null }).where(ofAccount(userId, profileId));
    },

    async passwordHashOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.hash ?? null;
    },

    async setPinToAdd(userId: string, on: boolean): Promise<void> {
      await db.update(users).set({ pinToAddProfile: on }).where(eq(users.id, userId));
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
