import { deviceTime, offlineVerdict, readLicenceToken, type LicencePayload, type OfflineVerdict } from '@/contract/download-licence';
import type { LicencePublicKey } from '@/contract/schemas/downloads';
import type { DeviceFacts, DownloadRecord } from './local-db';

// The player's offline check of a download (issue 19): the licence's signature against the key the
// origin gave at the last sync (WebCrypto), its device against this browser's download key, then
// its times against this device's clock as the last sync set it right.

export type PlayVerdict = OfflineVerdict | { playable: false; expiresAt: number; reason: 'unsigned' | 'other-profile' };

async function signatureHolds(token: string, key: LicencePublicKey): Promise<boolean> {
  const parts = readLicenceToken(token);
  if (!parts) return false;
  try {
    const cryptoKey = await crypto.subtle.importKey(
      'jwk',
      { kty: key.kty, crv: key.crv, x: key.x, y: key.y, ext: true },
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const signature = Uint8Array.from(
      atob(
        parts.signature
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(parts.signature.length / 4) * 4, '='),
      ),
      (char) => char.charCodeAt(0),
    );
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, cryptoKey, signature, new TextEncoder().encode(parts.signed));
  } catch {
    return false;
  }
}

/** Whether a stored title may play now. */
export async function checkDownload(record: DownloadRecord, facts: DeviceFacts, now = Date.now()): Promise<PlayVerdict> {
  const expiresAt = Date.parse(record.expiresAt);
  // another profile's download (issue 49) plays only for it
  if (record.otherProfile) return { playable: false, expiresAt, reason: 'other-profile' };
  const parts = record.token ? readLicenceToken(record.token) : null;
  if (!parts || !facts.publicKey || !(await signatureHolds(record.token!, facts.publicKey)) || parts.payload.lid !== record.id)
    return { playable: false, expiresAt, reason: record.expired ? 'expired' : 'unsigned' };
  return verdictOf(parts.payload, record, facts, now);
}

function verdictOf(payload: LicencePayload, record: DownloadRecord, facts: DeviceFacts, now: number): OfflineVerdict {
  return offlineVerdict(payload, {
    now: deviceTime(now, facts.clockOffset),
    lastSeen: facts.lastSeen,
    userId: facts.userId,
    deviceId: facts.deviceId,
    firstPlayedAt: record.localFirstPlayedAt,
  });
}

/** The same rule without the signature, for showing an expiry in a list (cheap, synchronous). */
export function shownExpiry(record: DownloadRecord, facts: DeviceFacts, now = Date.now()): OfflineVerdict | null {
  const parts = record.token ? readLicenceToken(record.token) : null;
  return parts ? verdictOf(parts.payload, record, facts, now) : null;
}
