import 'server-only';
import { originGet } from '@/lib/api/server';
import type { SignedInDevice } from '@/lib/api/devices';

/** GET /api/v2/secured/user/sessions – the account's browsers and devices (Account Settings). */
export async function getSignedInDevices(): Promise<SignedInDevice[]> {
  return (await originGet<{ data: SignedInDevice[] }>('/api/v2/secured/user/sessions', { withoutCountry: true })).data;
}
