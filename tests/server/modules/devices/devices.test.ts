import { sql } from 'drizzle-orm';
import { testDatabases } from '../../../support/databases';
import { freshIp, lastCode, post, register, useAccountsApp } from '../auth/helpers';
import { AUTHORIZATIONS_PER_IP, CODE_ENTRIES_PER_USER } from '@/server/modules/devices/devices.service';

// TV activation on RFC 8628 (issue 15) through its calls: every answer of the token endpoint, the
// user code's life, code entry limits, and the device list whose sign-out ends a device's calls.

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

describe.each(testDatabases())('TV activation on $name', (engine) => {
  const suite = useAccountsApp(engine);
  let n = 0;
  const user = async () => register(suite.app, `viewer.${(n += 1)}.${Date.now()}@example.com`, 'tv passphrase');

  const authorize = async (body: Record<string, string> = { device_name: 'Living room TV' }) => {
    const response = await post(suite.app, '/api/v2/device/authorize', body, { 'x-forwarded-for': freshIp() });
    expect(response.statusCode).toBe(200);
    return response.json<{ device_code: string; user_code: string; verification_uri_complete: string; interval: number }>();
  };
  const poll = (deviceCode: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/v2/device/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: GRANT, device_code: deviceCode }).toString(),
    });
  const asUser = (cookie: string, url: string, payload?: object, ip = freshIp()) =>
    suite.app.inject({ method: 'POST', url, headers: { cookie, 'x-forwarded-for': ip }, payload });

  it('answers the device with codes a person can type, then every RFC 8628 answer in turn', async () => {
    const codes = await authorize();
    expect(codes.user_code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(codes).toMatchObject({ expires_in: 600, interval: 5, verification_uri: 'http://localhost:3000/activate' });
    expect(codes.verification_uri_complete).toBe(`http://localhost:3000/activate?code=${codes.user_code}`);

    const first = await poll(codes.device_code);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ error: 'authorization_pending' });
    // polled again before the interval: slow down, and the interval grows by 5 s
    expect((await poll(codes.device_code)).json()).toMatchObject({
      error: 'slow_down',
      error_description: 'Poll at most every 10 seconds.',
    });
    suite.clock.now += 10_000;
    expect((await poll(codes.device_code)).json()).toMatchObject({ error: 'authorization_pending' });

    const cookie = await user();
    // typed in lower case without the dash, the code still names the TV
    const typed = codes.user_code.replace('-', '').toLowerCase();
    const lookup = await asUser(cookie, '/api/v2/secured/device/lookup', { user_code: typed });
    expect(lookup.json().data).toEqual({ user_code: codes.user_code, device_name: 'Living room TV', device_kind: 'tv' });
    const approved = await asUser(cookie, '/api/v2/secured/device/approve', { user_code: codes.user_code });
    expect(approved.json().message).toBe('Living room TV can now use your account.');

    suite.clock.now += 10_000;
    const granted = await poll(codes.device_code);
    expect(granted.statusCode).toBe(200);
    const token = granted.json<{ access_token: string; token_type: string }>();
    expect(token.token_type).toBe('Bearer');
    // the device session is the account's: the profile answers with the Bearer token alone
    const profile = await suite.app.inject({
      method: 'GET',
      url: '/api/v2/secured/user/profile',
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    // hashed at rest: the token itself is nowhere in the sessions table
    const stored = await suite.database.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${token.access_token}`);
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);

    // the device code is spent, and so is the user code
    expect((await poll(codes.device_code)).json()).toMatchObject({ error: 'invalid_grant' });
    const reused = await asUser(cookie, '/api/v2/secured/device/approve', { user_code: codes.user_code });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This code has already been used. Start again on your TV to get a new code.');
  });

  it('answers access_denied after a refusal, and expired_token once ten minutes pass', async () => {
    const cookie = await user();
    const refused = await authorize();
    expect((await asUser(cookie, '/api/v2/secured/device/deny', { user_code: refused.user_code })).json().message).toBe(
      'Living room TV was not allowed.',
    );
    expect((await poll(refused.device_code)).json()).toMatchObject({ error: 'access_denied' });

    const late = await authorize();
    suite.clock.now += 601_000;
    expect((await poll(late.device_code)).json()).toMatchObject({ error: 'expired_token' });
    const entered = await asUser(cookie, '/api/v2/secured/device/lookup', { user_code: late.user_code });
    expect(entered.statusCode).toBe(409);
    expect(entered.json().message).toBe('This code has expired. Start again on your TV to get a new code.');
    suite.clock.now -= 601_000;
  });

  it('tells a wrong or malformed code apart, refuses visitors, and stops guessing at the limit', async () => {
    const cookie = await user();
    const ip = freshIp();
    expect(
      (await suite.app.inject({ method: 'POST', url: '/api/v2/secured/device/lookup', payload: { user_code: 'ABCD-EFGH' } })).statusCode,
    ).toBe(401);
    const malformed = await asUser(cookie, '/api/v2/secured/device/lookup', { user_code: 'OO11-IILL' }, ip);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Enter the 8-character code shown on your TV.');
    const statuses: number[] = [];
    for (let i = 1; i < CODE_ENTRIES_PER_USER + 2; i += 1)
      statuses.push((await asUser(cookie, '/api/v2/secured/device/lookup', { user_code: 'ZZZZ-ZZZ2' }, ip)).statusCode);
    expect(statuses.slice(0, CODE_ENTRIES_PER_USER - 1).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(CODE_ENTRIES_PER_USER - 1)).toEqual([429, 429]);
    // the limit holds even for a right code now
    const codes = await authorize();
    expect((await asUser(cookie, '/api/v2/secured/device/approve', { user_code: codes.user_code }, ip)).statusCode).toBe(429);
  });

  it('lists the browsers and devices; signing a device out ends its calls with 401', async () => {
    const cookie = await user();
    const codes = await authorize({ device_name: 'Bedroom TV', device_kind: 'appletv' });
    await asUser(cookie, '/api/v2/secured/device/approve', { user_code: codes.user_code });
    const { access_token: tvToken } = (await poll(codes.device_code)).json<{ access_token: string }>();
    const tv = { authorization: `Bearer ${tvToken}` };

    const list = await suite.app.inject({
      method: 'GET',
      url: '/api/v2/secured/user/sessions',
      headers: { cookie, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36' },
    });
    const devices = list.json<{ data: Array<{ id: string; name: string; kind: string; current: boolean }> }>().data;
    expect(devices.map(({ name, kind, current }) => ({ name, kind, current }))).toEqual(
      expect.arrayContaining([
        { name: 'Bedroom TV', kind: 'appletv', current: false },
        { name: expect.any(String), kind: 'web', current: true },
      ]),
    );
    const tvSession = devices.find((device) => device.kind === 'appletv')!;
    const signedOut = await suite.app.inject({
      method: 'DELETE',
      url: `/api/v2/secured/user/sessions/${tvSession.id}`,
      headers: { cookie },
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/profile', headers: tv })).statusCode).toBe(401);

    // sign out of all other devices: a second TV ends, this browser stays
    const second = await authorize();
    await asUser(cookie, '/api/v2/secured/device/approve', { user_code: second.user_code });
    const { access_token: secondToken } = (await poll(second.device_code)).json<{ access_token: string }>();
    const others = await asUser(cookie, '/api/v2/secured/user/sessions/sign-out-others');
    expect(others.json().message).toBe('Signed out of 1 other device.');
    const headers = { authorization: `Bearer ${secondToken}` };
    expect((await suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/profile', headers })).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/profile', headers: { cookie } })).statusCode).toBe(200);
  });

  it('ends every device session when the password is reset', async () => {
    const email = `reset.${Date.now()}@example.com`;
    const cookie = await register(suite.app, email, 'tv passphrase');
    const codes = await authorize();
    await asUser(cookie, '/api/v2/secured/device/approve', { user_code: codes.user_code });
    const { access_token: tvToken } = (await poll(codes.device_code)).json<{ access_token: string }>();
    const ip = { 'x-forwarded-for': freshIp() };
    await post(suite.app, '/api/v1/auth/users/forgot_password', { email }, ip);
    const reset = await post(
      suite.app,
      '/api/v1/auth/users/reset_password',
      { email, otp: await lastCode(suite.app, email), password: 'new tv passphrase' },
      ip,
    );
    expect(reset.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${tvToken}` };
    expect((await suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/profile', headers })).statusCode).toBe(401);
  });

  it('ends every device session when the account is deleted', async () => {
    const cookie = await user();
    const codes = await authorize();
    await asUser(cookie, '/api/v2/secured/device/approve', { user_code: codes.user_code });
    const { access_token: tvToken } = (await poll(codes.device_code)).json<{ access_token: string }>();
    const deleted = await suite.app.inject({ method: 'DELETE', url: '/api/v2/secured/user/account', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${tvToken}` };
    expect((await suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/profile', headers })).statusCode).toBe(401);
  });

  it('limits code requests per address, saying when to ask again', async () => {
    const ip = '203.0.113.77';
    const ask = (from: string) =>
      post(suite.app, '/api/v2/device/authorize', { device_name: 'Living room TV' }, { 'x-forwarded-for': from });
    const statuses: number[] = [];
    for (let i = 0; i < AUTHORIZATIONS_PER_IP; i += 1) statuses.push((await ask(ip)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await ask(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(`Too many attempts. Please try again in ${refused.headers['retry-after']} seconds.`);
    // another address is not held by it
    expect((await ask('203.0.113.78')).statusCode).toBe(200);
  });

  it('has the device calls in the OpenAPI document', async () => {
    const paths = Object.keys((await suite.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/device/authorize',
        '/api/v2/device/token',
        '/api/v2/secured/device/approve',
        '/api/v2/secured/user/sessions',
      ]),
    );
  });
});
