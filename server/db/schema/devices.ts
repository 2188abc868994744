import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sessions, users } from './identity';
import { profiles } from './profiles';

// TV activation (issue 15): the OAuth 2.0 Device Authorization Grant (RFC 8628), and the stream
// leases that hold a plan's concurrent streams.

/**
 * One device authorization request: the device polls with its device_code (stored as SHA-256),
 * the user types the user_code on the web. Approval names the user; the first poll after it
 * takes the device session and spends the request.
 */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    /** 8 characters without the dash, upper case */
    userCode: text('user_code').notNull(),
    deviceName: text('device_name').notNull(),
    deviceKind: text('device_kind').notNull(),
    /** pending, approved, denied or used */
    status: text('status').notNull().default('pending'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** the profile that allowed the device: its session starts on it (issue 49) */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** seconds the device waits between polls; slow_down adds 5 */
    interval: integer('interval').notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a user code names one request while it can still be used
    uniqueIndex('device_authorizations_live_code')
      .on(t.userCode)
      .where(sql`status in ('pending', 'approved')`),
    index('device_authorizations_expiry').on(t.expiresAt),
    check('device_authorizations_status', sql`${t.status} in ('pending', 'approved', 'denied', 'used')`),
  ],
);

/**
 * A stream a session is playing: the player renews it with a heartbeat, and a lease that stops
 * renewing lapses at expires_at. Live leases of a user count against the plan's stream limit.
 */
export const streamLeases = pgTable(
  'stream_leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_leases_user').on(t.userId, t.expiresAt), uniqueIndex('stream_leases_session').on(t.sessionId)],
);

/**
 * Stream leases that ended, however they ended (stopped, lapsed and replaced, their session signed
 * out or removed, the account deleted): triggers on stream_leases and sessions write them (migration
 * 0027), and each origin copies them into the revocation markers the media checks read.
 */
export const mediaRevocations = pgTable(
  'media_revocations',
  {
    leaseId: uuid('lease_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_revocations_at').on(t.revokedAt)],
);
