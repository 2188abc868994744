import { makeDeviceKey, proveKey, type DeviceKeyJwk } from '@/contract/download-device';
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
  const { pair, jwk, deviceId } = await makeDeviceKey();
  return { id: deviceId, key: jwk, prove: (challenge) => proveKey(pair, jwk, challenge) };
}
