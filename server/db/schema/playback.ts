import { pgTable, integer, boolean, primaryKey, index, text, bigserial, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { assetId, contentId, ownerProfileId } from './owners';
import { createdAt, updatedAt } from './columns';

// Playback state: where each profile is in each content (resume, Continue watching), and the
// player logs of spec 001 §3.

export const playbackProgress = pgTable(
  'playback_progress',
  {
    profileId: ownerProfileId(),
    contentId: contentId(),
    assetId: assetId(),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    completed: boolean('completed').notNull().default(false),
    // removed from Continue watching by the user; the position is kept
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.contentId] }),
    index('playback_progress_recent').on(t.profileId, t.updatedAt),
    check('playback_progress_position', sql`${t.positionSeconds} >= 0 and ${t.durationSeconds} >= 0`),
  ],
);

export const playerLogs = pgTable(
  'player_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    action: text('action').notNull(),
    mediaUrl: text('media_url').notNull(),
    secDiff: integer('sec_diff'),
    ip: text('ip').notNull(),
    uuid: text('uuid').notNull(),
    platform: text('platform').notNull(),
    ccode: text('ccode').notNull(),
    bitrate: text('bitrate').notNull(),
    assetId: text('asset_id').notNull(),
    contentId: text('content_id').notNull(),
    videoSessionId: text('video_session_id').notNull(),
    errorCode: text('error_code').notNull(),
    errorMessage: text('error_message').notNull(),
    userAgent: text('user_agent').notNull(),
    deviceId: text('device_id').notNull(),
  },
  (t) => [index('player_logs_session').on(t.videoSessionId, t.createdAt)],
);
