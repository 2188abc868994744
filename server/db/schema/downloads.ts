import { pgTable, uuid, text, integer, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity';
import { contentId, ownerProfileId, ownerUserId } from './owners';
import { updatedAt } from './columns';

// Downloads (issue 19): a licence per profile, device and title, and the quality a user last chose.

/**
 * A title kept for offline viewing on one device (the browser's device cookie). It plays until
 * expires_at: 30 days after window_start (the download, or the latest sync while online) or 48
 * hours after the first play, whichever comes first; a revoked one never again.
 */
export const downloadLicences = pgTable(
  'download_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the account, whose plan's download limits the licence counts against */
    userId: ownerUserId(),
    /** the profile whose download list holds it (issue 49); its removal takes the licence */
    profileId: ownerProfileId(),
    deviceId: text('device_id').notNull(),
    contentId: contentId(),
    quality: integer('quality').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    firstPlayedAt: timestamp('first_played_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** plan | cancelled | signed_out | deleted */
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    check(
      'download_licences_reason',
      sql`${t.revokeReason} is null or ${t.revokeReason} in ('plan', 'cancelled', 'signed_out', 'deleted')`,
    ),
    index('download_licences_user').on(t.userId, t.expiresAt),
    index('download_licences_device').on(t.deviceId),
    // one licence a title on a device that has not been revoked (an expired one is renewed in place)
    uniqueIndex('download_licences_live')
      .on(t.profileId, t.deviceId, t.contentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The quality a user chose last, offered first next time. */
export const downloadPreferences = pgTable('download_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quality: integer('quality').notNull(),
  updatedAt: updatedAt(),
});
