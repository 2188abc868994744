import { pgTable, bigserial, text, integer, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

// Ad tracking (VAST impressions and quartiles), recorded by the origin's tracking endpoint.

export const adEvents = pgTable(
  'ad_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    adId: text('ad_id').notNull(),
    slot: text('slot').notNull(),
    event: text('event').notNull(),
    sessionId: text('session_id').notNull(),
    contentId: integer('content_id'),
  },
  (t) => [
    index('ad_events_ad_event').on(t.adId, t.event),
    check(
      'ad_events_event',
      sql`${t.event} in ('impression','start','firstQuartile','midpoint','thirdQuartile','complete','skip','error')`,
    ),
  ],
);
