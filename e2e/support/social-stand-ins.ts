import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Page, Request } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { e2ePort } from './ports';

// Local stand-ins for Sign in with Apple and Facebook Login: the browser cannot reach either.
//
// One small server plays the providers' server side for the origin: Apple's JWKS (the origin
// trusts it through APPLE_JWKS_URL) and Facebook's Graph debug_token and profile calls (through
// FACEBOOK_GRAPH_URL), see playwright.config.ts. In the page, the providers' SDK scripts
// (appleid.auth.js, connect.facebook.net sdk.js) are replaced by tiny ones with the same
// interface (window.AppleID.auth.init/signIn; window.FB.init/login and fbAsyncInit) whose sign-in
// asks the provider's authorize address, which the journey answers: an Apple id_token signed for
// the nonce the page chose, or a Facebook access token the Graph stand-in knows. The origin's
// real checks (signature, issuer, audience, expiry, nonce; debug_token's app and user) run on
// every answer.

export const SOCIAL_STAND_IN = {
  port: e2ePort(4102),
  appleClientId: 'com.chalchitra.e2e.web',
  facebookAppId: '100200300400500',
  facebookAppSecret: 'e2e-facebook-app-secret',
} as const;
export const APPLE_JWKS_URL = `http://127.0.0.1:${SOCIAL_STAND_IN.port}/auth/keys`;
export const FACEBOOK_GRAPH_URL = `http://127.0.0.1:${SOCIAL_STAND_IN.port}/facebook/v19.0`;

const APPLE_SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
const APPLE_AUTHORIZE = 'https://appleid.apple.com/auth/authorize';
const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
const FACEBOOK_DIALOG = 'https://www.facebook.com/dialog/oauth';

export interface AppleAccount {
  sub: string;
  email: string;
  firstName?: string;
  lastName?: string;
}
export interface FacebookAccount {
  userId: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

/** What the page asked the provider for; the journey checks it. */
export type Asked = Record<string, string>;

export interface SocialStandIns {
  /** An Apple id_token for `account`, bound to `nonce`, made for `audience` (the configured client id unless given). */
  appleIdToken(account: AppleAccount, nonce: string, audience?: string): Promise<string>;
  /** A Facebook user access token the Graph stand-in vouches for, issued to `appId` (ours unless given). */
  facebookToken(account: FacebookAccount, appId?: string): string;
  close(): Promise<void>;
}

interface FacebookGrant {
  account: FacebookAccount;
  appId: string;
}

export async function startSocialStandIns(): Promise<SocialStandIns> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `e2e-apple-${Date.now()}`;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const grants = new Map<string, FacebookGrant>();
  let issued = 0;

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/auth/keys') {
      json(200, JSON.parse(jwks));
      return;
    }
    const graph = url.pathname.match(/^\/facebook\/v19\.0\/(.+)$/);
    if (!graph) {
      json(404, { error: 'not found' });
      return;
    }
    if (graph[1] === 'debug_token') {
      // the app token proves the caller is the app
      if (url.searchParams.get('access_token') !== `${SOCIAL_STAND_IN.facebookAppId}|${SOCIAL_STAND_IN.facebookAppSecret}`) {
        json(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        return;
      }
      const grant = grants.get(url.searchParams.get('input_token') ?? '');
      json(200, {
        data: grant
          ? { is_valid: true, app_id: grant.appId, user_id: grant.account.userId, type: 'USER', scopes: ['public_profile', 'email'] }
          : { is_valid: false },
      });
      return;
    }
    const grant = grants.get(url.searchParams.get('access_token') ?? '');
    if (!grant || decodeURIComponent(graph[1]) !== grant.account.userId) {
      json(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      return;
    }
    json(200, {
      id: grant.account.userId,
      email: grant.account.email,
      first_name: grant.account.firstName,
      last_name: grant.account.lastName,
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(SOCIAL_STAND_IN.port, '127.0.0.1', resolve));

  return {
    appleIdToken: (account, nonce, audience = SOCIAL_STAND_IN.appleClientId) =>
      new SignJWT({ email: account.email, email_verified: 'true', nonce, nonce_supported: true })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer('https://appleid.apple.com')
        .setAudience(audience)
        .setSubject(account.sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    facebookToken(account, appId = SOCIAL_STAND_IN.facebookAppId) {
      issued += 1;
      const token = `EAAE2E${Date.now()}x${issued}`;
      grants.set(token, { account, appId });
      return token;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const queryOf = (request: Request): Asked => Object.fromEntries(new URL(request.url()).searchParams);
const fromProvider = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };

/**
 * Apple's script in the page: AppleID.auth.init keeps the options, signIn (popup mode) asks
 * Apple's authorize address with them and resolves with its { authorization, user } answer;
 * a refusal rejects like a closed popup. `answer` plays Apple: it gets what the page asked for
 * (client_id, nonce, scope, ...) and gives the answer, or null for a closed popup.
 */
export async function routeApple(page: Page, answer: (asked: Asked) => Promise<object | null>): Promise<void> {
  const script = `(() => {
    let options = null;
    window.AppleID = { auth: {
      init(given) { options = given; },
      async signIn() {
        const query = new URLSearchParams({
          client_id: options.clientId, redirect_uri: options.redirectURI, scope: options.scope || '', nonce: options.nonce || '',
          state: options.state || '', response_mode: options.usePopup ? 'web_message' : 'form_post', response_type: 'code id_token',
        });
        const response = await fetch(${JSON.stringify(APPLE_AUTHORIZE)} + '?' + query.toString());
        if (!response.ok) throw { error: 'popup_closed_by_user' };
        return response.json();
      },
    } };
    document.dispatchEvent(new Event('AppleIDSignInOnLoad'));
  })();`;
  await page.route(`${APPLE_SCRIPT}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
  await page.route(`${APPLE_AUTHORIZE}?*`, async (route) => {
    const body = await answer(queryOf(route.request()));
    await route.fulfill(
      body
        ? { status: 200, headers: fromProvider, body: JSON.stringify(body) }
        : { status: 400, headers: fromProvider, body: '{"error":"user_cancelled_authorize"}' },
    );
  });
}

/**
 * Facebook's SDK in the page: FB.init keeps the parameters and the script calls fbAsyncInit when
 * it has loaded; FB.login asks Facebook's OAuth dialog with the app id, scope and auth_type and
 * calls back with { status, authResponse } (no authResponse when refused). `answer` plays
 * Facebook: it gets what the page asked for and gives { userID, accessToken }, or null.
 */
export async function routeFacebook(
  page: Page,
  answer: (asked: Asked) => Promise<{ userID: string; accessToken: string } | null>,
): Promise<void> {
  const script = `(() => {
    let params = null;
    window.FB = {
      init(given) { params = given; },
      login(callback, options) {
        const query = new URLSearchParams({
          client_id: params.appId, version: params.version || '', scope: (options && options.scope) || '',
          auth_type: (options && options.auth_type) || '', response_type: 'token,signed_request',
        });
        fetch(${JSON.stringify(FACEBOOK_DIALOG)} + '?' + query.toString())
          .then((response) => (response.ok ? response.json() : null))
          .then((grant) => callback(grant
            ? { status: 'connected', authResponse: { userID: grant.userID, accessToken: grant.accessToken, expiresIn: 3600, signedRequest: '', graphDomain: 'facebook', data_access_expiration_time: 0 } }
            : { status: 'unknown', authResponse: null }));
      },
      getLoginStatus(callback) { callback({ status: 'unknown', authResponse: null }); },
      api(path, query, callback) { (callback || query)({ error: { message: 'not in the stand-in' } }); },
      logout(callback) { if (callback) callback({ status: 'unknown' }); },
    };
    // like the SDK: fbAsyncInit runs once the page has set it
    const start = () => (typeof window.fbAsyncInit === 'function' ? window.fbAsyncInit() : setTimeout(start, 20));
    setTimeout(start);
  })();`;
  await page.route(`${FACEBOOK_SCRIPT}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
  await page.route(`${FACEBOOK_DIALOG}?*`, async (route) => {
    const grant = await answer(queryOf(route.request()));
    await route.fulfill(
      grant
        ? { status: 200, headers: fromProvider, body: JSON.stringify(grant) }
        : { status: 400, headers: fromProvider, body: '{"error":"access_denied"}' },
    );
  });
}
