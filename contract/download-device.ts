// The device a download is bound to: a browser's own key, not its device cookie. When a browser
// first downloads it makes an ECDSA P-256 key pair with WebCrypto whose private half cannot be
// read out (extractable: false) and keeps it in IndexedDB. Licences name the device by the public
// key's thumbprint (RFC 7638), and the origin issues, renews and syncs them only against a
// signature over a fresh challenge of its own. A copied cookie carries nothing of the key, so
// another browser cannot take this one's place. Both processes use these rules: the browser signs,
// the origin checks.

export interface DeviceKeyJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

export const DEVICE_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const DEVICE_SIGNATURE_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** Devices bound to a key are named with this prefix; a licence issued before keys names a device cookie. */
export const KEY_DEVICE_PREFIX = 'key:';

export function isKeyDevice(deviceId: string): boolean {
  return deviceId.startsWith(KEY_DEVICE_PREFIX);
}

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The device a public key names: the prefix and the key's SHA-256 JWK thumbprint (RFC 7638). */
export async function deviceOfKey(key: DeviceKeyJwk): Promise<string> {
  // RFC 7638 §3.2: the required members only, in lexicographic order, no white space
  const canonical = JSON.stringify({ crv: key.crv, kty: key.kty, x: key.x, y: key.y });
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return `${KEY_DEVICE_PREFIX}${toBase64Url(digest)}`;
}

/** What a device signs to answer one of the origin's challenges (domain-separated from anything else it might sign). */
export function proofMessage(challenge: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`chalchitra download device\n${challenge}`);
}

/** A browser's new download key: a pair whose private half cannot be exported, its public JWK and the device it names. */
export async function makeDeviceKey(): Promise<{ pair: CryptoKeyPair; jwk: DeviceKeyJwk; deviceId: string }> {
  const pair = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify']);
  // the public half of a pair is always readable; only the private half is held back
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const jwk = { kty, crv, x, y } as DeviceKeyJwk;
  return { pair, jwk, deviceId: await deviceOfKey(jwk) };
}

/** The proof, for one of the origin's challenges, that the holder of `pair` holds the key `jwk`. */
export async function proveKey(
  pair: CryptoKeyPair,
  jwk: DeviceKeyJwk,
  challenge: string,
): Promise<{ key: DeviceKeyJwk; challenge: string; signature: string }> {
  const signature = await crypto.subtle.sign(DEVICE_SIGNATURE_ALGORITHM, pair.privateKey, proofMessage(challenge));
  return { key: jwk, challenge, signature: toBase64Url(signature) };
}
