import { sql } from 'drizzle-orm';
import { testDatabases } from '../../../support/databases';
import { cookieHeader, freshIp, lastCode, outboxFor, post, register, useAccountsApp } from './helpers';

// Registration, sign-in, codes, recovery, logout and deletion (spec 000 §4, §7, §8, §9; issue 3).

describe.each(testDatabases())('accounts on $name', (engine) => {
  const suite = useAccountsApp(engine);

  const profile = (cookie: string) => suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/profile', headers: { cookie } });

  it('registers an e-mail account with the code from the outbox and signs it in', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const email = 'Asha.Rao@example.com';
    expect((await post(suite.app, '/api/v1/auth/users/verify', { email }, ip)).json().data).toEqual({
      user_status: 'U002',
      is_verified: false,
    });

    const sent = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ resend_after: 30, expires_in: 600 });
    const code = await lastCode(suite.app, email);

    const wrong = await post(
      suite.app,
      '/api/v1/auth/otp/verify',
      { email, otp: code === '000000' ? '111111' : '000000', type: 'registration' },
      ip,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'The code is not valid.', status_code: 'OTP_INVALID' });
    const right = await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: code, type: 'registration' }, ip);
    expect(right.json()).toMatchObject({ status: 'success', message: 'Verification successfully.' });

    const short = await post(suite.app, '/api/v1/auth/users/set_password', { email, otp: code, password: 'short' }, ip);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password should be minimum 8 characters');
    const empty = await post(suite.app, '/api/v1/auth/users/set_password', { email, otp: code, password: '' }, ip);
    expect(empty.json().message).toBe('Password is empty');

    const passphrase = 'a long passphrase with many words in it, '.repeat(10);
    const done = await post(
      suite.app,
      '/api/v1/auth/users/set_password',
      { email, otp: code, password: passphrase, firstname: 'Asha' },
      ip,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user).toMatchObject({ email, firstname: 'Asha', is_email_verified: true, activeUserPlan: 'basic' });
    const auth = done.cookies.find((cookie) => cookie.name === 'auth_token')!;
    expect(auth).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(auth.expires!.getTime()).toBe(done.json().data.auth_token_expiry * 1000);
    expect(done.cookies.find((cookie) => cookie.name === 'plan')).toMatchObject({ value: 'basic' });
    expect(done.cookies.find((cookie) => cookie.name === 'plan')?.httpOnly).toBeFalsy();

    expect((await profile(cookieHeader(done))).json().data).toMatchObject({ email, name: 'Asha' });
    // the code is spent, the e-mail is now an existing, verified account
    expect((await post(suite.app, '/api/v1/auth/users/verify', { email: 'asha.rao@EXAMPLE.com' }, ip)).json().data).toEqual({
      user_status: 'U001',
      is_verified: true,
    });
    // a sign-up code for a taken e-mail: the same answer, and the owner gets a notice instead of a code
    const again = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
    expect(again.statusCode).toBe(200);
    expect((await outboxFor(suite.app, email))[0]).toMatchObject({ subject: 'You already have a Chalchitra account' });
  });

  it('registers a mobile number with its calling code; the code goes out by SMS', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const mobile = { mobile: '9876543210', calling_code: '+91' };
    expect((await post(suite.app, '/api/v1/auth/users/verify', mobile, ip)).json().data.user_status).toBe('U002');
    await post(suite.app, '/api/v1/auth/otp/resend', { ...mobile, type: 'registration' }, ip);
    const outbox = (await suite.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B919876543210' })).json().data;
    expect(outbox[0]).toMatchObject({ channel: 'sms', to: '+919876543210' });
    const done = await post(
      suite.app,
      '/api/v1/auth/users/set_password',
      { ...mobile, otp: await lastCode(suite.app, '+919876543210'), password: 'mobile-pass-1' },
      ip,
    );
    expect(done.json().data.user).toMatchObject({ mobile: '9876543210', calling_code: '+91', is_mobile_verified: true });
    const login = await post(suite.app, '/api/v1/auth/users/login', { ...mobile, password: 'mobile-pass-1' }, ip);
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email is not valid.'],
    [{ mobile: '123' }, 'Mobile number is not valid.'],
    [{ mobile: '1234567890123' }, 'Mobile number is not valid.'],
    [{}, 'Username is empty'],
  ])('answers the spec message for a bad identifier %j', async (body, message) => {
    const response = await post(suite.app, '/api/v1/auth/users/verify', body, { 'x-forwarded-for': freshIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("signs in, answers 'Invalid password' with E006, and logs out so the old cookie gets 401", async () => {
    await register(suite.app, 'login@example.com', 'correct horse');
    const ip = { 'x-forwarded-for': freshIp() };
    const wrong = await post(suite.app, '/api/v1/auth/users/login', { email: 'login@example.com', password: 'wrong horse' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'error', message: 'Invalid password', status_code: 'E006' });
    const unknown = await post(suite.app, '/api/v1/auth/users/login', { email: 'nobody@example.com', password: 'whatever1' }, ip);
    expect(unknown.statusCode).toBe(404);

    const login = await post(suite.app, '/api/v1/auth/users/login', { email: 'login@example.com', password: 'correct horse' }, ip);
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);
    expect((await profile(cookie)).statusCode).toBe(200);

    const logout = await suite.app.inject({ method: 'POST', url: '/api/v1/auth/users/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'auth_token')?.value).toBe('');
    expect(logout.cookies.find((c) => c.name === 'plan')?.value).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('expires a code after 10 minutes', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const email = 'late@example.com';
    await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
    const code = await lastCode(suite.app, email);
    suite.clock.now += 601_000;
    try {
      const response = await post(suite.app, '/api/v1/auth/users/set_password', { email, otp: code, password: 'password123' }, ip);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The code has expired. Please request a new one.', status_code: 'OTP_EXPIRED' });
    } finally {
      suite.clock.now -= 601_000;
    }
  });

  it('locks a code after 5 wrong tries, and a resend waits 30 s', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const email = 'guesser@example.com';
    await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
    const code = await lastCode(suite.app, email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: wrongCode, type: 'registration' }, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: code, type: 'registration' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status_code).toBe('OTP_LOCKED');
    // the lock lasts as long as the code (10 minutes): Retry-After says when it lifts
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(600);

    const tooSoon = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    suite.clock.now += 31_000;
    try {
      expect((await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip)).statusCode).toBe(200);
      const fresh = await lastCode(suite.app, email);
      expect((await post(suite.app, '/api/v1/auth/otp/verify', { email, otp: fresh, type: 'registration' }, ip)).statusCode).toBe(200);
    } finally {
      suite.clock.now -= 31_000;
    }
  });

  it('resets a forgotten password: other sessions end, the new password signs in', async () => {
    const email = 'forgetful@example.com';
    const oldCookie = await register(suite.app, email, 'first password');
    const ip = { 'x-forwarded-for': freshIp() };
    // an unknown e-mail gets the same answer, and nothing is sent
    expect((await post(suite.app, '/api/v1/auth/users/forgot_password', { email: 'stranger@example.com' }, ip)).statusCode).toBe(200);
    expect(await outboxFor(suite.app, 'stranger@example.com')).toEqual([]);
    const forgot = await post(suite.app, '/api/v1/auth/users/forgot_password', { email }, ip);
    expect(forgot.statusCode).toBe(200);
    const code = await lastCode(suite.app, email);
    const short = await post(suite.app, '/api/v1/auth/users/reset_password', { email, otp: code, password: 'short' }, ip);
    expect(short.json().message).toBe('Password should be minimum 8 characters');
    const reset = await post(suite.app, '/api/v1/auth/users/reset_password', { email, otp: code, password: 'second password' }, ip);
    expect(reset.statusCode).toBe(200);

    expect((await profile(oldCookie)).statusCode).toBe(401);
    expect((await post(suite.app, '/api/v1/auth/users/login', { email, password: 'first password' }, ip)).json().status_code).toBe('E006');
    expect((await post(suite.app, '/api/v1/auth/users/login', { email, password: 'second password' }, ip)).statusCode).toBe(200);
    // a spent code does not work twice
    expect(
      (await post(suite.app, '/api/v1/auth/users/reset_password', { email, otp: code, password: 'third password' }, ip)).statusCode,
    ).toBe(400);
  });

  it('limits sign-in attempts per identifier and per IP with a 429 that says when to retry', async () => {
    await register(suite.app, 'target@example.com', 'target password');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await post(
            suite.app,
            '/api/v1/auth/users/login',
            { email: 'target@example.com', password: 'guess' + i },
            { 'x-forwarded-for': freshIp() },
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await post(
      suite.app,
      '/api/v1/auth/users/login',
      { email: 'target@example.com', password: 'target password' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('lets a device that signed in before through the lock strangers put on the account; a password reset lifts the lock', async () => {
    const email = 'owner.device@example.com';
    await register(suite.app, email, 'owner password');
    const login = (password: string, device?: string) =>
      post(
        suite.app,
        '/api/v1/auth/users/login',
        { email, password },
        { 'x-forwarded-for': freshIp(), ...(device ? { 'x-device-id': device } : {}) },
      );
    expect((await login('owner password', 'owner-phone')).statusCode).toBe(200);

    // a stranger guesses from many addresses and devices until the account is held
    const guesses: number[] = [];
    for (let i = 0; i < 11; i += 1) guesses.push((await login(`guess ${i}`, i % 2 ? `stranger-${i}` : undefined)).statusCode);
    expect(guesses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(guesses[10]).toBe(429);
    // held even with the right password, from a device the account does not know
    expect((await login('owner password', 'stranger-laptop')).statusCode).toBe(429);
    expect((await login('owner password')).statusCode).toBe(429);

    // the owner's phone signs in
    expect((await login('owner password', 'owner-phone')).statusCode).toBe(200);
    // and wrong passwords on the phone count on its own counter
    for (let i = 0; i < 10; i += 1) expect((await login(`phone guess ${i}`, 'owner-phone')).statusCode).toBe(400);
    expect((await login('owner password', 'owner-phone')).statusCode).toBe(429);

    // on a new device the owner resets the password: the code reached them, the lock lifts
    const ip = { 'x-forwarded-for': freshIp() };
    expect((await post(suite.app, '/api/v1/auth/users/forgot_password', { email }, ip)).statusCode).toBe(200);
    const reset = await post(
      suite.app,
      '/api/v1/auth/users/reset_password',
      { email, otp: await lastCode(suite.app, email), password: 'new owner password' },
      ip,
    );
    expect(reset.statusCode).toBe(200);
    expect((await login('new owner password', 'owner-new-tablet')).statusCode).toBe(200);
  });

  it('updates the profile and answers the active product', async () => {
    const cookie = await register(suite.app, 'profile@example.com', 'profile password');
    const put = (payload: object) => suite.app.inject({ method: 'PUT', url: '/api/v2/secured/user/profile', headers: { cookie }, payload });
    const updated = await put({
      firstname: 'Meera',
      lastname: 'Iyer',
      dob: '1990-04-12',
      gender: 'F',
      city: 'Chennai',
      country: 'IN',
      profile_image: 'https://img.example.com/a.png',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Meera Iyer',
      dob: '1990-04-12',
      gender: 'F',
      city: 'Chennai',
      country: 'IN',
      country_name: 'India',
      profile_image: 'https://img.example.com/a.png',
    });
    expect((await put({ gender: 'X' })).statusCode).toBe(400);
    expect((await put({ country: 'ZZ' })).json().message).toBe('Country is not valid.');
    expect((await put({ profile_image: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await profile(cookie)).json().data.city).toBe('Chennai');

    const product = await suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/activeproduct', headers: { cookie } });
    expect(product.json().data).toMatchObject({
      userstate: 'basic',
      product_name: 'Basic',
      product_id: 1000011,
      plan_id: null,
      next_billing_date: null,
      payment_method: null,
    });
    expect((await suite.app.inject({ method: 'GET', url: '/api/v2/secured/user/activeproduct' })).statusCode).toBe(401);
  });

  it('verifies a new e-mail address with an e-mailed code', async () => {
    const cookie = await register(suite.app, 'old-address@example.com', 'address password');
    const sent = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/email/send/',
      headers: { cookie },
      payload: { email: 'new-address@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    // without the trailing slash (as a relay may send it) it is the same call: its 30 s wait answers
    const again = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/email/send',
      headers: { cookie },
      payload: { email: 'new-address@example.com' },
    });
    expect(again.statusCode).toBe(429);
    const code = await lastCode(suite.app, 'new-address@example.com');
    const verified = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/code/verify',
      headers: { cookie },
      payload: { email: 'new-address@example.com', code },
    });
    expect(verified.json()).toMatchObject({
      message: 'Verification successfully.',
      data: { email: 'new-address@example.com', is_email_verified: true },
    });
  });

  it('deletes an account in one go: sessions end and no personal data is left', async () => {
    const email = 'leaving@example.com';
    const cookie = await register(suite.app, email, 'leaving password');
    await suite.app.inject({
      method: 'PUT',
      url: '/api/v2/secured/user/profile',
      headers: { cookie },
      payload: { firstname: 'Ravi', city: 'Pune' },
    });
    const second = cookieHeader(
      await post(suite.app, '/api/v1/auth/users/login', { email, password: 'leaving password' }, { 'x-forwarded-for': freshIp() }),
    );

    // an old sign-in must re-authenticate first
    suite.clock.now += 16 * 60_000;
    try {
      const stale = await suite.app.inject({ method: 'DELETE', url: '/api/v2/secured/user/account', headers: { cookie } });
      expect(stale.statusCode).toBe(403);
      expect(stale.json().status_code).toBe('REAUTH_REQUIRED');
    } finally {
      suite.clock.now -= 16 * 60_000;
    }

    const deleted = await suite.app.inject({ method: 'DELETE', url: '/api/v2/secured/user/account', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account details have been successfully deleted !');
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect(
      (await post(suite.app, '/api/v1/auth/users/login', { email, password: 'leaving password' }, { 'x-forwarded-for': freshIp() }))
        .statusCode,
    ).toBe(404);

    const leftovers = await suite.database.db.execute(sql`
      select (select count(*) from users where lower(email) = ${email} or firstname = 'Ravi' or city = 'Pune')::int as users,
             (select count(*) from one_time_codes where identifier = ${`e:${email}`})::int as codes,
             (select count(*) from sessions s where not exists (select 1 from users u where u.id = s.user_id))::int as orphans`);
    // node-postgres answers {rows}, PGlite too; either way the first row holds the counts
    const row = (leftovers as unknown as { rows: Array<{ users: number; codes: number; orphans: number }> }).rows[0];
    expect(row).toEqual({ users: 0, codes: 0, orphans: 0 });
    expect((await post(suite.app, '/api/v1/auth/users/verify', { email }, { 'x-forwarded-for': freshIp() })).json().data.user_status).toBe(
      'U002',
    );
  });

  it('refuses state changes from a foreign Origin or a cross-site fetch', async () => {
    const foreign = await post(
      suite.app,
      '/api/v1/auth/users/verify',
      { email: 'x@example.com' },
      { origin: 'https://evil.example', host: 'chalchitra.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const crossSite = await post(suite.app, '/api/v1/auth/users/verify', { email: 'x@example.com' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await post(
      suite.app,
      '/api/v1/auth/users/verify',
      { email: 'x@example.com' },
      {
        origin: 'https://chalchitra.example',
        'x-forwarded-host': 'chalchitra.example',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': freshIp(),
      },
    );
    expect(sameSite.statusCode).toBe(200);
  });
});
