import { DOWNLOAD_KEEP_DAYS, DOWNLOAD_WATCH_HOURS } from './entitlements';

// The download licence (issue 19): what the origin signs for one user, device and title, and the
// rule both sides apply to it. The origin signs it with ECDSA P-256 (its public key goes to the
// browser at every sync); the browser checks the signature and the times offline, by its own clock
// set right by the origin's at each sync.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The signed part of a licence token (times in epoch milliseconds). */
export interface LicencePayload {
  v: 1;
  /** licence id */
  lid: string;
  /** the account's user id */
  uid: string;
  /** the device (browser) it was issued to: its download key (download-device.ts), or the device cookie of a licence issued before keys */
  dev: string;
  /** content id */
  cid: number;
  /** when the current 30-day window began: the download, or the latest renewal while online */
  win: number;
  /** the first play of the downloaded copy the origin knows of, if any */
  fp: number | null;
  /** when the origin signed it */
  iat: number;
  /** when it stops playing: licenceExpiry(win, fp) */
  exp: number;
}

/**
 * "Downloads expire after 30 days or 48 hours after you start watching." (the help centre): 30 days
 * after the window began, or 48 hours after the first play, whichever comes first.
 */
export function licenceExpiry(windowStart: number, firstPlayedAt: number | null): number {
  const kept = windowStart + DOWNLOAD_KEEP_DAYS * DAY;
  return firstPlayedAt === null ? kept : Math.min(kept, firstPlayedAt + DOWNLOAD_WATCH_HOURS * HOUR);
}

/** A clock that reads more than this before the latest time the app saw has been set back. */
export const CLOCK_SLACK_MS = 10 * 60_000;

/**
 * What a device holds true of time after a sync: the origin's time then is the latest it has seen,
 * and its own clock's distance from the origin's is kept. So a clock that once ran ahead (or that
 * runs behind) no longer locks the downloads once the device is online again, while offline a clock
 * set back before the latest time seen still does not revive an expired title. `sentAt` and
 * `receivedAt` are the device's own clock around the call.
 */
export function clockAfterSync(serverTime: number, sentAt: number, receivedAt: number): { lastSeen: number; clockOffset: number } {
  return { lastSeen: serverTime, clockOffset: Math.round(serverTime - (sentAt + receivedAt) / 2) };
}

/** The origin's time as this device reckons it: its own clock, set right by the offset the last sync found. */
export function deviceTime(now: number, clockOffset: number): number {
  return now + clockOffset;
}

export type OfflineVerdict =
  | { playable: true; expiresAt: number }
  | { playable: false; expiresAt: number; reason: 'expired' | 'clock' | 'other-user' | 'other-device' };

/**
 * Whether a stored title may play now, by the device's reckoning of time (`now`, see deviceTime):
 * the signed expiry, shortened to 48 hours after a first play the origin has not heard of yet; a
 * clock set back before the latest time the app saw does not revive an expired title; a licence
 * plays only on the device it names.
 */
export function offlineVerdict(
  payload: Pick<LicencePayload, 'uid' | 'dev' | 'win' | 'fp' | 'exp'>,
  device: { now: number; lastSeen: number; userId: string | null; deviceId: string | null; firstPlayedAt: number | null },
): OfflineVerdict {
  const firstPlay = [payload.fp, device.firstPlayedAt].filter((at): at is number => at !== null);
  const expiresAt = Math.min(payload.exp, licenceExpiry(payload.win, firstPlay.length > 0 ? Math.min(...firstPlay) : null));
  if (device.userId !== null && device.userId !== payload.uid) return { playable: false, expiresAt, reason: 'other-user' };
  if (device.deviceId !== payload.dev) return { playable: false, expiresAt, reason: 'other-device' };
  if (device.now + CLOCK_SLACK_MS < device.lastSeen) return { playable: false, expiresAt, reason: 'clock' };
  if (Math.max(device.now, device.lastSeen) >= expiresAt) return { playable: false, expiresAt, reason: 'expired' };
  return { playable: true, expiresAt };
}

/** Splits a token into its payload (unchecked) and the parts a signature check needs. */
export function readLicenceToken(token: string): { payload: LicencePayload; signed: string; signature: string } | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  try {
    const json = typeof atob === 'function' ? decodeBase64Url(body) : Buffer.from(body, 'base64url').toString('utf8');
    const payload = JSON.parse(json) as LicencePayload;
    return payload.v === 1 ? { payload, signed: body, signature } : null;
  } catch {
    return null;
  }
}

function decodeBase64Url(text: string): string {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
