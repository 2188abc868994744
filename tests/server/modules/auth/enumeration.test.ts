import { testDatabases } from '../../../support/databases';
import { buildAccountsApp, freshIp, outboxFor, post, register, useAccountsApp } from './helpers';

// Only users/verify tells whether an account exists (spec 000 §4), behind the bot check and the
// limits. Code requests, forgot password and the calls that spend a code answer the same for an
// e-mail with an account and one without; what differs reaches only the e-mail's owner.

/** What a caller sees, less the request's own id. */
function answerOf(response: { statusCode: number; json(): Record<string, unknown> }) {
  const { request_id: _id, ...body } = response.json();
  return { status: response.statusCode, body };
}

describe.each(testDatabases())('code requests reveal nothing about accounts on $name', (engine) => {
  const suite = useAccountsApp(engine);
  let n = 0;
  const unknownEmail = () => `nobody.${(n += 1)}@example.com`;
  /** An account of its own per test: the per-e-mail limits of one test do not touch another. */
  async function owner(): Promise<string> {
    const email = `owner.${(n += 1)}@example.com`;
    await register(suite.app, email, 'owner passphrase');
    return email;
  }

  it.each(['registration', 'password_reset', 'verification'] as const)('otp/resend of a %s code answers alike', async (type) => {
    const ip = { 'x-forwarded-for': freshIp() };
    const [known, unknown] = [await owner(), unknownEmail()];
    const forUnknown = await post(suite.app, '/api/v1/auth/otp/resend', { email: unknown, type }, ip);
    const forKnown = await post(suite.app, '/api/v1/auth/otp/resend', { email: known, type }, ip);
    expect(answerOf(forKnown)).toEqual(answerOf(forUnknown));
    expect(forKnown.statusCode).toBe(200);
    // and again within 30 s: both wait alike
    const againUnknown = await post(suite.app, '/api/v1/auth/otp/resend', { email: unknown, type }, ip);
    const againKnown = await post(suite.app, '/api/v1/auth/otp/resend', { email: known, type }, ip);
    expect(againKnown.statusCode).toBe(429);
    expect(answerOf(againKnown)).toEqual(answerOf(againUnknown));
    suite.clock.now += 31_000;
  });

  it('forgot_password answers alike, and only the account gets a code', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const [known, unknown] = [await owner(), unknownEmail()];
    suite.clock.now += 31_000;
    const forUnknown = await post(suite.app, '/api/v1/auth/users/forgot_password', { email: unknown }, ip);
    const forKnown = await post(suite.app, '/api/v1/auth/users/forgot_password', { email: known }, ip);
    expect(answerOf(forKnown)).toEqual(answerOf(forUnknown));
    expect(forKnown.statusCode).toBe(200);
    expect(await outboxFor(suite.app, unknown)).toEqual([]);
    expect((await outboxFor(suite.app, known))[0].subject).toBe('Your Chalchitra password reset code');
  });

  it('a wrong code answers alike for both, in otp/verify, set_password and reset_password', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const [known, unknown] = [await owner(), unknownEmail()];
    suite.clock.now += 31_000;
    for (const email of [unknown, known]) {
      await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
      await post(suite.app, '/api/v1/auth/users/forgot_password', { email }, ip);
    }
    const calls = [
      ['/api/v1/auth/otp/verify', { otp: '123456', type: 'registration' }],
      ['/api/v1/auth/otp/verify', { otp: '123456', type: 'password_reset' }],
      ['/api/v1/auth/users/set_password', { otp: '123456', password: 'some passphrase' }],
      ['/api/v1/auth/users/reset_password', { otp: '123456', password: 'some passphrase' }],
    ] as const;
    for (const [url, body] of calls) {
      const forUnknown = await post(suite.app, url, { email: unknown, ...body }, ip);
      const forKnown = await post(suite.app, url, { email: known, ...body }, ip);
      expect(answerOf(forKnown), url).toEqual(answerOf(forUnknown));
      expect(forKnown.json(), url).toMatchObject({ status_code: 'OTP_INVALID' });
    }
  });

  it('otp/resend takes the bot check', async () => {
    const guarded = await buildAccountsApp(suite.database, { BOT_CHECK: 'pow', BOT_CHECK_POW_BITS: '8' });
    try {
      const response = await post(
        guarded.app,
        '/api/v1/auth/otp/resend',
        { email: unknownEmail(), type: 'registration' },
        { 'x-forwarded-for': freshIp() },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('reCAPTCHA verification failed. Please try again.');
    } finally {
      await guarded.close();
    }
  });
});
