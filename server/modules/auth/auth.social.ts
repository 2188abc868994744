import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { text } from '../../platform/texts';
import {
  appleNonceMatches,
  createFacebookVerifier,
  createIdTokenVerifier,
  googleProfile,
  SocialTokenError,
  type Provider,
  type SocialProfile,
} from '../../platform/social';
import type { Config } from '../../platform/config';
import type { AuthRepository, UserRow } from './auth.repository';
import type { NewSession } from './auth.service';

// Google, Facebook and Apple sign-in and account linking (spec 000 §3 "Social", §4, §7).
// A provider whose client id is not configured answers SOCIAL_DISABLED.

export interface GoogleLogin {
  uid?: string;
  id_token: string;
}
export interface FacebookLogin {
  uid: string;
  access_token: string;
}
export interface AppleLogin {
  email?: string;
  first_name?: string;
  last_name?: string;
  id_token: string;
  auth_code?: string;
  nonce: string;
}
export type LinkRequest =
  ({ provider: 'google' } & GoogleLogin) | ({ provider: 'facebook' } & FacebookLogin) | ({ provider: 'apple' } & AppleLogin);

/** The provider account belongs to an existing account that must link it first (spec 000 §4). */
export interface DeeplinkAttrs {
  provider: Provider;
  linkWith: Provider;
  email: string;
}
export type SocialOutcome = { session: NewSession } | { deeplink_attrs: DeeplinkAttrs };

const NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const APPLE_NONCE_TTL_SECONDS = 86_400;

export interface SocialDeps {
  config: Config;
  repository: AuthRepository;
  limiter: RateLimiter;
  startSession: (user: UserRow) => Promise<NewSession>;
  log: FastifyBaseLogger;
}

export function createSocialService({ config, repository, limiter, startSession, log }: SocialDeps) {
  const google = config.GOOGLE_CLIENT_ID
    ? createIdTokenVerifier({
        jwksUrl: config.GOOGLE_JWKS_URL,
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
        audience: config.GOOGLE_CLIENT_ID,
      })
    : null;
  const apple = config.APPLE_CLIENT_ID
    ? createIdTokenVerifier({ jwksUrl: config.APPLE_JWKS_URL, issuers: ['https://appleid.apple.com'], audience: config.APPLE_CLIENT_ID })
    : null;
  const facebook =
    config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
      ? createFacebookVerifier({
          graphUrl: config.FACEBOOK_GRAPH_URL,
          appId: config.FACEBOOK_APP_ID,
          appSecret: config.FACEBOOK_APP_SECRET,
        })
      : null;

  function disabled(provider: Provider): never {
    throw new ValidationError(text('errors.auth.socialDisabled', { provider: NAMES[provider] }), 'SOCIAL_DISABLED');
  }

  /** Runs a provider check; a failed one answers SOCIAL_TOKEN_INVALID. */
  async function checked(provider: Provider, check: () => Promise<SocialProfile>): Promise<SocialProfile> {
    try {
      return await check();
    } catch (error) {
      if (!(error instanceof SocialTokenError)) throw error;
      log.info({ provider, reason: error.message }, 'social token refused');
      throw new ValidationError(text('errors.auth.socialInvalid', { provider: NAMES[provider] }), 'SOCIAL_TOKEN_INVALID');
    }
  }

  async function profileOf(request: LinkRequest): Promise<SocialProfile> {
    if (request.provider === 'google') {
      if (!google) disabled('google');
      return checked('google', async () => {
        const profile = googleProfile(await google(request.id_token));
        if (request.uid && request.uid !== profile.subject) throw new SocialTokenError('uid does not match the token');
        return profile;
      });
    }
    if (request.provider === 'facebook') {
      if (!facebook) disabled('facebook');
      return checked('facebook', () => facebook(request.uid, request.access_token));
    }
    if (!apple) disabled('apple');
    const payload = await checked('apple', async () => {
      const claims = await apple(request.id_token);
      if (!appleNonceMatches(claims, request.nonce)) throw new SocialTokenError('nonce does not match');
      return {
        provider: 'apple',
        subject: claims.sub!,
        email: typeof claims.email === 'string' ? claims.email : (request.email ?? null),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstname: request.first_name ?? '',
        lastname: request.last_name ?? '',
      };
    });
    // each nonce signs in once: a replayed token is refused
    if (!(await limiter.hit(`apple-nonce:${request.nonce}`, 1, APPLE_NONCE_TTL_SECONDS)).allowed) {
      throw new ValidationError(text('errors.auth.socialInvalid', { provider: NAMES.apple }), 'SOCIAL_TOKEN_INVALID');
    }
    return payload;
  }

  return {
    /** google_login, facebook_login, apple_login. */
    async signIn(request: LinkRequest, ip: string): Promise<SocialOutcome> {
      if (!(await limiter.hit(`social:ip:${ip}`, config.AUTH_RATE_LIMIT_PER_IP, 900)).allowed) throw new TooManyRequestsError();
      const profile = await profileOf(request);
      const linked = await repository.findUserByIdentity(profile.provider, profile.subject);
      if (linked) return { session: await startSession(linked) };
      if (profile.email) {
        const existing = await repository.findUser({ email: profile.email });
        if (existing)
          return { deeplink_attrs: { provider: profile.provider, linkWith: profile.provider, email: existing.email ?? profile.email } };
      }
      const user = await repository.createSocialUser(
        {
          email: profile.email,
          emailVerified: profile.emailVerified,
          firstname: profile.firstname,
          lastname: profile.lastname,
        },
        profile.provider,
        profile.subject,
      );
      return { session: await startSession(user) };
    },

    /** POST /api/v1/user/link_account: the signed-in user adds a provider account. */
    async link(user: UserRow, request: LinkRequest): Promise<void> {
      const profile = await profileOf(request);
      const owner = await repository.findUserByIdentity(profile.provider, profile.subject);
      if (owner && owner.id !== user.id)
        throw new ConflictError(text('errors.auth.socialLinkedElsewhere', { provider: NAMES[profile.provider] }));
      if (!owner) await repository.linkIdentity(user.id, profile.provider, profile.subject);
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
