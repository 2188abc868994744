import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { consents, oneTimeCodes, products, sessions, users } from '../../db/schema';
import type { PaymentsRepository } from '../payments/payments.repository';

export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'firstname' | 'lastname' | 'dob' | 'gender' | 'city' | 'country' | 'profileImage'>
>;

export function createUsersRepository(db: Db, payments: Pick<PaymentsRepository, 'currentSubscription'>) {
  return {
    /** The subscription the active product describes (the live paid one, else MZaalo), with its product name. */
    async currentSubscription(userId: string) {
      const subscription = await payments.currentSubscription(userId);
      if (!subscription) return null;
      const [product] = await db.select({ name: products.name }).from(products).where(eq(products.productId, subscription.productId));
      return { ...subscription, productName: product?.name ?? subscription.tier };
    },

    async updateUser(userId: string, changes: UserChanges) {
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row;
    },

    /**
     * Account deletion in one transaction: every session ends, codes sent to the account's
     * e-mail or mobile go, consents lose their link, and the user row (names, e-mail, mobile,
     * password hash, profile) is erased.
     */
    async deleteAccount(userId: string, identifiers: string[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        if (identifiers.length > 0) await tx.delete(oneTimeCodes).where(inArray(oneTimeCodes.identifier, identifiers));
        await tx.update(consents).set({ userId: null }).where(eq(consents.userId, userId));
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
