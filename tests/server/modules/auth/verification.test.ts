import { sql } from 'drizzle-orm';
import { testDatabases } from '../../../support/databases';
import { buildAccountsApp, cookieHeader, freshIp, lastCode, outboxFor, post, register, useAccountsApp } from './helpers';

// Unverified accounts and the login dialog's Verify action (spec 000 §4 "Login dialog", §8
// "Verification success"): a registration completed without its code leaves the account
// unverified; users/verify answers is_verified false; a 'verification' code (6 digits, stored
// hashed, 10 minutes, 5 tries, resend after 30 s) confirms it with 'Verification successfully.'.

describe.each(testDatabases())('account verification on $name', (engine) => {
  const suite = useAccountsApp(engine);

  const profile = (cookie: string) => suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/profile', headers: { cookie } });
  const wrongOf = (code: string) => (code === '123456' ? '654321' : '123456');

  /** A registration completed without its code: the account exists, signed in, unverified. */
  async function registerUnverified(identifier: Record<string, string>, password: string, ip: Record<string, string>) {
    await post(suite.app, '/api/v1/auth/otp/resend', { ...identifier, type: 'registration' }, ip);
    const response = await post(suite.app, '/api/v1/auth/users/set_password', { ...identifier, password }, ip);
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('leaves an account registered without its code unverified, offers Verify, and verifies it with the code (resend after 30 s)', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const email = 'Meera.Iyer@example.com';
    const created = await registerUnverified({ email }, 'unverified passphrase', ip);
    expect(created.json().data.user).toMatchObject({ email, is_email_verified: false });
    // the registration code went unused and is gone with the registration
    expect((await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: '000000', type: 'registration' }, ip)).json().status_code).toBe(
      'OTP_EXPIRED',
    );

    // the dialog learns the account is unverified; the password still signs it in
    expect((await post(suite.app, '/api/v1/auth/users/verify', { email }, ip)).json().data).toEqual({
      user_status: 'U001',
      is_verified: false,
    });
    const login = await post(suite.app, '/api/v1/auth/users/login', { email, password: 'unverified passphrase' }, ip);
    expect(login.statusCode).toBe(200);
    expect((await profile(cookieHeader(login))).json().data.is_email_verified).toBe(false);

    // Verify: a code by e-mail, stored only as its hash
    const sent = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'verification' }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ resend_after: 30, expires_in: 600 });
    const tooSoon = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'verification' }, ip);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    const outbox = (await suite.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().data;
    expect(outbox[0]).toMatchObject({ channel: 'email', subject: 'Verify your Chalchitra account' });
    const code = await lastCode(suite.app, email);
    const stored = await suite.database.db.execute(
      sql`select code_hash from one_time_codes where purpose = 'verification' and identifier = ${`e:${email.toLowerCase()}`}`,
    );
    const [row] = (stored as unknown as { rows: Array<{ code_hash: string }> }).rows;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);

    const wrong = await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: wrongOf(code), type: 'verification' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'The code is not valid.', status_code: 'OTP_INVALID' });
    expect((await post(suite.app, '/api/v1/auth/users/verify', { email }, ip)).json().data.is_verified).toBe(false);

    const right = await post(suite.app, '/api/v1/auth/otp/verify', { email: email.toUpperCase(), otp: code, type: 'verification' }, ip);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ status: 'success', message: 'Verification successfully.' });

    // verified now: the dialog offers no Verify, the profile says so, and the code is spent
    expect((await post(suite.app, '/api/v1/auth/users/verify', { email }, ip)).json().data).toEqual({
      user_status: 'U001',
      is_verified: true,
    });
    expect((await profile(cookieHeader(login))).json().data.is_email_verified).toBe(true);
    const again = await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: code, type: 'verification' }, ip);
    expect(again.json()).toMatchObject({ status_code: 'OTP_EXPIRED' });
    // asking again answers the same, but no code goes to a verified account
    const messages = (await outboxFor(suite.app, email)).length;
    expect((await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'verification' }, ip)).statusCode).toBe(200);
    expect(await outboxFor(suite.app, email)).toHaveLength(messages);
    expect((await post(suite.app, '/api/v1/auth/users/login', { email, password: 'unverified passphrase' }, ip)).statusCode).toBe(200);
  });

  it('verifies a mobile account by SMS', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const mobile = { mobile: '9812345670', calling_code: '+91' };
    const created = await registerUnverified(mobile, 'mobile passphrase', ip);
    expect(created.json().data.user).toMatchObject({ mobile: '9812345670', is_mobile_verified: false });
    expect((await post(suite.app, '/api/v1/auth/users/verify', mobile, ip)).json().data).toEqual({
      user_status: 'U001',
      is_verified: false,
    });

    await post(suite.app, '/api/v1/auth/otp/resend', { ...mobile, type: 'verification' }, ip);
    const outbox = (await suite.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B919812345670' })).json().data;
    expect(outbox[0]).toMatchObject({ channel: 'sms', to: '+919812345670' });
    const right = await post(
      suite.app,
      '/api/v1/auth/otp/verify',
      { ...mobile, otp: await lastCode(suite.app, '+919812345670'), type: 'verification' },
      ip,
    );
    expect(right.json().message).toBe('Verification successfully.');
    expect((await post(suite.app, '/api/v1/auth/users/verify', mobile, ip)).json().data.is_verified).toBe(true);
  });

  it('locks a verification code after 5 wrong tries; a resend 30 s later gives one that expires after 10 minutes', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const email = 'slow.verifier@example.com';
    // straight to set_password (every code call counts against the per-identifier limit)
    expect((await post(suite.app, '/api/v1/auth/users/set_password', { email, password: 'slow passphrase' }, ip)).statusCode).toBe(200);
    await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'verification' }, ip);
    const code = await lastCode(suite.app, email);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: wrongOf(code), type: 'verification' }, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: code, type: 'verification' }, ip);
    expect(locked.json()).toMatchObject({ message: 'Too many wrong codes. Please request a new one.', status_code: 'OTP_LOCKED' });

    suite.clock.now += 31_000;
    try {
      expect((await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'verification' }, ip)).statusCode).toBe(200);
      const fresh = await lastCode(suite.app, email);
      suite.clock.now += 601_000;
      const late = await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: fresh, type: 'verification' }, ip);
      expect(late.json()).toMatchObject({ message: 'The code has expired. Please request a new one.', status_code: 'OTP_EXPIRED' });
      expect((await post(suite.app, '/api/v1/auth/users/verify', { email }, ip)).json().data.is_verified).toBe(false);
    } finally {
      suite.clock.now -= 632_000;
    }
  });

  it('sends no verification code to an unknown or already verified account, and answers as if it had', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const email = 'already.verified@example.com';
    await register(suite.app, email, 'verified passphrase');
    const before = (await outboxFor(suite.app, email)).length;
    const unknown = await post(suite.app, '/api/v1/auth/otp/resend', { email: 'nobody.verifies@example.com', type: 'verification' }, ip);
    const verified = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'verification' }, ip);
    expect(unknown.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    expect(await outboxFor(suite.app, 'nobody.verifies@example.com')).toEqual([]);
    expect(await outboxFor(suite.app, email)).toHaveLength(before);
  });

  it('verifies the account when a password reset code reaches it', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const email = 'forgetful.unverified@example.com';
    await registerUnverified({ email }, 'first passphrase', ip);
    expect((await post(suite.app, '/api/v1/auth/users/forgot_password', { email }, ip)).statusCode).toBe(200);
    const reset = await post(
      suite.app,
      '/api/v1/auth/users/reset_password',
      { email, otp: await lastCode(suite.app, email), password: 'second passphrase' },
      ip,
    );
    expect(reset.statusCode).toBe(200);
    expect((await post(suite.app, '/api/v1/auth/users/verify', { email }, ip)).json().data).toEqual({
      user_status: 'U001',
      is_verified: true,
    });
  });

  it('refuses a registration without its code when the bot check fails', async () => {
    const guarded = await buildAccountsApp(suite.database, { BOT_CHECK: 'pow', BOT_CHECK_POW_BITS: '8' });
    try {
      const email = 'no.code.bot@example.com';
      const response = await post(
        guarded.app,
        '/api/v1/auth/users/set_password',
        { email, password: 'bot passphrase' },
        { 'x-forwarded-for': freshIp() },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('reCAPTCHA verification failed. Please try again.');
      // no account was made
      expect(
        (await post(suite.app, '/api/v1/auth/users/verify', { email }, { 'x-forwarded-for': freshIp() })).json().data.user_status,
      ).toBe('U002');
    } finally {
      await guarded.close();
    }
  });
});
