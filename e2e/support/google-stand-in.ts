import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { e2ePort } from './ports';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

// A local stand-in for Google sign-in: the browser cannot reach Google. It serves a JWKS of a key
// made for this run (the origin trusts it through GOOGLE_JWKS_URL, see playwright.config.ts),
// signs id_tokens with that key, and replaces Google's script (accounts.google.com/gsi/client)
// in the page with a small one whose button hands such a token to the credential callback. The
// origin's real verification (signature, issuer, audience, expiry) runs on every token.

export const GOOGLE_STAND_IN = { port: e2ePort(4101), clientId: 'e2e-client.apps.googleusercontent.com' } as const;

export interface GoogleStandIn {
  idToken(
    claims: { sub: string; email: string; given_name?: string; family_name?: string },
    options?: { audience?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `e2e-${Date.now()}`;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const server: Server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(GOOGLE_STAND_IN.port, '127.0.0.1', resolve));
  return {
    idToken: (claims, options) => sign(privateKey, kid, claims, options?.audience ?? GOOGLE_STAND_IN.clientId),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function sign(key: CryptoKey, kid: string, claims: Record<string, string>, audience: string): Promise<string> {
  return new SignJWT({ ...claims, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/** Serves the stand-in for Google's script; its button ('Sign in with Google (stand-in)') answers with `credential`. */
export async function routeGoogleScript(page: Page, credential: string): Promise<void> {
  const script = `(() => {
    let config = null;
    window.google = { accounts: { id: {
      initialize(options) { config = options; },
      renderButton(parent) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Sign in with Google (stand-in)';
        button.onclick = () => config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn', client_id: config.client_id });
        parent.replaceChildren(button);
      },
      prompt() {}, cancel() {}, disableAutoSelect() {},
    } } };
  })();`;
  await page.route('https://accounts.google.com/gsi/client*', (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
}
