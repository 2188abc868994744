import { EARNING_RULES, rewardDay, watchedBetween, WATCH_GAP_SECONDS } from '@/server/modules/rewards/rewards.rules';

// The earning rules, one by one (issue 14).

describe('earning rules', () => {
  it('pays MZaalo actions as the /rewards page lists them', () => {
    expect(EARNING_RULES.CHECKED_IN).toMatchObject({ coins: 10, dailyCap: 1 });
    expect(EARNING_RULES.SIGNED_UP).toMatchObject({ coins: 100 });
    expect(EARNING_RULES.CONTENT_VIEWED).toMatchObject({ coins: 1 });
    expect(EARNING_RULES.SHARED).toMatchObject({ coins: 5, dailyCap: 3 });
    expect(EARNING_RULES.REFERRED).toMatchObject({ coins: 200 });
  });

  it("counts the day in the user's country's time zone", () => {
    const at = new Date('2026-11-24T20:00:00Z');
    expect(rewardDay(at, 'IN')).toBe('2026-11-25'); // 01:30 in Kolkata
    expect(rewardDay(at, 'US')).toBe('2026-11-24');
    expect(rewardDay(at, undefined)).toBe('2026-11-25');
  });

  it('counts watching by the clock, never more than the position moved, and nothing across a gap', () => {
    const start = { position: 100, savedAt: new Date('2026-11-24T10:00:00Z') };
    const later = (seconds: number, position: number) => ({ position, savedAt: new Date(start.savedAt.getTime() + seconds * 1000) });
    expect(watchedBetween(start, later(30, 130))).toBe(30);
    expect(watchedBetween(start, later(30, 700))).toBe(30);
    expect(watchedBetween(start, later(30, 110))).toBe(10);
    expect(watchedBetween(start, later(30, 50))).toBe(0);
    expect(watchedBetween(start, later(WATCH_GAP_SECONDS + 1, 400))).toBe(0);
  });
});
