import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { Database } from '@/server/platform/db';
import { testDatabases } from '../../../support/databases';
import { buildAccountsApp, cookieHeader, freshIp, post, register, type AccountsApp } from './helpers';

// Google, Apple and Facebook sign-in and account linking (spec 000 §3, §4, §7), against local
// stand-ins: a JWKS server with our own key, and a Graph API answering debug_token.

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
interface StandIn {
  server: Server;
  base: string;
}

async function startStandIn(jwk: object): Promise<StandIn> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/google/certs' || url.pathname === '/apple/keys') return response.end(JSON.stringify({ keys: [jwk] }));
    if (url.pathname === '/graph/debug_token') {
      const token = url.searchParams.get('input_token') ?? '';
      const valid = token.startsWith('fb-good-') && url.searchParams.get('access_token') === 'fb-app|fb-secret';
      return response.end(JSON.stringify({ data: { is_valid: valid, app_id: 'fb-app', user_id: token.replace(/^fb-(good|bad)-/, '') } }));
    }
    if (url.pathname.startsWith('/graph/')) {
      const uid = url.pathname.split('/')[2];
      return response.end(JSON.stringify({ id: uid, email: `${uid}@facebook.example`, first_name: 'Farhan', last_name: 'Ali' }));
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function sign(key: Key, claims: JWTPayload, options: { iss: string; aud: string; exp?: number | string; kid?: string }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
    .setIssuer(options.iss)
    .setAudience(options.aud)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '10m')
    .sign(key);
}

const GOOGLE = { iss: 'https://accounts.google.com', aud: 'google-client' };
const APPLE = { iss: 'https://appleid.apple.com', aud: 'apple-client' };

describe.each(testDatabases())('social sign-in on $name', (engine) => {
  let database: Database;
  let accounts: AccountsApp;
  let standIn: StandIn;
  let key: Key;
  let otherKey: Key;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    standIn = await startStandIn({ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' });
    database = await engine.open();
    accounts = await buildAccountsApp(database, {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_JWKS_URL: `${standIn.base}/google/certs`,
      APPLE_CLIENT_ID: 'apple-client',
      APPLE_JWKS_URL: `${standIn.base}/apple/keys`,
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: `${standIn.base}/graph`,
    });
  });
  afterAll(async () => {
    await accounts?.close();
    await engine.close(database);
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  const google = (idToken: string, uid?: string) =>
    post(accounts.app, '/api/v1/auth/users/google_login', { uid, id_token: idToken }, { 'x-forwarded-for': freshIp() });
  const verify = (email: string) => post(accounts.app, '/api/v1/auth/users/verify', { email }, { 'x-forwarded-for': freshIp() });

  it('signs in a new Google user, and the same account next time; its e-mail answers U003', async () => {
    const token = await sign(key, { sub: 'g-100', email: 'gita@gmail.example', email_verified: true, given_name: 'Gita' }, GOOGLE);
    const first = await google(token, 'g-100');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ email: 'gita@gmail.example', firstname: 'Gita', is_email_verified: true });
    const profile = await accounts.app.inject({
      method: 'GET',
      url: '/api/v2/secured/user/profile',
      headers: { cookie: cookieHeader(first) },
    });
    expect(profile.statusCode).toBe(200);
    const again = await google(await sign(key, { sub: 'g-100', email: 'gita@gmail.example' }, GOOGLE));
    expect(again.json().data.user.uuid).toBe(first.json().data.user.uuid);
    expect((await verify('gita@gmail.example')).json().data.user_status).toBe('U003');
  });

  it.each([
    ['an expired token', () => sign(key, { sub: 'g-1' }, { ...GOOGLE, exp: Math.floor(Date.now() / 1000) - 120 })],
    ['a wrong audience', () => sign(key, { sub: 'g-1' }, { ...GOOGLE, aud: 'someone-else' })],
    ['a wrong issuer', () => sign(key, { sub: 'g-1' }, { ...GOOGLE, iss: 'https://evil.example' })],
    ['a wrong signature', () => sign(otherKey, { sub: 'g-1' }, GOOGLE)],
  ])('refuses %s', async (_name, make) => {
    const response = await google(await make());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'We could not verify your Google sign-in. Please try again.',
      status_code: 'SOCIAL_TOKEN_INVALID',
    });
    expect(response.cookies.find((cookie) => cookie.name === 'auth_token')).toBeUndefined();
  });

  it('asks to link when the e-mail has a password account, and signs in once linked', async () => {
    const cookie = await register(accounts.app, 'linker@example.com', 'linker password');
    const token = await sign(key, { sub: 'g-200', email: 'linker@example.com', email_verified: true }, GOOGLE);
    const first = await google(token);
    expect(first.json().data).toEqual({ deeplink_attrs: { provider: 'google', linkWith: 'google', email: 'linker@example.com' } });

    const linked = await accounts.app.inject({
      method: 'POST',
      url: '/api/v1/user/link_account',
      headers: { cookie },
      payload: { provider: 'google', uid: 'g-200', id_token: token },
    });
    expect(linked.json()).toMatchObject({ status: 'success', message: 'Your account has been linked.' });
    const after = await google(token);
    expect(after.json().data.user.email).toBe('linker@example.com');

    const thief = await register(accounts.app, 'thief@example.com', 'thief password');
    const stolen = await accounts.app.inject({
      method: 'POST',
      url: '/api/v1/user/link_account',
      headers: { cookie: thief },
      payload: { provider: 'google', id_token: token },
    });
    expect(stolen.statusCode).toBe(409);
  });

  it('signs in with Apple once per nonce', async () => {
    const token = await sign(key, { sub: 'a-1', email: 'relay@privaterelay.example', nonce: 'nonce-apple-1' }, APPLE);
    const apple = (nonce: string) =>
      post(
        accounts.app,
        '/api/v1/auth/users/apple_login',
        { id_token: token, nonce, first_name: 'Arjun', auth_code: 'code' },
        { 'x-forwarded-for': freshIp() },
      );
    expect((await apple('another-nonce')).json().status_code).toBe('SOCIAL_TOKEN_INVALID');
    const first = await apple('nonce-apple-1');
    expect(first.json().data.user).toMatchObject({ email: 'relay@privaterelay.example', firstname: 'Arjun' });
    const replayed = await apple('nonce-apple-1');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().status_code).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('signs in with Facebook through debug_token; its e-mail answers U004', async () => {
    const ok = await post(
      accounts.app,
      '/api/v1/auth/users/facebook_login',
      { uid: 'fb-7', access_token: 'fb-good-fb-7' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(ok.json().data.user).toMatchObject({ email: 'fb-7@facebook.example', firstname: 'Farhan' });
    expect((await verify('fb-7@facebook.example')).json().data.user_status).toBe('U004');
    const password = await post(
      accounts.app,
      '/api/v1/auth/users/login',
      { email: 'fb-7@facebook.example', password: 'anything1' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(password.json().message).toBe('You already created an account using Google/Facebook. Please sign in instead.');
    const bad = await post(
      accounts.app,
      '/api/v1/auth/users/facebook_login',
      { uid: 'fb-8', access_token: 'fb-bad-fb-8' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(bad.json().status_code).toBe('SOCIAL_TOKEN_INVALID');
    const otherUser = await post(
      accounts.app,
      '/api/v1/auth/users/facebook_login',
      { uid: 'fb-9', access_token: 'fb-good-fb-7' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(otherUser.json().status_code).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('answers SOCIAL_DISABLED for a provider without a client id', async () => {
    const plain = await buildAccountsApp(database);
    try {
      const response = await post(plain.app, '/api/v1/auth/users/google_login', { id_token: 'x' });
      expect(response.json()).toMatchObject({ message: 'Google sign-in is not available.', status_code: 'SOCIAL_DISABLED' });
    } finally {
      await plain.close();
    }
  });
});
