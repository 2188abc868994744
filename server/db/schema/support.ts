import { pgTable, uuid, text, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity';
import { createdAt } from './columns';

// Contact us (issue 16; spec 000 §1 "help widget"): the messages people send, kept until answered.
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** a short reference the acknowledgement quotes */
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_tickets_email').on(t.email),
    check('support_tickets_status', sql`${t.status} in ('open', 'answered', 'closed')`),
    check('support_tickets_message', sql`length(${t.message}) between 1 and 5000`),
  ],
);
