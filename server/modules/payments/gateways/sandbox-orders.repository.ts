import { and, eq, inArray, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../../../platform/db';
import { sandboxGatewayOrders } from '../../../db/schema';

// The books of the embedded sandbox gateways (the card sandbox and the Simpaisa wallet sandbox):
// every query they make; `transaction` runs several in one database transaction.

export type SandboxOrder = typeof sandboxGatewayOrders.$inferSelect;
type Gateway = 'sandbox' | 'simpaisa';
type Changes = Partial<Omit<typeof sandboxGatewayOrders.$inferInsert, 'orderId' | 'gateway'>>;

function sandboxOrdersQueries(db: Db) {
  return {
    async insert(values: typeof sandboxGatewayOrders.$inferInsert): Promise<void> {
      await db.insert(sandboxGatewayOrders).values(values);
    },

    /** One gateway's order; `lock` holds it for the open transaction. */
    async find(gateway: Gateway, orderId: string, lock = false): Promise<SandboxOrder | null> {
      const query = db
        .select()
        .from(sandboxGatewayOrders)
        .where(and(eq(sandboxGatewayOrders.orderId, orderId), eq(sandboxGatewayOrders.gateway, gateway)));
      const [order] = lock ? await query.for('update') : await query;
      return order ?? null;
    },

    /** Changes an order that is in one of `from`; null when it is not (already settled elsewhere). */
    async transition(gateway: Gateway, orderId: string, from: string[], changes: Changes): Promise<SandboxOrder | null> {
      const [order] = await db
        .update(sandboxGatewayOrders)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxGatewayOrders.orderId, orderId),
            eq(sandboxGatewayOrders.gateway, gateway),
            inArray(sandboxGatewayOrders.status, from),
          ),
        )
        .returning();
      return order ?? null;
    },

    async update(orderId: string, changes: Changes): Promise<void> {
      await db
        .update(sandboxGatewayOrders)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(sandboxGatewayOrders.orderId, orderId));
    },
  };
}
export type SandboxOrdersQueries = ReturnType<typeof sandboxOrdersQueries>;

export const createSandboxOrdersRepository = (db: Db) => withTransaction(db, sandboxOrdersQueries);
export type SandboxOrdersRepository = ReturnType<typeof createSandboxOrdersRepository>;
