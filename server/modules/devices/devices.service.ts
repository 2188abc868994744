import { randomBytes, randomInt } from 'node:crypto';
import { AUTH_COOKIE_LIFE_MS } from '../../../contract/constants';
import { formatUserCode, normaliseUserCode, USER_CODE_ALPHABET, USER_CODE_LENGTH } from '../../../contract/device-codes';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { text, type Text } from '../../platform/texts';
import { enforceLimits, type RateLimiter } from '../../platform/rate-limit';
import { hashToken } from '../../platform/tokens';
import type { AuthorizationRow, DevicesRepository } from './devices.repository';

// TV activation on the OAuth 2.0 Device Authorization Grant (RFC 8628, issue 15): a TV asks for
// a device code and a user code, a signed-in user types the user code on /activate and allows the
// TV, and the TV's next poll takes a device session like a browser's (hashed at rest, ended by a
// password reset, account deletion or a sign-out from the device list).

/** RFC 8628 §3.2: how long the codes live, and the polling interval. */
export const DEVICE_CODE_LIFE_SECONDS = 600;
export const POLL_INTERVAL_SECONDS = 5;
/** Code entries (look-ups and decisions) per user and per address in the window. */
export const CODE_ENTRIES_PER_USER = 10;
export const CODE_ENTRIES_PER_IP = 30;
const CODE_ENTRY_WINDOW_SECONDS = 900;
/**
 * Code requests (RFC 8628 §3.1) per address in the same window: a TV asks again only when its code
 * expires (10 minutes), so a few TVs behind one address stay well inside it, while a flood of
 * waiting codes (each one a row, and one more target for a guessed code) is cut short.
 */
export const AUTHORIZATIONS_PER_IP = 20;

/** A random user code from the look-alike-free alphabet. */
export function newUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i += 1) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

export type TokenAnswer =
  | { ok: true; accessToken: string; expiresIn: number }
  | { ok: false; error: 'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied' | 'invalid_grant'; description: string };

export interface DevicesDeps {
  repository: DevicesRepository;
  limiter: RateLimiter;
  /** where /activate is (the web app's public address) */
  siteUrl: string;
  now?: () => number;
}

export function createDevicesService({ repository, limiter, siteUrl, now = Date.now }: DevicesDeps) {
  /** A request a user may still decide on, by the code they typed; each look counts against the limits. */
  async function pendingByCode(input: string, context: { userId: string; ip: string }): Promise<AuthorizationRow> {
    await enforceLimits(limiter, [
      { key: `device-code:user:${context.userId}`, limit: CODE_ENTRIES_PER_USER, windowSeconds: CODE_ENTRY_WINDOW_SECONDS },
      { key: `device-code:ip:${context.ip}`, limit: CODE_ENTRIES_PER_IP, windowSeconds: CODE_ENTRY_WINDOW_SECONDS },
    ]);
    const code = normaliseUserCode(input);
    if (!code) throw new ValidationError(text('errors.devices.codeMalformed'), 'INVALID_CODE');
    const row = await repository.findByUserCode(code);
    if (!row) throw new NotFoundError(text('errors.devices.codeUnknown'), 'INVALID_CODE');
    if (row.status !== 'pending') throw new ConflictError(text('errors.devices.codeUsed'), 'CODE_USED');
    if (row.expiresAt.getTime() <= now()) throw new ConflictError(text('errors.devices.codeExpired'), 'CODE_EXPIRED');
    return row;
  }

  return {
    /** RFC 8628 §3.1-3.2 */
    async authorize(device: { name: string; kind: string }, context: { ip: string }) {
      await enforceLimits(limiter, [
        { key: `device-authorize:ip:${context.ip}`, limit: AUTHORIZATIONS_PER_IP, windowSeconds: CODE_ENTRY_WINDOW_SECONDS },
      ]);
      const deviceCode = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now() + DEVICE_CODE_LIFE_SECONDS * 1000);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const userCode = newUserCode();
        const stored = await repository.createAuthorization({
          deviceCodeHash: hashToken(deviceCode),
          userCode,
          deviceName: device.name,
          deviceKind: device.kind,
          interval: POLL_INTERVAL_SECONDS,
          expiresAt,
        });
        if (!stored) continue;
        const verificationUri = new URL('/activate', siteUrl).toString();
        return {
          device_code: deviceCode,
          user_code: formatUserCode(userCode),
          verification_uri: verificationUri,
          verification_uri_complete: `${verificationUri}?${new URLSearchParams({ code: formatUserCode(userCode) }).toString()}`,
          expires_in: DEVICE_CODE_LIFE_SECONDS,
          interval: POLL_INTERVAL_SECONDS,
        };
      }
      throw new ConflictError(text('errors.devices.noCodeFree'));
    },

    /** RFC 8628 §3.4-3.5: the device's poll. */
    async token(deviceCode: string): Promise<TokenAnswer> {
      const accessToken = randomBytes(32).toString('base64url');
      const at = new Date(now());
      const outcome = await repository.poll(hashToken(deviceCode), at, {
        tokenHash: hashToken(accessToken),
        expiresAt: new Date(at.getTime() + AUTH_COOKIE_LIFE_MS),
      });
      switch (outcome.kind) {
        case 'approved':
          return { ok: true, accessToken, expiresIn: Math.round((outcome.expiresAt.getTime() - at.getTime()) / 1000) };
        case 'pending':
          return { ok: false, error: 'authorization_pending', description: 'Waiting for the code to be entered at the activation page.' };
        case 'slow_down':
          return { ok: false, error: 'slow_down', description: `Poll at most every ${outcome.interval} seconds.` };
        case 'expired':
          return { ok: false, error: 'expired_token', description: 'The code expired. Ask for a new one.' };
        case 'denied':
          return { ok: false, error: 'access_denied', description: 'The account holder did not allow this device.' };
        case 'used':
          return { ok: false, error: 'invalid_grant', description: 'This device code has already been used.' };
        case 'unknown':
          return { ok: false, error: 'invalid_grant', description: 'This device code is not valid.' };
      }
    },

    /** What /activate shows before the user allows the device. */
    async lookUp(input: string, context: { userId: string; ip: string }) {
      const row = await pendingByCode(input, context);
      return { user_code: formatUserCode(row.userCode), device_name: row.deviceName, device_kind: row.deviceKind };
    },

    /** The device's session starts on the approving session's profile; it may pick another (with its PIN). */
    async approve(input: string, context: { userId: string; profileId: string; ip: string }): Promise<Text> {
      const row = await pendingByCode(input, context);
      const decision = { status: 'approved' as const, userId: context.userId, profileId: context.profileId };
      if (!(await repository.decide(row.id, decision, new Date(now()))))
        throw new ConflictError(text('errors.devices.codeUsed'), 'CODE_USED');
      return text('errors.devices.approved', { device: row.deviceName });
    },

    async deny(input: string, context: { userId: string; ip: string }): Promise<Text> {
      const row = await pendingByCode(input, context);
      await repository.decide(row.id, { status: 'denied' }, new Date(now()));
      return text('errors.devices.denied', { device: row.deviceName });
    },

    sessions: (userId: string) => repository.liveSessions(userId, new Date(now())),

    async signOut(userId: string, sessionId: string): Promise<void> {
      if (!(await repository.revoke(userId, sessionId, new Date(now())))) throw new NotFoundError(text('errors.devices.alreadySignedOut'));
    },

    signOutOthers: (userId: string, currentSessionId: string) => repository.revokeOthers(userId, currentSessionId, new Date(now())),
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
