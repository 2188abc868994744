import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { assets, contents, media, rewardLeaseWatches, rewardWatchDays, streamLeases, users } from '../../db/schema';
import { lockBalance, post, type EntryRow } from './rewards.ledger';
import { watchedOnHeartbeat } from './rewards.rules';

// Coins for watching (issues 14 and 46), counted on a stream lease's heartbeats: only a live
// lease of the asking session counts, only for the one title it plays, only the server's time
// since the lease last counted, and only while the viewer may play that title. Each heartbeat is
// one transaction under the user's balance lock, so two heartbeats at once (two tabs of one
// screen) count the time between them once, and the daily cap holds over every title and screen.

export interface HeartbeatWatch {
  userId: string;
  sessionId: string;
  leaseId: string;
  at: Date;
  /** the reward day (the account's country's calendar) */
  day: string;
  /** the seconds the player says it played since its last heartbeat; it can only lower the count */
  playedSeconds?: number;
  /** whether the viewer may play the title now (the plan matrix and the title's countries) */
  entitled: (title: { access: string; countries: string[] }) => boolean;
  coinsPerMinute: number;
  /** the most coins for watching a day */
  dailyCap: number;
}

/** What a heartbeat counted: the title, the coins it paid (0 when none) and their ledger entry. */
export interface HeartbeatWatched {
  contentId: number;
  coins: number;
  entry?: EntryRow;
}

const MINUTE_MS = 60_000;

export function createWatchRepository(db: Db) {
  return {
    /** Counts one heartbeat of a lease and pays its whole minutes; null when the lease is not this session's live one. */
    async watchOnHeartbeat(input: HeartbeatWatch): Promise<HeartbeatWatched | null> {
      return db.transaction(async (tx) => {
        // the user's row first, as a play call locks it before the leases: the two take turns there
        // instead of each holding what the other waits for
        await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('key share');
        const account = await lockBalance(tx, input.userId);
        // the lease cannot be stopped (and its counts dropped) while this heartbeat counts; the
        // same screen may still start another title meanwhile
        const [lease] = await tx
          .select({ contentId: streamLeases.contentId, startedAt: streamLeases.startedAt })
          .from(streamLeases)
          .where(
            and(
              eq(streamLeases.id, input.leaseId),
              eq(streamLeases.userId, input.userId),
              eq(streamLeases.sessionId, input.sessionId),
              gt(streamLeases.expiresAt, input.at),
            ),
          )
          .for('key share');
        if (!lease) return null;
        const [title] = await tx
          .select({
            duration: sql<number>`coalesce(${contents.durationSeconds}, ${media.durationSeconds}, 0)`,
            access: assets.access,
            countries: assets.countries,
          })
          .from(contents)
          .innerJoin(assets, eq(assets.id, contents.assetId))
          .leftJoin(media, eq(media.id, contents.mediaId))
          .where(eq(contents.id, lease.contentId));
        if (!title) return null;

        const leaseKey = and(eq(rewardLeaseWatches.leaseId, input.leaseId), eq(rewardLeaseWatches.contentId, lease.contentId));
        await tx
          .insert(rewardLeaseWatches)
          .values({ leaseId: input.leaseId, contentId: lease.contentId, countedAt: lease.startedAt })
          .onConflictDoNothing();
        const [counted] = await tx.select().from(rewardLeaseWatches).where(leaseKey).for('update');
        // the same screen may have started this title again since: count from the later start
        const from = Math.max(counted.countedAt.getTime(), lease.startedAt.getTime());
        const since = input.at.getTime() - from;
        if (since <= 0) return { contentId: lease.contentId, coins: 0 };
        await tx.update(rewardLeaseWatches).set({ countedAt: input.at }).where(leaseKey);
        // time the viewer may not play the title (a plan that ended, another country) is passed over
        if (account.flaggedAt || !input.entitled(title)) return { contentId: lease.contentId, coins: 0 };

        const dayKey = and(
          eq(rewardWatchDays.userId, input.userId),
          eq(rewardWatchDays.contentId, lease.contentId),
          eq(rewardWatchDays.day, input.day),
        );
        await tx.insert(rewardWatchDays).values({ userId: input.userId, contentId: lease.contentId, day: input.day }).onConflictDoNothing();
        const [today] = await tx.select().from(rewardWatchDays).where(dayKey).for('update');
        const titleMs = title.duration * 1000;
        const watched = watchedOnHeartbeat({
          sinceMs: since,
          playedMs: input.playedSeconds === undefined ? undefined : input.playedSeconds * 1000,
          leftMs: Math.min(titleMs - counted.watchedMs, titleMs - today.watchedMs),
        });
        if (watched === 0) return { contentId: lease.contentId, coins: 0 };
        await tx
          .update(rewardLeaseWatches)
          .set({ watchedMs: counted.watchedMs + watched })
          .where(leaseKey);

        const minuteBefore = Math.floor(today.watchedMs / MINUTE_MS);
        const minuteAfter = Math.floor((today.watchedMs + watched) / MINUTE_MS);
        const [{ paid }] = await tx
          .select({ paid: sql<number>`coalesce(sum(${rewardWatchDays.coins}), 0)::int` })
          .from(rewardWatchDays)
          .where(and(eq(rewardWatchDays.userId, input.userId), eq(rewardWatchDays.day, input.day)));
        const coins = Math.max(0, Math.min((minuteAfter - minuteBefore) * input.coinsPerMinute, input.dailyCap - paid));
        await tx
          .update(rewardWatchDays)
          .set({ watchedMs: today.watchedMs + watched, coins: today.coins + coins })
          .where(dayKey);
        if (coins === 0) return { contentId: lease.contentId, coins: 0 };
        const entry = await post(tx, {
          userId: input.userId,
          action: 'CONTENT_VIEWED',
          amount: coins,
          key: `CONTENT_VIEWED:${input.userId}:${lease.contentId}:${input.day}:${minuteAfter}`,
          reference: String(lease.contentId),
        });
        // the minutes only grow, so the key is new; were it not, the ledger would pay nothing twice
        return { contentId: lease.contentId, coins: entry ? coins : 0, entry };
      });
    },
  };
}
