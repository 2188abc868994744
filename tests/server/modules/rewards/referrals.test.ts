import { sql, type SQL } from 'drizzle-orm';
import { testDatabases } from '../../../support/databases';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import { freshIp, lastCode, post, register, useAccountsApp, cookieHeader } from '../auth/helpers';
import { hashToken } from '@/server/platform/tokens';
import { watchMinutes } from './watching';

// Referrals that cannot be farmed (issue 46): the joining and referral coins wait until the new
// account has verified its e-mail or mobile with a code and watched 3 minutes; no pair of accounts
// pays both ways; a referrer is paid for at most 10 friends a month.

describe.each(testDatabases())('referrals on $name', (engine) => {
  const rowsOf = async (query: SQL) =>
    ((await suite.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const suite = useAccountsApp(engine);
  let n = 0;
  const india = { 'cf-ipcountry': 'IN' };
  beforeAll(async () => {
    if ((await rowsOf(sql`select 1 from contents limit 1`)).length === 0) await seedCatalogue(suite.database.db, SMALL_CATALOGUE);
  });

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    suite.app.inject({ method, url, headers: { cookie, ...india, 'x-forwarded-for': freshIp(), ...headers }, payload });
  const join = async (cookie: string) =>
    expect((await call(cookie, 'POST', '/api/v1/payments/subscription/create-avod')).statusCode).toBe(201);
  /** A new MZaalo member, its e-mail verified with the registration code. */
  async function member(): Promise<string> {
    const cookie = await register(suite.app, `referral.${(n += 1)}.${Date.now()}@example.com`, 'member passphrase');
    await join(cookie);
    return cookie;
  }
  const codeOf = async (cookie: string) => (await call(cookie, 'GET', '/api/v2/secured/rewards/referral')).json().data.code as string;
  const claim = async (cookie: string, code: string, headers: Record<string, string> = {}) =>
    (await call(cookie, 'POST', '/api/v2/secured/rewards/referral/claim', { code }, headers)).json().data.recorded as boolean;
  const entries = async (cookie: string, action: string) =>
    (
      (await call(cookie, 'GET', '/api/v2/secured/rewards/history?size=50')).json().data.entries as Array<{
        action: string;
        amount: number;
      }>
    )
      .filter((entry) => entry.action === action)
      .map((entry) => entry.amount);
  const balance = async (cookie: string) => (await call(cookie, 'GET', '/api/v2/secured/rewards')).json().data.balance as number;

  it('pays one way only when two accounts claim each other’s codes, even at the same moment', async () => {
    const [a, b] = [await member(), await member()];
    expect(await claim(a, await codeOf(b))).toBe(true);
    expect(await claim(b, await codeOf(a))).toBe(false);
    await watchMinutes(suite, a, 3);
    await watchMinutes(suite, b, 3);
    expect(await entries(b, 'REFERRED')).toEqual([200]);
    expect(await entries(a, 'REFERRED')).toEqual([]);
    // both joined: each has its own joining coins and minutes
    expect(await balance(a)).toBe(103);
    expect(await balance(b)).toBe(303);

    // two claims of each other at once: the database keeps one
    const [c, d] = [await member(), await member()];
    const [codeC, codeD] = [await codeOf(c), await codeOf(d)];
    const recorded = await Promise.all([claim(c, codeD), claim(d, codeC)]);
    expect(recorded.filter(Boolean)).toHaveLength(1);
  });

  it('waits for a verified e-mail and 3 minutes of watching before the joining and referral coins', async () => {
    const referrer = await member();
    const code = await codeOf(referrer);
    // a throwaway account: registered without its code, so its e-mail is not verified
    const email = `throwaway.${Date.now()}@example.com`;
    const ip = { 'x-forwarded-for': freshIp() };
    await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
    const created = await post(suite.app, '/api/v1/auth/users/set_password', { email, password: 'throwaway passphrase' }, ip);
    const friend = cookieHeader(created);
    await join(friend);
    expect(await claim(friend, code)).toBe(true);
    await watchMinutes(suite, friend, 4);
    expect(await balance(friend)).toBe(4);
    expect(await entries(referrer, 'REFERRED')).toEqual([]);

    // verified with a code, the next minute watched pays both
    await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'verification' }, ip);
    const verified = await post(
      suite.app,
      '/api/v1/auth/otp/verify',
      { email, otp: await lastCode(suite.app, email), type: 'verification' },
      ip,
    );
    expect(verified.json().message).toBe('Verification successfully.');
    await watchMinutes(suite, friend, 1);
    expect(await entries(friend, 'SIGNED_UP')).toEqual([100]);
    expect(await entries(referrer, 'REFERRED')).toEqual([200]);
    // and once only
    await watchMinutes(suite, friend, 1);
    expect(await entries(referrer, 'REFERRED')).toEqual([200]);
    expect(await balance(friend)).toBe(106);
  });

  it('pays a referrer for at most 10 friends a month, and again the next month', async () => {
    const referrer = await member();
    const code = await codeOf(referrer);
    const friends: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const friend = await member();
      expect(await claim(friend, code)).toBe(true);
      friends.push(friend);
    }
    for (const friend of friends) await watchMinutes(suite, friend, 3);
    expect(await entries(referrer, 'REFERRED')).toHaveLength(10);
    // the friend over the cap still has its own joining coins
    expect(await entries(friends[10], 'SIGNED_UP')).toEqual([100]);

    const saved = suite.clock.now;
    suite.clock.now += 32 * 24 * 3600 * 1000;
    try {
      const nextMonth = await member();
      expect(await claim(nextMonth, code)).toBe(true);
      await watchMinutes(suite, nextMonth, 3);
      expect(await entries(referrer, 'REFERRED')).toHaveLength(11);
    } finally {
      suite.clock.now = saved;
    }
  });

  it('records nothing for one’s own code, a device the referrer signs in on, or an account that has watched', async () => {
    const referrer = await member();
    const code = await codeOf(referrer);
    expect(await claim(referrer, code)).toBe(false);
    const device = `referrer-device-${Date.now()}`;
    await suite.database.db.execute(
      sql`insert into known_devices (user_id, device_hash) select user_id, ${hashToken(device)} from reward_referral_codes where code = ${code}`,
    );
    expect(await claim(await member(), code, { 'x-device-id': device })).toBe(false);
    // a member who has already watched joined before the link
    const earlier = await member();
    await watchMinutes(suite, earlier, 1);
    expect(await claim(earlier, code)).toBe(false);
  });
});
