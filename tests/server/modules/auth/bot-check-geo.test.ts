import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@/server/platform/db';
import { leadingZeroBits } from '@/contract/proof-of-work';
import { testDatabases } from '../../../support/databases';
import { buildAccountsApp, cookieHeader, freshIp, post, register, type AccountsApp } from './helpers';

// The bot check adapters behind verify, login and forgot_password (spec 000 §5, §8), the per-IP
// limit, the secure cookie, countries and consent (spec 001 §7).

const FAILED = 'reCAPTCHA verification failed. Please try again.';

function solve(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const token = `${challenge}:${nonce}`;
    if (leadingZeroBits(createHash('sha256').update(token).digest()) >= bits) return token;
  }
}

/** A stand-in for the reCAPTCHA Enterprise assessment endpoint: the token names the score. */
function startAssessmentServer(): Promise<{ server: Server; url: string; requests: unknown[] }> {
  const requests: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const parsed = JSON.parse(body) as { event: { token: string; expectedAction?: string } };
      requests.push(parsed);
      const [kind, score] = parsed.event.token.split(':');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          tokenProperties: { valid: kind !== 'invalid', action: parsed.event.expectedAction },
          riskAnalysis: { score: Number(score ?? 0) },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/projects/test/assessments`, requests });
    }),
  );
}

describe.each(testDatabases())('bot check, limits, geo and consent on $name', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => engine.close(database));

  describe('proof-of-work default', () => {
    let accounts: AccountsApp;
    beforeAll(async () => {
      accounts = await buildAccountsApp(database, { BOT_CHECK: 'pow', BOT_CHECK_POW_BITS: '8', AUTH_RATE_LIMIT_PER_IP: '3' });
    });
    afterAll(() => accounts.close());

    it('passes a solved challenge once and refuses a missing, forged or replayed one', async () => {
      const { app } = accounts;
      const challenge = (await app.inject({ method: 'GET', url: '/api/v1/user/recaptcha/challenge' })).json().data;
      expect(challenge).toMatchObject({ mode: 'pow', bits: 8 });
      const token = solve(challenge.challenge, 8);
      const body = { email: 'pow@example.com' };

      const missing = await post(app, '/api/v1/auth/users/verify', body, { 'x-forwarded-for': freshIp() });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().message).toBe(FAILED);
      const forged = await post(app, '/api/v1/auth/users/verify', body, {
        'x-forwarded-for': freshIp(),
        'x-recaptcha-token': token.replace(/^\d+/, '9999999999'),
      });
      expect(forged.json().message).toBe(FAILED);

      const passed = await post(app, '/api/v1/auth/users/verify', body, { 'x-forwarded-for': freshIp(), 'x-recaptcha-token': token });
      expect(passed.statusCode).toBe(200);
      const replayed = await post(app, '/api/v1/auth/users/verify', body, { 'x-forwarded-for': freshIp(), 'x-recaptcha-token': token });
      expect(replayed.json().message).toBe(FAILED);
    });

    it('answers the score of a token', async () => {
      const { app } = accounts;
      const { challenge } = (await app.inject({ method: 'GET', url: '/api/v1/user/recaptcha/challenge' })).json().data;
      const score = await post(app, '/api/v1/user/recaptcha/verify', { token: solve(challenge, 8), recaptcha_action: 'login' });
      expect(score.json()).toEqual({ status: 'success', score: 0.9 });
      expect((await post(app, '/api/v1/user/recaptcha/verify', { token: 'nonsense' })).json().score).toBe(0);
    });

    it('limits calls per IP with a 429 and Retry-After', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await post(accounts.app, '/api/v1/auth/users/verify', { email: `ip${i}@example.com` }, { 'x-forwarded-for': ip })).statusCode,
        );
      expect(statuses).toEqual([403, 403, 403, 429]);
    });

    it('keys the per-IP limit on the address of a caller that is not the web app, whatever X-Forwarded-For it claims', async () => {
      // outside the range freshIp() hands out, so no other test counts against this address
      const remoteAddress = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await accounts.app.inject({
          method: 'POST',
          url: '/api/v1/auth/users/verify',
          remoteAddress,
          payload: { email: `spoof${i}@example.com` },
          headers: { 'x-forwarded-for': freshIp() },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([403, 403, 403, 429]);
    });
  });

  describe('reCAPTCHA Enterprise adapter against a local assessment endpoint', () => {
    let accounts: AccountsApp;
    let stand: Awaited<ReturnType<typeof startAssessmentServer>>;
    beforeAll(async () => {
      stand = await startAssessmentServer();
      accounts = await buildAccountsApp(database, {
        BOT_CHECK: 'recaptcha',
        RECAPTCHA_ASSESSMENT_URL: stand.url,
        RECAPTCHA_SITE_KEY: 'site-key-1',
      });
    });
    afterAll(async () => {
      await accounts.close();
      await new Promise((resolve) => stand.server.close(resolve));
    });

    it.each([
      ['valid:0.9', 200],
      ['valid:0.5', 200],
      ['valid:0.49', 403],
      ['invalid:0.9', 403],
    ])('token %s answers %i', async (token, status) => {
      const response = await post(
        accounts.app,
        '/api/v1/auth/users/forgot_password',
        { email: `nobody-${status}-${token.replace(/[^a-z0-9]/g, '')}@example.com` },
        { 'x-forwarded-for': freshIp(), 'x-recaptcha-token': token },
      );
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json().message).toBe(FAILED);
    });

    it('sends the token, site key, action and client IP in the assessment', async () => {
      const ip = freshIp();
      await post(
        accounts.app,
        '/api/v1/auth/users/verify',
        { email: 'a@example.com' },
        { 'x-forwarded-for': ip, 'x-recaptcha-token': 'valid:0.7' },
      );
      expect(stand.requests.at(-1)).toEqual({
        event: { token: 'valid:0.7', siteKey: 'site-key-1', expectedAction: 'verify', userIpAddress: ip },
      });
      const challenge = (await accounts.app.inject({ method: 'GET', url: '/api/v1/user/recaptcha/challenge' })).json().data;
      expect(challenge).toEqual({ mode: 'recaptcha', site_key: 'site-key-1' });
    });
  });

  describe('secure cookies, countries and consent', () => {
    let accounts: AccountsApp;
    beforeAll(async () => {
      accounts = await buildAccountsApp(database, { COOKIE_SECURE: 'true', COOKIE_DOMAIN: 'chalchitra.example' });
    });
    afterAll(() => accounts.close());

    it('uses the __Secure- prefixed, Secure auth cookie over HTTPS, and the guard reads it', async () => {
      const cookie = await register(accounts.app, 'secure@example.com', 'secure password');
      expect(cookie).toMatch(/__Secure-auth_token=/);
      const login = await post(
        accounts.app,
        '/api/v1/auth/users/login',
        { email: 'secure@example.com', password: 'secure password' },
        { 'x-forwarded-for': freshIp() },
      );
      expect(login.cookies.find((c) => c.name === '__Secure-auth_token')).toMatchObject({
        secure: true,
        httpOnly: true,
        domain: 'chalchitra.example',
      });
      const profile = await accounts.app.inject({
        method: 'GET',
        url: '/api/v2/secured/user/profile',
        headers: { cookie: cookieHeader(login) },
      });
      expect(profile.statusCode).toBe(200);
    });

    it('lists the countries, the top ones with is_top=true', async () => {
      const all = (await accounts.app.inject({ method: 'GET', url: '/api/v1/common/countries' })).json().data;
      const top = (await accounts.app.inject({ method: 'GET', url: '/api/v1/common/countries?is_top=true' })).json().data;
      expect(top[0]).toEqual({ country: 'India', country_code: 'IN', calling_code: '+91' });
      expect(top.length).toBeLessThan(all.length);
    });

    it.each([
      [{ url: '/api/v1/common/countries/country?gps=28.61,77.21', headers: {} }, 'IN'],
      [{ url: '/api/v1/common/countries/country?gps=51.5,-0.12', headers: {} }, 'GB'],
      [{ url: '/api/v1/common/countries/country', headers: { 'x-forwarded-for': '81.2.69.160' } }, 'GB'],
      [{ url: '/api/v1/common/countries/country', headers: { 'cf-ipcountry': 'AE' } }, 'AE'],
      [{ url: '/api/v1/common/countries/country', headers: { 'x-forwarded-for': '10.0.0.1' } }, 'IN'],
      // a caller that is not the web app (ORIGIN_TRUSTED_PROXIES) is taken at its own address
      [{ url: '/api/v1/common/countries/country', remoteAddress: '81.2.69.160', headers: {} }, 'GB'],
      [{ url: '/api/v1/common/countries/country', remoteAddress: '10.9.8.7', headers: { 'x-forwarded-for': '81.2.69.160' } }, 'IN'],
      [{ url: '/api/v1/common/countries/country', remoteAddress: '10.9.8.7', headers: { 'cf-ipcountry': 'AE' } }, 'IN'],
    ])('finds the country of %j and saves it as the country cookie', async (request, code) => {
      const response = await accounts.app.inject({ method: 'GET', ...request });
      expect(response.json()).toMatchObject({ status: 'success', data: { country_code: code } });
      expect(response.cookies.find((cookie) => cookie.name === 'country')?.value).toBe(code);
    });

    it('stores GDPR consent and sets the consent cookie', async () => {
      const response = await post(accounts.app, '/api/v2/user/gdpr/consent', {
        consent_status: 'Yes',
        device_type: 'web',
        session_id: 1_700_000_000_000,
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === 'gdpr_consent')?.value).toBe('Yes');
      expect(
        (await post(accounts.app, '/api/v2/user/gdpr/consent', { consent_status: 'No', device_type: 'web', session_id: 1 })).statusCode,
      ).toBe(400);
    });
  });
});
