import { EARNING_RULES, rewardDay, watchedOnHeartbeat, WATCH_COINS_PER_DAY } from '@/server/modules/rewards/rewards.rules';

// The earning rules, one by one (issue 14).

describe('earning rules', () => {
  it('pays MZaalo actions as the /rewards page lists them', () => {
    expect(EARNING_RULES.CHECKED_IN).toMatchObject({ coins: 10, dailyCap: 1 });
    expect(EARNING_RULES.SIGNED_UP).toMatchObject({ coins: 100 });
    expect(EARNING_RULES.CONTENT_VIEWED).toMatchObject({ coins: 1, dailyCap: WATCH_COINS_PER_DAY });
    expect(EARNING_RULES.CONTENT_VIEWED.description).toContain('You can earn up to 120 coins a day for watching.');
    expect(EARNING_RULES.SHARED).toMatchObject({ coins: 5, dailyCap: 3 });
    expect(EARNING_RULES.REFERRED).toMatchObject({ coins: 200 });
  });

  it("counts the day in the user's country's time zone", () => {
    const at = new Date('2026-11-24T20:00:00Z');
    expect(rewardDay(at, 'IN')).toBe('2026-11-25'); // 01:30 in Kolkata
    expect(rewardDay(at, 'US')).toBe('2026-11-24');
    expect(rewardDay(at, undefined)).toBe('2026-11-25');
  });

  it("counts a heartbeat's watching by the server's clock, lowered by what the player played and what is left of the title", () => {
    expect(watchedOnHeartbeat({ sinceMs: 30_000, leftMs: 3_600_000 })).toBe(30_000);
    // the player's word only lowers the count
    expect(watchedOnHeartbeat({ sinceMs: 30_000, playedMs: 600_000, leftMs: 3_600_000 })).toBe(30_000);
    expect(watchedOnHeartbeat({ sinceMs: 30_000, playedMs: 12_500, leftMs: 3_600_000 })).toBe(12_500);
    // never more than a lease lives unrenewed (two heartbeats), nor past the title's end
    expect(watchedOnHeartbeat({ sinceMs: 3_600_000, leftMs: 3_600_000 })).toBe(60_000);
    expect(watchedOnHeartbeat({ sinceMs: 30_000, leftMs: 4_000 })).toBe(4_000);
    expect(watchedOnHeartbeat({ sinceMs: 30_000, leftMs: -1 })).toBe(0);
    expect(watchedOnHeartbeat({ sinceMs: -5, leftMs: 10_000 })).toBe(0);
  });
});
