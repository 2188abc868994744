import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users } from '../../db/schema';

export function createPaymentsRepository(db: Db) {
  return {
    /** Moves a user onto a plan; answers the plan they were on, read and changed in one transaction. */
    async switchPlan(userId: string, from: (current: string) => string | null): Promise<{ before: string; after: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ plan: users.activeUserPlan }).from(users).where(eq(users.id, userId)).for('update');
        const next = from(row.plan);
        if (next && next !== row.plan) await tx.update(users).set({ activeUserPlan: next }).where(eq(users.id, userId));
        return { before: row.plan, after: next ?? row.plan };
      });
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
