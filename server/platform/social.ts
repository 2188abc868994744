import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

// Social sign-in checks (ARCHITECTURE.md "Third parties"): Google and Apple id_tokens verified
// against the provider's JWKS (signature, aud, iss, exp; Apple's nonce), Facebook access tokens
// through the Graph debug_token call. Provider URLs are configurable so tests use local stand-ins.

export type Provider = 'google' | 'facebook' | 'apple';

export interface SocialProfile {
  provider: Provider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

export class SocialTokenError extends Error {}

export interface IdTokenOptions {
  jwksUrl: string;
  issuers: string[];
  audience: string;
}

/** Verifies an id_token; throws SocialTokenError for a bad signature, issuer, audience or an expired token. */
export function createIdTokenVerifier(options: IdTokenOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 10_000 });
  return async (idToken: string): Promise<JWTPayload> => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: options.issuers, audience: options.audience });
      if (!payload.sub) throw new SocialTokenError('The token has no subject.');
      return payload;
    } catch (error) {
      if (error instanceof SocialTokenError) throw error;
      throw new SocialTokenError(error instanceof Error ? error.message : 'The token could not be verified.');
    }
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function googleProfile(payload: JWTPayload): SocialProfile {
  return {
    provider: 'google',
    subject: payload.sub!,
    email: text(payload.email) || null,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    firstname: text(payload.given_name),
    lastname: text(payload.family_name),
  };
}

/** Apple puts the nonce in the token as given, or as its SHA-256 (native SDKs). */
export function appleNonceMatches(payload: JWTPayload, nonce: string): boolean {
  const claimed = text(payload.nonce);
  return claimed !== '' && (claimed === nonce || claimed === createHash('sha256').update(nonce).digest('hex'));
}

export interface FacebookOptions {
  graphUrl: string;
  appId: string;
  appSecret: string;
  fetchImpl?: typeof fetch;
}

/** Facebook: debug_token proves the token is ours and the user's; then the profile call gives e-mail and names. */
export function createFacebookVerifier(options: FacebookOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const get = async <T>(path: string, query: Record<string, string>): Promise<T> => {
    const url = new URL(`${options.graphUrl.replace(/\/$/, '')}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new SocialTokenError(`Facebook answered ${response.status}`);
    return (await response.json()) as T;
  };
  return async (uid: string, accessToken: string): Promise<SocialProfile> => {
    const debug = await get<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>('debug_token', {
      input_token: accessToken,
      access_token: `${options.appId}|${options.appSecret}`,
    });
    if (!debug.data?.is_valid || debug.data.app_id !== options.appId || debug.data.user_id !== uid) {
      throw new SocialTokenError('The Facebook token is not valid for this app and user.');
    }
    const me = await get<{ email?: string; first_name?: string; last_name?: string }>(encodeURIComponent(uid), {
      fields: 'id,email,first_name,last_name',
      access_token: accessToken,
    });
    return {
      provider: 'facebook',
      subject: uid,
      email: me.email ?? null,
      emailVerified: Boolean(me.email),
      firstname: me.first_name ?? '',
      lastname: me.last_name ?? '',
    };
  };
}
