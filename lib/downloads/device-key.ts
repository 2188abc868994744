import {
  DEVICE_KEY_ALGORITHM,
  DEVICE_SIGNATURE_ALGORITHM,
  deviceOfKey,
  proofMessage,
  toBase64Url,
  type DeviceKeyJwk,
} from '@/contract/download-device';
import type { DeviceProofData } from '@/contract/schemas/downloads';
import { fetchDeviceChallenge } from '@/lib/api/downloads';
import { idbRequest, store, writeFacts } from './local-db';

// This browser's download key (contract/download-device.ts): an ECDSA P-256 pair made the first
// time it downloads, whose private half WebCrypto never lets out (extractable: false), kept in
// IndexedDB beside the downloads. Each licence and sync call carries its signature over a fresh
// challenge of the origin's.

const KEY_ENTRY = 'device-key';

interface StoredKey {
  pair: CryptoKeyPair;
  jwk: DeviceKeyJwk;
  deviceId: string;
}

let current: Promise<StoredKey> | null = null;

async function readKey(): Promise<StoredKey | undefined> {
  return idbRequest((await store('facts', 'readonly')).get(KEY_ENTRY) as IDBRequest<StoredKey | undefined>);
}

/** Keeps `made` unless another tab kept its own first; answers the one kept. */
async function keepFirst(made: StoredKey): Promise<StoredKey> {
  try {
    await idbRequest((await store('facts', 'readwrite')).add(made, KEY_ENTRY));
    return made;
  } catch (error) {
    const kept = await readKey();
    if (kept) return kept;
    throw error;
  }
}

async function makeKey(): Promise<StoredKey> {
  const pair = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify']);
  // the public half of a pair is always readable; only the private half is held back
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const jwk = { kty, crv, x, y } as DeviceKeyJwk;
  return { pair, jwk, deviceId: await deviceOfKey(jwk) };
}

/** This browser's key, made (and its device recorded in the facts) the first time it is asked for. */
export function deviceKey(): Promise<StoredKey> {
  current ??= (async () => {
    const key = (await readKey()) ?? (await keepFirst(await makeKey()));
    await writeFacts({ deviceId: key.deviceId });
    return key;
  })();
  current.catch(() => {
    current = null;
  });
  return current;
}

/** A proof that this browser holds its key, for one licence or sync call. */
export async function proveDevice(): Promise<DeviceProofData> {
  const [key, { challenge }] = await Promise.all([deviceKey(), fetchDeviceChallenge()]);
  const signature = await crypto.subtle.sign(DEVICE_SIGNATURE_ALGORITHM, key.pair.privateKey, proofMessage(challenge));
  return { key: key.jwk, challenge, signature: toBase64Url(signature) };
}
