import { and, asc, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../../platform/db';
import {
  gifts,
  paymentNotifications,
  paymentTransactions,
  planPrices,
  products,
  subscriptions,
  users,
  voucherRedemptions,
  vouchers,
} from '../../db/schema';
import { LIVE_STATUSES, type SubscriptionStatus } from './subscription-states';

// The payments tables. `transaction` runs several queries in one database transaction, on a copy
// of the queries bound to it.

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;
export type PriceRecord = typeof planPrices.$inferSelect;
export type VoucherRecord = typeof vouchers.$inferSelect;
export type GiftRow = typeof gifts.$inferSelect;

const liveStatuses = LIVE_STATUSES as SubscriptionStatus[];

function paymentsQueries(db: Db) {
  const queries = {
    async catalogue(): Promise<{ products: ProductRecord[]; prices: PriceRecord[] }> {
      const [productRows, priceRows] = await Promise.all([
        db.select().from(products).orderBy(asc(products.position)),
        db.select().from(planPrices),
      ]);
      return { products: productRows, prices: priceRows };
    },

    async voucher(code: string, lock = false): Promise<VoucherRecord | null> {
      const query = db.select().from(vouchers).where(eq(vouchers.code, code));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async voucherUsesByUser(code: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(voucherRedemptions)
        .where(and(eq(voucherRedemptions.voucherCode, code), eq(voucherRedemptions.userId, userId)));
      return row?.count ?? 0;
    },

    /** Records one use under the voucher's row lock (the caller holds it); use_number keeps the per-user rule in the database. */
    async redeemVoucher(code: string, userId: string, subscriptionId: string): Promise<void> {
      const uses = await queries.voucherUsesByUser(code, userId);
      await db.insert(voucherRedemptions).values({ voucherCode: code, userId, subscriptionId, useNumber: uses + 1 });
      await db
        .update(vouchers)
        .set({ uses: sql`${vouchers.uses} + 1` })
        .where(eq(vouchers.code, code));
    },

    async insertSubscription(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row;
    },

    async updateSubscription(id: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },

    async subscription(id: string, lock = false): Promise<SubscriptionRow | null> {
      const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The user's live paid subscription (active, renewal due or cancelled within its period). */
    async livePaidSubscription(userId: string, lock = false): Promise<SubscriptionRow | null> {
      const query = db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, liveStatuses), ne(subscriptions.tier, 'mzaalo')));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async mzaaloMembership(userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), eq(subscriptions.tier, 'mzaalo')));
      return row ?? null;
    },

    async liveSubscriptions(userId: string, lock = false): Promise<SubscriptionRow[]> {
      const query = db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, liveStatuses)));
      return lock ? query.for('update') : query;
    },

    async setUserPlan(userId: string, plan: string): Promise<void> {
      await db.update(users).set({ activeUserPlan: plan }).where(eq(users.id, userId));
    },

    /** The user's plan; `lock` holds the row until the transaction ends. */
    async userPlan(userId: string, lock = false): Promise<string | null> {
      const query = db.select({ plan: users.activeUserPlan }).from(users).where(eq(users.id, userId));
      const [row] = lock ? await query.for('update') : await query;
      return row?.plan ?? null;
    },

    async insertTransaction(values: typeof paymentTransactions.$inferInsert): Promise<TransactionRow> {
      const [row] = await db.insert(paymentTransactions).values(values).returning();
      return row;
    },

    async transactionByVid(vid: string, lock = false): Promise<TransactionRow | null> {
      const query = db.select().from(paymentTransactions).where(eq(paymentTransactions.vid, vid));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Payments to give back that the gateway has not yet confirmed, oldest first. */
    async transactionsWithRefundDue(limit = 50): Promise<TransactionRow[]> {
      return db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.refundStatus, 'due'))
        .orderBy(asc(paymentTransactions.updatedAt))
        .limit(limit);
    },

    /** Purchases still pending that began before `before`, oldest first: abandoned unless the gateway now says otherwise. */
    async pendingPurchasesBefore(before: Date, limit = 50): Promise<TransactionRow[]> {
      return db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.status, 'pending'),
            eq(paymentTransactions.kind, 'purchase'),
            lt(paymentTransactions.createdAt, before),
          ),
        )
        .orderBy(asc(paymentTransactions.createdAt))
        .limit(limit);
    },

    async transactionByOrder(gateway: string, orderId: string): Promise<TransactionRow | null> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.gateway, gateway), eq(paymentTransactions.gatewayOrderId, orderId)));
      return row ?? null;
    },

    async updateTransaction(id: string, values: Partial<typeof paymentTransactions.$inferInsert>): Promise<TransactionRow> {
      const [row] = await db
        .update(paymentTransactions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(paymentTransactions.id, id))
        .returning();
      return row;
    },

    /** Records a notification; false when its event id was seen before (a replay). */
    async recordNotification(values: typeof paymentNotifications.$inferInsert): Promise<boolean> {
      const rows = await db.insert(paymentNotifications).values(values).onConflictDoNothing().returning({ id: paymentNotifications.id });
      return rows.length > 0;
    },

    async forgetNotification(gateway: string, eventId: string): Promise<void> {
      await db
        .delete(paymentNotifications)
        .where(and(eq(paymentNotifications.gateway, gateway), eq(paymentNotifications.eventId, eventId)));
    },

    /** The subscription the account page and the active product show: the live paid one, else MZaalo. */
    async currentSubscription(userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, liveStatuses)))
        .orderBy(sql`case when ${subscriptions.tier} = 'mzaalo' then 1 else 0 end`, desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async insertGift(values: typeof gifts.$inferInsert): Promise<GiftRow> {
      const [row] = await db.insert(gifts).values(values).returning();
      return row;
    },

    async gift(subscriptionId: string): Promise<GiftRow | null> {
      const [row] = await db.select().from(gifts).where(eq(gifts.subscriptionId, subscriptionId));
      return row ?? null;
    },

    async insertVoucher(values: typeof vouchers.$inferInsert): Promise<void> {
      await db.insert(vouchers).values(values);
    },

    async issueGift(subscriptionId: string, voucherCode: string, at: Date): Promise<void> {
      await db.update(gifts).set({ voucherCode, issuedAt: at }).where(eq(gifts.subscriptionId, subscriptionId));
    },

    /** The buyer's paid gifts, newest first, with when (if ever) each code was redeemed. */
    async giftsOf(buyerId: string) {
      return db
        .select({
          code: gifts.voucherCode,
          productId: gifts.productId,
          recipientName: gifts.recipientName,
          message: gifts.message,
          issuedAt: gifts.issuedAt,
          redeemedAt: voucherRedemptions.redeemedAt,
        })
        .from(gifts)
        .leftJoin(voucherRedemptions, eq(voucherRedemptions.voucherCode, gifts.voucherCode))
        .where(and(eq(gifts.buyerId, buyerId), isNotNull(gifts.voucherCode)))
        .orderBy(desc(gifts.issuedAt));
    },
  };
  return queries;
}
export type PaymentsQueries = ReturnType<typeof paymentsQueries>;

export const createPaymentsRepository = (db: Db) => withTransaction(db, paymentsQueries);
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
