import { SignJWT } from 'jose';
import type { Database } from '@/server/platform/db';
import { testDatabases } from '../../../support/databases';
import { buildAccountsApp, cookieHeader, freshIp, register, type AccountsApp } from './helpers';

// Partner single sign-on (spec 000 §1, §4, §7): the seeded partners SAMG and hcl.

const SECRETS = { SAMG: 'samg-test-secret-0123456789', hcl: 'hcl-test-secret-0123456789' };

function partnerToken(
  partner: keyof typeof SECRETS,
  claims: Record<string, unknown>,
  options: { secret?: string; exp?: number | string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(partner)
    .setAudience('chalchitra')
    .setExpirationTime(options.exp ?? '5m')
    .sign(new TextEncoder().encode(options.secret ?? SECRETS[partner]));
}

describe.each(testDatabases())('partner sign-in on $name', (engine) => {
  let database: Database;
  let accounts: AccountsApp;
  beforeAll(async () => {
    database = await engine.open();
    accounts = await buildAccountsApp(database, { PARTNER_SECRETS: `SAMG:${SECRETS.SAMG},hcl:${SECRETS.hcl}` });
  });
  afterAll(async () => {
    await accounts?.close();
    await engine.close(database);
  });

  const partnerLogin = (code: string, body: object) =>
    accounts.app.inject({
      method: 'POST',
      url: '/api/v1/partner/get_user_details',
      headers: { 'x-partner-code': code, 'x-forwarded-for': freshIp() },
      payload: body,
    });

  it('signs in a SAMG user with sso_token, the same account next time', async () => {
    const first = await partnerLogin('SAMG', { sso_token: await partnerToken('SAMG', { sub: 'samsung-42', name: 'Sunil Kumar' }) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ firstname: 'Sunil', lastname: 'Kumar' });
    const profile = await accounts.app.inject({
      method: 'GET',
      url: '/api/v2/secured/user/profile',
      headers: { cookie: cookieHeader(first) },
    });
    expect(profile.statusCode).toBe(200);
    const again = await partnerLogin('SAMG', { partner_token: await partnerToken('SAMG', { sub: 'samsung-42' }) });
    expect(again.json().data.user.uuid).toBe(first.json().data.user.uuid);
  });

  it.each([
    ['an unknown partner', 'ACME', () => partnerToken('SAMG', { sub: 'x' })],
    ['a token signed with another secret', 'SAMG', () => partnerToken('SAMG', { sub: 'x' }, { secret: 'not-the-secret-0123456789' })],
    ["another partner's token", 'SAMG', () => partnerToken('hcl', { sub: 'x', email: 'x@hcl.com' })],
    ['an expired token', 'SAMG', () => partnerToken('SAMG', { sub: 'x' }, { exp: Math.floor(Date.now() / 1000) - 120 })],
    ['an hcl e-mail outside its domain', 'hcl', () => partnerToken('hcl', { sub: 'h-1', email: 'ravi@gmail.com' })],
  ])("answers 'Partner login failed!' for %s", async (_name, code, make) => {
    const response = await partnerLogin(code, { token: await make() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Partner login failed!', status_code: 'PARTNER_LOGIN_FAILED' });
  });

  it('lets the corporate partner sign in its own domain, joining an existing account', async () => {
    await register(accounts.app, 'ravi@hcl.com', 'ravi password');
    const response = await partnerLogin('hcl', { token: await partnerToken('hcl', { sub: 'hcl-7', email: 'ravi@hcl.com' }) });
    expect(response.json().data.user.email).toBe('ravi@hcl.com');
  });
});
