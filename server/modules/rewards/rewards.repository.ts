import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { post, type EntryRow, type Posting } from './rewards.ledger';
import { createWatchRepository } from './rewards.watching';
import {
  rewardBalances,
  rewardCheckIns,
  rewardCoupons,
  rewardEntries,
  rewardRedemptions,
  rewardReferralCodes,
  rewardReferrals,
  users,
  vouchers,
} from '../../db/schema';

// The coin ledger's reads and writes (issue 14); every change of a balance posts through
// rewards.ledger.ts, so a replayed key changes nothing and two changes of one balance take turns.

/** How long a voucher bought with coins can be used at /purchase. */
const VOUCHER_DAYS = 90;

export { InsufficientCoinsError } from './rewards.ledger';
export type CouponRow = typeof rewardCoupons.$inferSelect;

export class OutOfStockError extends Error {}

/** Where a referred account stands on the way to its joining and referral coins. */
export interface JoiningStanding {
  /** its e-mail or mobile is verified */
  proven: boolean;
  /** it holds at least the asked-for CONTENT_VIEWED coins */
  watchedEnough: boolean;
  /** its joining coins are paid */
  joined: boolean;
  /** a referral of it waits to be decided */
  referralPending: boolean;
}

/** How a referral was decided: paid to the referrer, or not (over the monthly cap, a flagged referrer, paid before). */
export type ReferralOutcome =
  { paid: true; referrerUserId: string; entry: EntryRow } | { paid: false; reason: 'cap' | 'flagged' | 'paid before' };

export function createRewardsRepository(db: Db) {
  return {
    ...createWatchRepository(db),

    /** Earns coins once per key; undefined for a replay, or when the account is flagged. */
    async earn(posting: Posting): Promise<EntryRow | undefined> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ flaggedAt: rewardBalances.flaggedAt })
          .from(rewardBalances)
          .where(eq(rewardBalances.userId, posting.userId));
        if (account?.flaggedAt) return undefined;
        return post(tx, posting);
      });
    },

    async balanceOf(userId: string): Promise<{ balance: number; flagged: boolean }> {
      const [row] = await db.select().from(rewardBalances).where(eq(rewardBalances.userId, userId));
      return { balance: row?.balance ?? 0, flagged: row?.flaggedAt != null };
    },

    /** Entries newest first, `size` from before entry `before` (or the newest). */
    async history(userId: string, size: number, before?: number): Promise<EntryRow[]> {
      return db
        .select()
        .from(rewardEntries)
        .where(and(eq(rewardEntries.userId, userId), before ? lt(rewardEntries.id, before) : undefined))
        .orderBy(desc(rewardEntries.id))
        .limit(size);
    },

    async countEntries(userId: string, action: string, keyPrefix: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rewardEntries)
        .where(
          and(
            eq(rewardEntries.userId, userId),
            eq(rewardEntries.action, action),
            sql`${rewardEntries.idempotencyKey} like ${`${keyPrefix}%`}`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Records a check-in of `userId` from a device; answers how many accounts that device checked in today. */
    async recordCheckIn(userId: string, day: string, deviceHash: string): Promise<number> {
      await db.insert(rewardCheckIns).values({ userId, day, deviceHash }).onConflictDoNothing();
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rewardCheckIns)
        .where(and(eq(rewardCheckIns.deviceHash, deviceHash), eq(rewardCheckIns.day, day)));
      return row?.n ?? 0;
    },

    /** Flags every account that checked in from the device on the day: they earn nothing more. */
    async flagDevice(deviceHash: string, day: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const accounts = await tx
          .select({ userId: rewardCheckIns.userId })
          .from(rewardCheckIns)
          .where(and(eq(rewardCheckIns.deviceHash, deviceHash), eq(rewardCheckIns.day, day)));
        for (const { userId } of accounts) {
          await tx.insert(rewardBalances).values({ userId }).onConflictDoNothing();
          await tx
            .update(rewardBalances)
            .set({ flaggedAt: sql`now()`, flagReason: reason })
            .where(eq(rewardBalances.userId, userId));
        }
      });
    },

    coupons: (): Promise<CouponRow[]> => db.select().from(rewardCoupons).orderBy(rewardCoupons.cost),

    /**
     * Spends the coupon's cost and issues it, in one transaction: the coupon row is locked so its
     * stock cannot be over-issued, the coins are posted under the caller's idempotency key (a
     * retried redeem answers the first one's coupon), and a voucher coupon writes its personal
     * single-use voucher.
     */
    async redeem(userId: string, couponId: string, key: string, now: Date): Promise<{ coupon: CouponRow; code: string } | undefined> {
      return db.transaction(async (tx) => {
        const [coupon] = await tx.select().from(rewardCoupons).where(eq(rewardCoupons.id, couponId)).for('update');
        if (!coupon) return undefined;
        const [earlier] = await tx
          .select({ code: rewardRedemptions.code })
          .from(rewardRedemptions)
          .innerJoin(rewardEntries, eq(rewardEntries.id, rewardRedemptions.entryId))
          .where(and(eq(rewardEntries.idempotencyKey, `REDEEMED:${userId}:${key}`), eq(rewardRedemptions.userId, userId)));
        if (earlier) return { coupon, code: earlier.code };
        if (coupon.stock !== null && coupon.stock <= 0) throw new OutOfStockError();
        const entry = await post(tx, {
          userId,
          action: 'REDEEMED',
          amount: -coupon.cost,
          reference: coupon.id,
          key: `REDEEMED:${userId}:${key}`,
        });
        if (!entry) throw new Error('a redeem key was written without its coupon');
        const code = `${coupon.kind === 'partner' ? (coupon.partner ?? 'PARTNER').toUpperCase() : 'MZ'}-${randomBytes(5).toString('hex').toUpperCase()}`;
        if (coupon.stock !== null)
          await tx
            .update(rewardCoupons)
            .set({ stock: coupon.stock - 1 })
            .where(eq(rewardCoupons.id, coupon.id));
        if (coupon.kind === 'voucher')
          await tx.insert(vouchers).values({
            code,
            kind: coupon.voucherKind!,
            value: coupon.voucherValue!,
            description: coupon.title,
            validFrom: now,
            validUntil: new Date(now.getTime() + VOUCHER_DAYS * 24 * 3600 * 1000),
            maxUses: 1,
            maxUsesPerUser: 1,
            productIds: coupon.productIds,
          });
        await tx.insert(rewardRedemptions).values({ userId, couponId: coupon.id, code, entryId: entry.id });
        return { coupon, code };
      });
    },

    redemptions: (userId: string) =>
      db
        .select({ code: rewardRedemptions.code, createdAt: rewardRedemptions.createdAt, coupon: rewardCoupons })
        .from(rewardRedemptions)
        .innerJoin(rewardCoupons, eq(rewardCoupons.id, rewardRedemptions.couponId))
        .where(eq(rewardRedemptions.userId, userId))
        .orderBy(desc(rewardRedemptions.createdAt)),

    /**
     * The country whose calendar the account's reward days follow: the one it had when it first
     * asked (kept on its balance row), so that naming another country later moves no day.
     */
    async rewardCountryOf(userId: string, found: string): Promise<string> {
      const [row] = await db
        .insert(rewardBalances)
        .values({ userId, country: found })
        .onConflictDoUpdate({ target: rewardBalances.userId, set: { country: sql`coalesce(${rewardBalances.country}, excluded.country)` } })
        .returning({ country: rewardBalances.country });
      return row.country ?? found;
    },

    /** Where the account stands: verified, enough watching (`coins` CONTENT_VIEWED coins), joining coins paid, a referral waiting. */
    async joiningStanding(userId: string, coins: number): Promise<JoiningStanding> {
      // the first `coins` entries of at least a coin each sum to `coins` exactly when all of them do
      const result = await db.execute(sql`
        select (u.email_verified or u.mobile_verified) as proven,
          (select coalesce(sum(w.amount), 0) from (
             select e.amount from ${rewardEntries} e where e.user_id = u.id and e.action = 'CONTENT_VIEWED' limit ${coins}
           ) w) >= ${coins} as watched_enough,
          exists (select 1 from ${rewardEntries} e where e.idempotency_key = ${`SIGNED_UP:${userId}`}) as joined,
          exists (select 1 from ${rewardReferrals} r where r.referred_user_id = u.id and r.settled_at is null) as referral_pending
        from ${users} u where u.id = ${userId}`);
      const [row] = (result as unknown as { rows: Array<Record<string, boolean>> }).rows;
      return {
        proven: row?.proven === true,
        watchedEnough: row?.watched_enough === true,
        joined: row?.joined === true,
        referralPending: row?.referral_pending === true,
      };
    },

    /**
     * Decides the waiting referral of a qualified account, once: under a lock on the referrer's
     * balance row, it pays `coins` unless the referrer was paid for `cap` referrals in its month
     * already (`monthOf` its reward country) or is flagged. Undefined when no referral waits.
     */
    async settleReferral(input: {
      referredUserId: string;
      coins: number;
      cap: number;
      monthOf: (country: string | null) => string;
    }): Promise<ReferralOutcome | undefined> {
      return db.transaction(async (tx) => {
        const [referral] = await tx
          .select()
          .from(rewardReferrals)
          .where(and(eq(rewardReferrals.referredUserId, input.referredUserId), isNull(rewardReferrals.settledAt)))
          .for('update');
        if (!referral) return undefined;
        const referrer = referral.referrerUserId;
        await tx.insert(rewardBalances).values({ userId: referrer }).onConflictDoNothing();
        const [account] = await tx.select().from(rewardBalances).where(eq(rewardBalances.userId, referrer)).for('update');
        const month = input.monthOf(account.country);
        const settle = (rewardedMonth: string | null) =>
          tx
            .update(rewardReferrals)
            .set({ settledAt: sql`now()`, rewardedMonth })
            .where(eq(rewardReferrals.referredIdentifier, referral.referredIdentifier));
        if (account.flaggedAt) {
          await settle(null);
          return { paid: false, reason: 'flagged' };
        }
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(rewardReferrals)
          .where(and(eq(rewardReferrals.referrerUserId, referrer), eq(rewardReferrals.rewardedMonth, month)));
        if (n >= input.cap) {
          await settle(null);
          return { paid: false, reason: 'cap' };
        }
        const entry = await post(tx, {
          userId: referrer,
          action: 'REFERRED',
          amount: input.coins,
          key: `REFERRED:${input.referredUserId}`,
          reference: input.referredUserId,
        });
        await settle(entry ? month : null);
        return entry ? { paid: true, referrerUserId: referrer, entry } : { paid: false, reason: 'paid before' };
      });
    },

    async referralCodeOf(userId: string): Promise<string> {
      await db
        .insert(rewardReferralCodes)
        .values({ userId, code: randomBytes(5).toString('hex').toUpperCase() })
        .onConflictDoNothing();
      const [row] = await db.select().from(rewardReferralCodes).where(eq(rewardReferralCodes.userId, userId));
      return row.code;
    },

    async referrerOfCode(code: string): Promise<string | undefined> {
      const [row] = await db.select().from(rewardReferralCodes).where(eq(rewardReferralCodes.code, code.toUpperCase()));
      return row?.userId;
    },

    /**
     * Records that `referrerUserId` referred the new account; false when the identifier or device
     * was referred before, or the two accounts are already a pair the other way round (the unique
     * pair index holds that against two claims at once too).
     */
    async recordReferral(input: {
      referredIdentifier: string;
      referredUserId: string;
      referrerUserId: string;
      deviceHash?: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [earlier] = await tx
          .select({ id: rewardReferrals.referredIdentifier })
          .from(rewardReferrals)
          .where(
            or(
              input.deviceHash ? eq(rewardReferrals.deviceHash, input.deviceHash) : undefined,
              and(eq(rewardReferrals.referredUserId, input.referrerUserId), eq(rewardReferrals.referrerUserId, input.referredUserId)),
            ),
          );
        if (earlier) return false;
        const inserted = await tx.insert(rewardReferrals).values(input).onConflictDoNothing().returning();
        return inserted.length > 0;
      });
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
