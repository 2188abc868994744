import { sql, type SQL } from 'drizzle-orm';
import { testDatabases } from '../../../support/databases';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import { freshIp, register, useAccountsApp } from '../auth/helpers';
import { watchMinutes } from './watching';

// The embedded rewards provider (issue 14) through its calls: who may use it, the ledger's
// promises (a replay pays once, the balance never goes negative, the last coupon goes once); the
// coins for watching are in watch-coins.test.ts.

describe.each(testDatabases())('rewards on $name', (engine) => {
  const rowsOf = async (query: SQL) =>
    ((await suite.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const suite = useAccountsApp(engine);
  let n = 0;
  const india = { 'x-country': 'IN', 'cf-ipcountry': 'IN' };
  beforeAll(async () => {
    if ((await rowsOf(sql`select 1 from contents limit 1`)).length === 0) await seedCatalogue(suite.database.db, SMALL_CATALOGUE);
  });

  async function member(): Promise<string> {
    const cookie = await register(suite.app, `member.${(n += 1)}.${Date.now()}@example.com`, 'member passphrase');
    const joined = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-avod',
      headers: { cookie, ...india },
    });
    expect(joined.statusCode).toBe(201);
    return cookie;
  }
  const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...india, 'x-forwarded-for': freshIp() }, payload });
  /** A member whose joining coins are paid: verified at registration, then 3 minutes watched (103 coins). */
  async function qualifiedMember(): Promise<string> {
    const cookie = await member();
    await watchMinutes(suite, cookie, 3);
    expect((await call(cookie, 'GET', '/api/v2/secured/rewards')).json().data.balance).toBe(103);
    return cookie;
  }

  it('answers 401 to a visitor and 403 to a user not on MZaalo, on every call', async () => {
    const basic = await register(suite.app, `basic.${Date.now()}@example.com`, 'basic passphrase');
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/v2/secured/rewards'],
      ['GET', '/api/v2/secured/rewards/history'],
      ['POST', '/api/v2/secured/rewards/check-in'],
      ['POST', '/api/v2/secured/rewards/share', {}],
      ['GET', '/api/v2/secured/rewards/coupons'],
      ['POST', '/api/v2/secured/rewards/redeem', { coupon_id: 'premium-10', idempotency_key: 'k-basic-0001' }],
      ['GET', '/api/v2/secured/rewards/referral'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(undefined, method, url, body)).statusCode, url).toBe(401);
      const refused = await call(basic, method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Rewards are for MZaalo members. Join the free MZaalo plan to earn coins.');
    }
  });

  it('pays the check-in once a day, and the joining coins once the verified member has watched 3 minutes', async () => {
    const cookie = await member();
    const first = await call(cookie, 'POST', '/api/v2/secured/rewards/check-in');
    expect(first.json().data).toEqual({ action: 'CHECKED_IN', coins: 10, balance: 10 });
    // a replayed check-in the same day pays nothing
    expect((await call(cookie, 'POST', '/api/v2/secured/rewards/check-in')).json().data).toBeNull();
    // joining alone pays nothing yet; 3 minutes of watching do
    expect((await call(cookie, 'GET', '/api/v2/secured/rewards')).json().data.balance).toBe(10);
    await watchMinutes(suite, cookie, 2);
    expect((await call(cookie, 'GET', '/api/v2/secured/rewards')).json().data.balance).toBe(12);
    await watchMinutes(suite, cookie, 1);
    const summary = (await call(cookie, 'GET', '/api/v2/secured/rewards')).json().data;
    expect(summary).toMatchObject({ balance: 113, flagged: false });
    expect(summary.rules.map((rule: { action: string }) => rule.action)).toEqual([
      'CHECKED_IN',
      'SIGNED_UP',
      'CONTENT_VIEWED',
      'SHARED',
      'REFERRED',
    ]);
    const history = (await call(cookie, 'GET', '/api/v2/secured/rewards/history?size=1')).json().data;
    expect(history.entries).toEqual([expect.objectContaining({ action: 'SIGNED_UP', amount: 100, balance_after: 113 })]);
    const older = (await call(cookie, 'GET', `/api/v2/secured/rewards/history?size=5&before=${history.next}`)).json().data;
    expect(older.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'CONTENT_VIEWED',
      'CONTENT_VIEWED',
      'CONTENT_VIEWED',
      'CHECKED_IN',
    ]);
    expect(older.next).toBeNull();
  });

  it("keeps the reward day in the account's country, whatever country a call names", async () => {
    const cookie = await member();
    // 20:00 UTC: already tomorrow in India, still today across the United States
    const evening = new Date(suite.clock.now);
    evening.setUTCHours(20, 0, 0, 0);
    const saved = suite.clock.now;
    suite.clock.now = evening.getTime();
    try {
      const checkIn = (country: string) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/v2/secured/rewards/check-in',
          headers: { cookie, 'x-country': country, 'x-forwarded-for': freshIp() },
        });
      expect((await checkIn('IN')).json().data).toMatchObject({ action: 'CHECKED_IN', coins: 10 });
      expect((await checkIn('US')).json().data).toBeNull();
      expect((await checkIn('NZ')).json().data).toBeNull();
    } finally {
      suite.clock.now = saved;
    }
  });

  it('pays shares up to the daily cap', async () => {
    const cookie = await member();
    const coins: unknown[] = [];
    for (let i = 0; i < 4; i += 1)
      coins.push((await call(cookie, 'POST', '/api/v2/secured/rewards/share', { content_id: 1 })).json().data?.coins ?? 0);
    expect(coins).toEqual([5, 5, 5, 0]);
  });

  it('redeems a coupon once per key, refuses it without the coins, and the voucher works at the purchase price', async () => {
    const cookie = await qualifiedMember();
    const redeem = (key: string, coupon = 'premium-10') =>
      call(cookie, 'POST', '/api/v2/secured/rewards/redeem', { coupon_id: coupon, idempotency_key: key });
    const first = await redeem('redeem-key-0001');
    expect(first.statusCode).toBe(200);
    const code = first.json().data.code as string;
    expect(code).toMatch(/^MZ-[0-9A-F]{10}$/);
    // the same key again: the same coupon, spent once
    expect((await redeem('redeem-key-0001')).json().data.code).toBe(code);
    expect((await call(cookie, 'GET', '/api/v2/secured/rewards')).json().data.balance).toBe(3);
    const poor = await redeem('redeem-key-0002');
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toMatchObject({ message: 'You do not have enough coins for this coupon.', status_code: 'NOT_ENOUGH_COINS' });
    const coupons = (await call(cookie, 'GET', '/api/v2/secured/rewards/coupons')).json().data;
    expect(coupons.redeemed).toEqual([
      expect.objectContaining({ code, coupon: expect.objectContaining({ id: 'premium-10', product_ids: [1000003, 1000001, 1000014] }) }),
    ]);
    const voucher = (await rowsOf(sql`select kind, value, max_uses from vouchers where code = ${code}`))[0];
    expect(voucher).toEqual({ kind: 'percent', value: 10, max_uses: 1 });
  });

  it('issues the last coupon in stock to exactly one of 50 parallel redemptions', async () => {
    await suite.database.db.execute(
      sql`insert into reward_coupons (id, title, description, cost, kind, partner, stock) values ('last-one', 'Last one', 'One left', 10, 'partner', 'demo', 1) on conflict (id) do update set stock = 1`,
    );
    const cookies = await Promise.all(Array.from({ length: 5 }, () => member()));
    // the day's check-in pays each the coupon's 10 coins
    for (const cookie of cookies) expect((await call(cookie, 'POST', '/api/v2/secured/rewards/check-in')).statusCode).toBe(200);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(cookies[i % 5], 'POST', '/api/v2/secured/rewards/redeem', { coupon_id: 'last-one', idempotency_key: `last-one-${i}-attempt` }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const [{ stock }] = (await rowsOf(sql`select stock from reward_coupons where id = 'last-one'`)) as Array<{
      stock: number;
    }>;
    expect(stock).toBe(0);
  });

  it('keeps every balance equal to the sum of its entries, and never negative', async () => {
    const rows = (await rowsOf(
      sql`select b.user_id, b.balance, coalesce(sum(e.amount), 0)::int as total, min(e.balance_after) as lowest from reward_balances b left join reward_entries e on e.user_id = b.user_id group by b.user_id, b.balance`,
    )) as Array<{ balance: number; total: number; lowest: number | null }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.balance).toBe(row.total);
      expect(row.lowest ?? 0).toBeGreaterThanOrEqual(0);
    }
    await expect(suite.database.db.execute(sql`update reward_balances set balance = -1`)).rejects.toThrow();
  });

  it('flags the accounts one device checks in beyond the daily limit, and stops their earning', async () => {
    const device = `shared-device-${Date.now()}`;
    const cookies = await Promise.all(Array.from({ length: 4 }, () => member()));
    const earned: unknown[] = [];
    for (const cookie of cookies)
      earned.push(
        (
          await suite.app.inject({
            method: 'POST',
            url: '/api/v2/secured/rewards/check-in',
            headers: { cookie, ...india, 'x-device-id': device },
          })
        ).json().data,
      );
    expect(earned.slice(0, 3).every((entry) => entry !== null)).toBe(true);
    expect(earned[3]).toBeNull();
    const summary = (await call(cookies[0], 'GET', '/api/v2/secured/rewards')).json().data;
    expect(summary.flagged).toBe(true);
    expect((await call(cookies[0], 'POST', '/api/v2/secured/rewards/share', {})).json().data).toBeNull();
  });

  it('has the ledger calls in the OpenAPI document', async () => {
    const paths = Object.keys((await suite.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v2/secured/rewards', '/api/v2/secured/rewards/redeem', '/api/v2/secured/rewards/referral/claim']),
    );
  });
});
