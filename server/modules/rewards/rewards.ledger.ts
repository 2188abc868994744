import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { rewardBalances, rewardEntries } from '../../db/schema';

// The coin ledger (issue 14). Every change of a balance runs in one transaction that locks the
// user's balance row, appends an entry whose idempotency key is unique, and writes the new
// balance: a replayed key changes nothing, two concurrent changes of one balance take turns, and
// the check constraints refuse a negative balance whatever the code above does.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type EntryRow = typeof rewardEntries.$inferSelect;
export type BalanceRow = typeof rewardBalances.$inferSelect;

export interface Posting {
  userId: string;
  action: string;
  amount: number;
  reference?: string;
  key: string;
}

export class InsufficientCoinsError extends Error {}

/** The user's balance row, made if missing and locked until the transaction ends: the user's coins take turns from here. */
export async function lockBalance(tx: Tx, userId: string): Promise<BalanceRow> {
  await tx.insert(rewardBalances).values({ userId }).onConflictDoNothing();
  const [account] = await tx.select().from(rewardBalances).where(eq(rewardBalances.userId, userId)).for('update');
  return account;
}

/** Appends one entry and moves the balance with it; undefined when the key was already written. */
export async function post(tx: Tx, posting: Posting): Promise<EntryRow | undefined> {
  const account = await lockBalance(tx, posting.userId);
  const [replayed] = await tx.select({ id: rewardEntries.id }).from(rewardEntries).where(eq(rewardEntries.idempotencyKey, posting.key));
  if (replayed) return undefined;
  const balance = account.balance + posting.amount;
  if (balance < 0) throw new InsufficientCoinsError();
  const [entry] = await tx
    .insert(rewardEntries)
    .values({
      userId: posting.userId,
      action: posting.action,
      amount: posting.amount,
      reference: posting.reference,
      idempotencyKey: posting.key,
      balanceAfter: balance,
    })
    .returning();
  await tx.update(rewardBalances).set({ balance }).where(eq(rewardBalances.userId, posting.userId));
  return entry;
}
