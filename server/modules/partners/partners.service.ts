import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import type { partners } from '../../db/schema';
import { TooManyRequestsError, ValidationError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { text } from '../../platform/texts';
import type { AuthRepository, UserRow } from '../auth/auth.repository';
import type { NewSession } from '../auth/auth.service';

// Partner single sign-on (spec 000 §1, §4 "Partner sign-in and autoplay", §7): the partner's
// token is a JWT (HS256 with the partner's secret, or RS256 against its JWKS) with aud
// 'chalchitra', the partner's user id as sub, and optionally email and name. The partner account
// becomes a 'partner:<code>' identity; a corporate partner vouches for e-mails of its own domain.

export const PARTNER_LOGIN_FAILED = text('errors.auth.partnerLoginFailed');
const AUDIENCE = 'chalchitra';

export interface PartnerDeps {
  repository: AuthRepository;
  limiter: RateLimiter;
  startSession: (user: UserRow) => Promise<NewSession>;
  secrets: string;
  perIp: number;
  log: FastifyBaseLogger;
}

function parseSecrets(value: string): Map<string, Uint8Array> {
  const secrets = new Map<string, Uint8Array>();
  for (const entry of value.split(',')) {
    const at = entry.indexOf(':');
    if (at <= 0) continue;
    const secret = entry.slice(at + 1).trim();
    secrets.set(entry.slice(0, at).trim(), new TextEncoder().encode(secret));
  }
  return secrets;
}

export function createPartnersService({ repository, limiter, startSession, secrets, perIp, log }: PartnerDeps) {
  const keys = parseSecrets(secrets);
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const failed = (reason: string): never => {
    log.info({ reason }, 'partner sign-in refused');
    throw new ValidationError(PARTNER_LOGIN_FAILED, 'PARTNER_LOGIN_FAILED');
  };

  async function claimsOf(partner: typeof partners.$inferSelect, token: string): Promise<JWTPayload> {
    try {
      if (partner.tokenVerification === 'jwks' && partner.jwksUrl) {
        let keySet = jwks.get(partner.code);
        if (!keySet) {
          keySet = createRemoteJWKSet(new URL(partner.jwksUrl));
          jwks.set(partner.code, keySet);
        }
        return (await jwtVerify(token, keySet, { audience: AUDIENCE, issuer: partner.code })).payload;
      }
      const secret = keys.get(partner.code);
      if (!secret) return failed(`no secret for ${partner.code}`);
      return (await jwtVerify(token, secret, { audience: AUDIENCE, issuer: partner.code, algorithms: ['HS256'] })).payload;
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      return failed(error instanceof Error ? error.message : 'bad token');
    }
  }

  return {
    /** POST /api/v1/partner/get_user_details */
    async signIn(code: string, token: string, ip: string): Promise<NewSession> {
      if (!(await limiter.hit(`partner:ip:${ip}`, perIp, 900)).allowed) throw new TooManyRequestsError();
      const partner = await repository.partnerByCode(code);
      if (!partner) return failed(`unknown partner ${code}`);
      const claims = await claimsOf(partner, token);
      if (!claims.sub) return failed('no subject');
      const email = typeof claims.email === 'string' ? claims.email.trim() : null;
      if (partner.emailDomain && !email?.toLowerCase().endsWith(`@${partner.emailDomain}`))
        return failed('e-mail outside the partner domain');

      const provider = `partner:${partner.code}`;
      const linked = await repository.findUserByIdentity(provider, claims.sub);
      if (linked) return startSession(linked);
      const existing = email ? await repository.findUser({ email }) : undefined;
      if (existing && partner.emailDomain) {
        await repository.linkIdentity(existing.id, provider, claims.sub);
        return startSession(existing);
      }
      const [firstname = '', ...rest] = (typeof claims.name === 'string' ? claims.name : '').split(' ');
      const user = await repository.createSocialUser(
        {
          // an e-mail that already has an account stays with that account
          email: existing ? null : email,
          emailVerified: Boolean(email && !existing && partner.emailDomain),
          firstname,
          lastname: rest.join(' '),
        },
        provider,
        claims.sub,
      );
      return startSession(user);
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
