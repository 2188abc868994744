import { createECDH, createHash, createPrivateKey, hkdfSync, sign, verify, createPublicKey } from 'node:crypto';
import type { LicencePayload } from '../../../contract/download-licence';
import type { LicencePublicKey } from '../../../contract/schemas/downloads';

// Download licences are signed with ECDSA P-256, so that a browser can check one offline with the
// public key alone (WebCrypto). The key pair is derived from MEDIA_SIGNING_SECRET (HKDF), so every
// origin instance signs with the same key and no other secret has to be configured; the kid names
// it, so that a changed secret shows as a new key.

export interface LicenceSigner {
  sign(payload: LicencePayload): string;
  verify(token: string): LicencePayload | null;
  publicKey: LicencePublicKey;
}

export function createLicenceSigner(secret: string): LicenceSigner {
  let scalar = Buffer.from(hkdfSync('sha256', secret, 'chalchitra', 'download licence key', 32));
  const ecdh = createECDH('prime256v1');
  // a scalar past the curve's order (odds about 2^-32) is hashed again until one fits
  for (;;) {
    try {
      ecdh.setPrivateKey(scalar);
      break;
    } catch {
      scalar = createHash('sha256').update(scalar).digest();
    }
  }
  const point = ecdh.getPublicKey();
  const x = point.subarray(1, 33).toString('base64url');
  const y = point.subarray(33).toString('base64url');
  const privateKey = createPrivateKey({ key: { kty: 'EC', crv: 'P-256', d: scalar.toString('base64url'), x, y }, format: 'jwk' });
  const publicKeyObject = createPublicKey(privateKey);
  const kid = createHash('sha256').update(point).digest('base64url').slice(0, 12);

  return {
    publicKey: { kty: 'EC', crv: 'P-256', x, y, kid },
    sign(payload) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const signature = sign('sha256', Buffer.from(body), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return `${body}.${signature.toString('base64url')}`;
    },
    verify(token) {
      const [body, signature] = token.split('.');
      if (!body || !signature) return null;
      const good = verify(
        'sha256',
        Buffer.from(body),
        { key: publicKeyObject, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
      return good ? (JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LicencePayload) : null;
    },
  };
}
