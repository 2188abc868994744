import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { sessions } from '@/server/db/schema';
import { hashToken } from '@/server/platform/tokens';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import { testDatabases } from '../../../support/databases';
import { signedInUser } from '../../../support/origin';
import { useAccountsApp } from '../auth/helpers';
import { longTitles, startWatching, type Watching } from './watching';

// Coins only for real watching (issue 46): a title the viewer may play, on a live stream lease,
// counted once per lease by the origin's clock between heartbeats, never more than the time
// passed or the title's length, one title per screen, and at most 120 coins a day.

const DAY_MS = 24 * 3600 * 1000;

describe.each(testDatabases())('coins for watching on $name', (engine) => {
  const suite = useAccountsApp(engine);
  const rowsOf = async <T>(query: SQL) => ((await suite.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    if ((await rowsOf(sql`select 1 from contents limit 1`)).length === 0) await seedCatalogue(suite.database.db, SMALL_CATALOGUE);
  });
  // 09:00 in India yesterday: every test's watching falls within one reward day unless it moves on
  beforeEach(() => {
    suite.clock.now = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS + 3.5 * 3600 * 1000;
  });

  /** A signed-in user on `plan` (not verified, so no joining coins mix in), its session good for a month of test clock. */
  async function member(plan = 'mzaalo') {
    const { user, cookie } = await signedInUser(suite.database, { activeUserPlan: plan });
    await suite.database.db.execute(sql`update sessions set expires_at = now() + interval '30 days' where user_id = ${user.id}`);
    return { user, cookie };
  }
  const india = (cookie: string) => ({ cookie, 'cf-ipcountry': 'IN' });
  const balance = async (cookie: string) =>
    (await suite.app.inject({ url: '/api/v2/secured/rewards', headers: india(cookie) })).json().data.balance as number;
  const watchCoins = (userId: string) =>
    rowsOf<{ amount: number; reference: string }>(
      sql`select amount, reference from reward_entries where user_id = ${userId} and action = 'CONTENT_VIEWED' order by id`,
    );
  const saveProgress = (cookie: string, contentId: number, position: number) =>
    suite.app.inject({
      method: 'PUT',
      url: `/api/v2/secured/user/progress/${contentId}`,
      headers: india(cookie),
      payload: { position, duration: 9999 },
    });
  /** Heartbeats every 30 s of the origin's clock for `minutes`, the player saying it played `played` of each; answers the coins paid. */
  async function watchFor(watching: Watching, minutes: number, played: number | undefined = 30): Promise<number> {
    let coins = 0;
    for (let beat = 0; beat < minutes * 2; beat += 1) {
      suite.clock.now += 30_000;
      const answer = await watching.heartbeat(played);
      expect(answer.statusCode).toBe(200);
      coins += answer.json().coins ?? 0;
    }
    return coins;
  }

  it('pays the 20-title farm nothing for its progress saves, and with one lease only for its title, within the time passed', async () => {
    const { user, cookie } = await member();
    const titles = [
      ...(await longTitles(suite, 'free', 3600, 10)),
      ...(await longTitles(suite, 'avod', 3600, 5)),
      ...(await longTitles(suite, 'svod', 3600, 5)),
    ];
    // 20 titles saved in parallel every 115 s, as the probe did: 230 s of "watching" each
    for (let round = 0; round <= 2; round += 1) {
      if (round > 0) suite.clock.now += 115_000;
      const saved = await Promise.all(titles.map((id) => saveProgress(cookie, id, round * 115)));
      expect(saved.map((answer) => answer.statusCode)).toEqual(titles.map(() => 200));
      expect(saved.every((answer) => answer.json().coins === undefined)).toBe(true);
    }
    expect(await balance(cookie)).toBe(0);

    // Play on one title, its heartbeat beside the saves, the player claiming ten minutes a beat
    const started = suite.clock.now;
    const watching = await startWatching(suite, cookie, titles[0]);
    for (let beat = 1; beat <= 8; beat += 1) {
      suite.clock.now += 30_000;
      await Promise.all([watching.heartbeat(600), ...titles.map((id) => saveProgress(cookie, id, 230 + beat * 30))]);
    }
    const wallMinutes = (suite.clock.now - started) / 60_000;
    const paid = await watchCoins(user.id);
    expect(paid.map((entry) => entry.reference)).toEqual([String(titles[0]), String(titles[0]), String(titles[0]), String(titles[0])]);
    expect(paid.reduce((sum, entry) => sum + entry.amount, 0)).toBeLessThanOrEqual(wallMinutes);
    // heartbeats 115 s apart: the lease lapsed in between, and a lapsed lease pays nothing
    suite.clock.now += 115_000;
    expect((await watching.heartbeat(115)).statusCode).toBe(404);
    expect(await balance(cookie)).toBe(4);
  });

  it('pays a free-plan member nothing for a Premium-only title, even one that started playing while the account was on Premium', async () => {
    const [premiumOnly] = await longTitles(suite, 'svod', 1800);
    const [free] = await longTitles(suite, 'free', 1800);
    const newcomer = await member();
    const refused = await suite.app.inject({ url: `/api/v2/catalog/profiles/0.1/${premiumOnly}`, headers: india(newcomer.cookie) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status_code).toBe('SUBSCRIPTION_REQUIRED');

    const { user, cookie } = await member('premium');
    const watching = await startWatching(suite, cookie, premiumOnly);
    // Premium ended mid-film: the account is on MZaalo, the lease still renews
    await suite.database.db.execute(sql`update users set active_user_plan = 'mzaalo' where id = ${user.id}`);
    expect(await watchFor(watching, 3)).toBe(0);
    expect(await balance(cookie)).toBe(0);
    // the same screen on a title the plan plays earns
    const allowed = await startWatching(suite, cookie, free);
    expect(allowed.leaseId).toBe(watching.leaseId);
    expect(await watchFor(allowed, 2)).toBe(2);
    expect((await watchCoins(user.id)).map((entry) => entry.reference)).toEqual([String(free), String(free)]);
  });

  it('holds the daily cap of 120 coins over every title, and pays again the next day', async () => {
    const { cookie } = await member();
    const [first, second] = await longTitles(suite, 'free', 2 * 3600, 2);
    expect(await watchFor(await startWatching(suite, cookie, first), 70)).toBe(70);
    expect(await watchFor(await startWatching(suite, cookie, second), 60)).toBe(50);
    expect(await balance(cookie)).toBe(120);
    const summary = (await suite.app.inject({ url: '/api/v2/secured/rewards', headers: india(cookie) })).json().data;
    expect(summary.rules.find((rule: { action: string }) => rule.action === 'CONTENT_VIEWED')).toMatchObject({
      daily_cap: 120,
      description: expect.stringContaining('You can earn up to 120 coins a day for watching.'),
    });
    // the next day in India
    suite.clock.now += DAY_MS;
    expect(await watchFor(await startWatching(suite, cookie, second), 1)).toBe(1);
    expect(await balance(cookie)).toBe(121);
  });

  it('pays a viewer a coin for each minute that played, counted once however many tabs renew, and not while paused', async () => {
    const { user, cookie } = await member();
    const [title] = await longTitles(suite, 'avod', 1800);
    const watching = await startWatching(suite, cookie, title);
    expect(await watchFor(watching, 5)).toBe(5);
    // paused for two minutes: the heartbeats go on, nothing plays
    expect(await watchFor(watching, 2, 0)).toBe(0);
    // two tabs of this screen renewing at the same moments count the time between once
    let coins = 0;
    for (let beat = 0; beat < 4; beat += 1) {
      suite.clock.now += 30_000;
      const answers = await Promise.all([watching.heartbeat(30), watching.heartbeat(30)]);
      coins += answers.reduce((sum, answer) => sum + (answer.json().coins ?? 0), 0);
    }
    expect(coins).toBe(2);
    // ad breaks take 10 s of every 30: 3 minutes of heartbeats are 2 minutes of the title
    expect(await watchFor(watching, 3, 20)).toBe(2);
    const paid = await watchCoins(user.id);
    expect(paid).toHaveLength(9);
    expect(paid.every((entry) => entry.amount === 1 && entry.reference === String(title))).toBe(true);
  });

  it('counts no more of a title than its length', async () => {
    const { cookie } = await member();
    const [short] = await rowsOf<{ id: number; duration: number }>(sql`
      select c.id, coalesce(c.duration_seconds, m.duration_seconds) as duration
      from contents c join assets a on a.id = c.asset_id join media m on m.id = c.media_id
      where a.access = 'free' and m.kind = 'video' and coalesce(c.duration_seconds, m.duration_seconds) between 150 and 400
      order by c.id limit 1`);
    expect(await watchFor(await startWatching(suite, cookie, short.id), 10)).toBe(Math.floor(short.duration / 60));
  });

  it('counts one title per screen, none on a second screen the plan does not have, and nothing once stopped or lapsed', async () => {
    const { user, cookie } = await member();
    const [first, second] = await longTitles(suite, 'free', 1800, 2);
    const watching = await startWatching(suite, cookie, first);
    expect(await watchFor(watching, 1)).toBe(1);
    // the screen starts another title: the lease now counts that one, from its start
    suite.clock.now += 20_000;
    await startWatching(suite, cookie, second);
    expect(await watchFor(watching, 1)).toBe(1);
    expect((await watchCoins(user.id)).map((entry) => entry.reference)).toEqual([String(first), String(second)]);

    // MZaalo is one screen: a second device of the account gets no lease to count
    const token = randomBytes(24).toString('base64url');
    await suite.database.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 30 * DAY_MS), name: 'TV', kind: 'tv' });
    const other = await suite.app.inject({ url: `/api/v2/catalog/profiles/0.1/${first}`, headers: india(`auth_token=${token}`) });
    expect(other.statusCode).toBe(409);

    await watching.stop();
    suite.clock.now += 30_000;
    expect((await watching.heartbeat(30)).statusCode).toBe(404);
    const again = await startWatching(suite, cookie, first);
    suite.clock.now += 61_000;
    expect((await again.heartbeat(60)).statusCode).toBe(404);
    expect(await balance(cookie)).toBe(2);
  });

  it('lets a screen start another title while its heartbeat counts, neither waiting on the other', async () => {
    const { cookie } = await member();
    const titles = await longTitles(suite, 'free', 1800, 2);
    const watching = await startWatching(suite, cookie, titles[0]);
    for (let beat = 1; beat <= 10; beat += 1) {
      suite.clock.now += 30_000;
      const [renewed, played] = await Promise.all([
        watching.heartbeat(30),
        suite.app.inject({ url: `/api/v2/catalog/profiles/0.1/${titles[beat % 2]}`, headers: india(cookie) }),
      ]);
      expect([renewed.statusCode, played.statusCode]).toEqual([200, 200]);
    }
  });
});
