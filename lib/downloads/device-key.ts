import { makeDeviceKey, proveKey, type DeviceKeyJwk } from '@/contract/download-device';
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

/** This browser's key, made (and its device recorded in the facts) the first time it is asked for. */
export function deviceKey(): Promise<StoredKey> {
  current ??= (async () => {
    const key = (await readKey()) ?? (await keepFirst(await makeDeviceKey()));
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
  return proveKey(key.pair, key.jwk, challenge);
}
