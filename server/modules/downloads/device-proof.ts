import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { ForbiddenError, ValidationError } from '../../platform/errors';
import { render, text } from '../../platform/texts';
import type { RateLimiter } from '../../platform/rate-limit';
import {
  DEVICE_KEY_ALGORITHM,
  DEVICE_SIGNATURE_ALGORITHM,
  deviceOfKey,
  fromBase64Url,
  proofMessage,
} from '../../../contract/download-device';
import type { DeviceProofData } from '../../../contract/schemas/downloads';

// The origin's half of a download device's proof (contract/download-device.ts): challenges of its
// own, signed (HMAC, with a key derived from MEDIA_SIGNING_SECRET, so that every origin instance
// checks the others'), living two minutes and good for one use across instances (the rate
// limiter's shared counters, as the bot check's challenges); and the check of a device's
// signature over one, which names the device.

export const CHALLENGE_TTL_SECONDS = 120;
const FAILED = text('errors.downloads.proofFailed');
/** The refusal's words in English. */
export const PROOF_FAILED = render(FAILED);
const PROOF_EXPIRED = text('errors.downloads.proofExpired');

export interface DeviceProofs {
  challenge(): { challenge: string; expires_at: string };
  /** The device a proof names (`key:` and its thumbprint), once its signature over a fresh challenge of ours holds. */
  verify(proof: DeviceProofData): Promise<string>;
}

export function createDeviceProofs({
  secret,
  limiter,
  now = Date.now,
}: {
  secret: string;
  limiter: RateLimiter;
  now?: () => number;
}): DeviceProofs {
  const key = Buffer.from(hkdfSync('sha256', secret, 'chalchitra', 'download device challenge', 32));
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  const refused = () => new ForbiddenError(FAILED, 'DEVICE_PROOF');

  /** Throws unless the challenge is one of ours that has not expired. */
  function checkChallenge(challenge: string) {
    const parts = challenge.split('.');
    const expected = Buffer.from(mac(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2] ?? '');
    if (parts.length !== 3 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
    if (Number(parts[0]) * 1000 <= now()) throw new ValidationError(PROOF_EXPIRED, 'DEVICE_PROOF_EXPIRED');
  }

  return {
    challenge() {
      const expires = Math.floor(now() / 1000) + CHALLENGE_TTL_SECONDS;
      const body = `${expires}.${randomBytes(18).toString('base64url')}`;
      return { challenge: `${body}.${mac(body)}`, expires_at: new Date(expires * 1000).toISOString() };
    },

    async verify(proof) {
      checkChallenge(proof.challenge);
      let good = false;
      try {
        const publicKey = await crypto.subtle.importKey('jwk', { ...proof.key, ext: true }, DEVICE_KEY_ALGORITHM, false, ['verify']);
        good = await crypto.subtle.verify(
          DEVICE_SIGNATURE_ALGORITHM,
          publicKey,
          fromBase64Url(proof.signature),
          proofMessage(proof.challenge),
        );
      } catch {
        // a point off the curve, or a signature of the wrong shape
      }
      if (!good) throw refused();
      // one use: a proof seen once (on any instance) does not serve again
      const use = await limiter.hit(`download-proof:${proof.challenge}`, 1, CHALLENGE_TTL_SECONDS);
      if (!use.allowed) throw refused();
      return deviceOfKey(proof.key);
    },
  };
}
