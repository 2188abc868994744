import { supportTickets } from '../../db/schema';
import type { Db } from '../../platform/db';

// Support tickets (issue 16): the only database access of the contact form.
export function createSupportRepository(db: Db) {
  return {
    async openTicket(values: typeof supportTickets.$inferInsert): Promise<void> {
      await db.insert(supportTickets).values(values);
    },
  };
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;
