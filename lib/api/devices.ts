import type { z } from 'zod';
import type { MessageResponse, PendingDevice, SignedInDevicesResponse } from '@/contract/schemas/devices';
import { del, post } from '@/lib/api/lazy-client';

// Browser calls of TV activation and the account's device list (issue 15), through the BFF.

export type PendingDeviceAnswer = z.infer<typeof PendingDevice>;
export type SignedInDevice = z.infer<typeof SignedInDevicesResponse>['data'][number];
type Message = z.infer<typeof MessageResponse>;

const quiet = { withoutCountry: true } as const;

// POST /api/v2/secured/device/lookup – the TV waiting on a code
export async function lookUpDevice(userCode: string): Promise<PendingDeviceAnswer> {
  return (await post<{ data: PendingDeviceAnswer }>('/api/v2/secured/device/lookup', { user_code: userCode }, quiet)).data;
}

// POST /api/v2/secured/device/approve or deny – the user's answer
export async function decideDevice(userCode: string, allow: boolean): Promise<string> {
  const path = allow ? '/api/v2/secured/device/approve' : '/api/v2/secured/device/deny';
  return (await post<Message>(path, { user_code: userCode }, quiet)).message;
}

// DELETE /api/v2/secured/user/sessions/{id}
export async function signOutDevice(sessionId: string): Promise<string> {
  return (await del<Message>(`/api/v2/secured/user/sessions/${sessionId}`, quiet)).message;
}

// POST /api/v2/secured/user/sessions/sign-out-others
export async function signOutOtherDevices(): Promise<string> {
  return (await post<Message>('/api/v2/secured/user/sessions/sign-out-others', {}, quiet)).message;
}
