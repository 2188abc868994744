import {
  DEVICE_KEY_ALGORITHM,
  DEVICE_SIGNATURE_ALGORITHM,
  deviceOfKey,
  proofMessage,
  toBase64Url,
  type DeviceKeyJwk,
} from '@/contract/download-device';
import type { DeviceProofData } from '@/contract/schemas/downloads';

// A download device for tests and journeys, as a browser makes one (lib/downloads/device-key.ts):
// a P-256 key whose private half cannot be exported, and its signature over a challenge.

export interface TestDevice {
  /** the device the key names (what licences are bound to) */
  id: string;
  key: DeviceKeyJwk;
  /** The proof for one challenge. */
  prove(challenge: string): Promise<DeviceProofData>;
}

export async function makeDevice(): Promise<TestDevice> {
  const pair = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const key = { kty, crv, x, y } as DeviceKeyJwk;
  return {
    id: await deviceOfKey(key),
    key,
    async prove(challenge) {
      const signature = await crypto.subtle.sign(DEVICE_SIGNATURE_ALGORITHM, pair.privateKey, proofMessage(challenge));
      return { key, challenge, signature: toBase64Url(signature) };
    },
  };
}
