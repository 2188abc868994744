import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RateLimiter } from './rate-limit';
import { leadingZeroBits } from '../../contract/proof-of-work';
import { text } from './texts';

// Bot check on login (spec 000 §5, ARCHITECTURE.md "Third parties"): every adapter yields a score
// in [0, 1] and a score of at least 0.5 passes.
//   recaptcha  reCAPTCHA Enterprise: an assessment POSTed to RECAPTCHA_ASSESSMENT_URL
//   pow        the embedded default: the origin issues an HMAC-signed challenge, the browser finds
//              a nonce whose token passes contract/proof-of-work.ts
//   off        tests only: every token scores 1

export const PASS_SCORE = 0.5;
export const BOT_CHECK_FAILED = text('errors.common.botCheckFailed');
const POW_TTL_SECONDS = 300;

export interface AssessInput {
  token: string;
  action?: string;
  ip?: string;
  siteKey?: string;
}

export type BotChallenge =
  { mode: 'pow'; challenge: string; bits: number } | { mode: 'recaptcha'; site_key: string | null } | { mode: 'off' };

export interface BotCheck {
  readonly mode: BotChallenge['mode'];
  challenge(): BotChallenge;
  /** The score of a token; 0 when it is missing, forged, expired or replayed. */
  assess(input: AssessInput): Promise<number>;
}

export function createOffBotCheck(): BotCheck {
  return { mode: 'off', challenge: () => ({ mode: 'off' }), assess: async () => 1 };
}

export function createPowBotCheck(options: { secret: string; bits: number; limiter: RateLimiter; now?: () => number }): BotCheck {
  const now = options.now ?? Date.now;
  const mac = (body: string) => createHmac('sha256', options.secret).update(body).digest('base64url');
  return {
    mode: 'pow',
    challenge() {
      const body = `${Math.floor(now() / 1000) + POW_TTL_SECONDS}.${options.bits}.${randomBytes(12).toString('base64url')}`;
      return { mode: 'pow', challenge: `${body}.${mac(body)}`, bits: options.bits };
    },
    async assess({ token }) {
      const separator = token.lastIndexOf(':');
      if (separator < 0) return 0;
      const challenge = token.slice(0, separator);
      const parts = challenge.split('.');
      if (parts.length !== 4) return 0;
      const [exp, bits, , signature] = parts;
      const expected = Buffer.from(mac(parts.slice(0, 3).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 0;
      if (Number(exp) * 1000 < now() || Number(bits) < options.bits) return 0;
      if (leadingZeroBits(createHash('sha256').update(token).digest()) < Number(bits)) return 0;
      // one use per challenge: a replayed token scores 0
      const use = await options.limiter.hit(`pow:${challenge}`, 1, POW_TTL_SECONDS);
      return use.allowed ? 0.9 : 0;
    },
  };
}

interface Assessment {
  tokenProperties?: { valid?: boolean; action?: string };
  riskAnalysis?: { score?: number };
}

/** reCAPTCHA Enterprise: POST {event: {token, siteKey, expectedAction, userIpAddress}} to the assessment URL. */
export function createRecaptchaBotCheck(options: { assessmentUrl: string; siteKey?: string; fetchImpl?: typeof fetch }): BotCheck {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    mode: 'recaptcha',
    challenge: () => ({ mode: 'recaptcha', site_key: options.siteKey ?? null }),
    async assess({ token, action, ip, siteKey }) {
      if (!token) return 0;
      const response = await fetchImpl(options.assessmentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: { token, siteKey: siteKey ?? options.siteKey, expectedAction: action, userIpAddress: ip } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA assessment answered ${response.status}`);
      const assessment = (await response.json()) as Assessment;
      if (!assessment.tokenProperties?.valid) return 0;
      if (action && assessment.tokenProperties.action && assessment.tokenProperties.action !== action) return 0;
      return assessment.riskAnalysis?.score ?? 0;
    },
  };
}
