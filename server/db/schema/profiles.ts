import { pgTable, uuid, text, boolean, integer, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity';
import { languages } from './catalogue';
import { createdAt } from './columns';

// The viewers of one account (issue 49): up to five profiles, each with its own continue watching,
// lists, history and downloads. The account keeps the plan, payments, screens, devices and coins.
// Migration 0028 adds the rules the database holds: every account gets its first profile (the
// primary one, the account holder's) when it is made, no account holds more than five, and the
// primary profile is never a kids one.

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** one of contract/profiles.ts PROFILE_AVATARS */
    avatar: text('avatar').notNull(),
    /** the account holder's own profile, made with the account; it cannot be removed */
    isPrimary: boolean('is_primary').notNull().default(false),
    kids: boolean('kids').notNull().default(false),
    /** the highest rating this profile is shown (contract/maturity.ts) */
    maturity: text('maturity').notNull().default('A'),
    /** argon2id of a 4-digit PIN, like a password; null: no lock */
    pinHash: text('pin_hash'),
    /** wrong PINs in a row; five lock the profile until pin_locked_until */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    /** the interface language it chose (contract/locales.ts, issue 50); null: the browser's */
    language: text('language'),
    /** the dub and subtitles a title starts in when it has them (a catalogue language); null: the title's own */
    audioLanguage: text('audio_language').references(() => languages.code, { onDelete: 'set null' }),
    subtitleLanguage: text('subtitle_language').references(() => languages.code, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_user').on(t.userId, t.createdAt),
    // a session's profile names its account too, so it can only be one of that account's
    uniqueIndex('profiles_id_user').on(t.id, t.userId),
    uniqueIndex('profiles_user_name').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('profiles_primary')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check('profiles_name', sql`length(trim(${t.name})) between 1 and 20`),
    check('profiles_maturity', sql`${t.maturity} in ('U', 'UA', 'U/A 13+', 'U/A 16+', 'A')`),
    check('profiles_language', sql`${t.language} in ('en', 'hi', 'ta', 'te', 'bn', 'mr')`),
    check('profiles_kids', sql`not (${t.kids} and (${t.isPrimary} or ${t.maturity} not in ('U', 'UA')))`),
  ],
);
