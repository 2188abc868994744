import { pgTable, uuid, text, timestamp, boolean, date, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Identity schema: users and their sessions (ARCHITECTURE.md "Identity and access").

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    callingCode: text('calling_code'),
    mobile: text('mobile'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    passwordHash: text('password_hash'),
    activeUserPlan: text('active_user_plan').notNull().default('basic'),
    /** spec 000 §3 profile fields. */
    dob: date('dob'),
    gender: text('gender'),
    city: text('city'),
    country: text('country'),
    profileImage: text('profile_image'),
    /** parental control (issue 49): adding a profile asks the PIN of the primary profile */
    pinToAddProfile: boolean('pin_to_add_profile').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email').on(sql`lower(${t.email})`), uniqueIndex('users_mobile').on(t.callingCode, t.mobile)],
);

/** A signed-in session: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'web' for a browser; a device session (TV activation) names its kind: 'tv', 'appletv'... */
    kind: text('kind').notNull().default('web'),
    /** what the account's device list calls it ('Living room TV'; a browser's from its user agent) */
    name: text('name'),
    /** last use, written at most once a minute; the country it was used from */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    country: text('country'),
    /**
     * Who is watching on this session (issue 49); null until one is chosen, when the account's
     * primary profile answers. A profile's removal sets it back to null. Migration 0028 holds it
     * to a profile of the session's own account.
     */
    profileId: uuid('profile_id'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * The devices that have signed in to an account, by the SHA-256 of their device cookie. A known
 * device is not held by the lock that wrong passwords from elsewhere put on the account.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
