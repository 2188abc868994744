import type { z } from 'zod';
import {
  DEVICE_CODE_GRANT,
  type DeviceAuthorizeResponse,
  type DeviceTokenError,
  type DeviceTokenResponse,
} from '@/contract/schemas/devices';
import type { ProfilesResponse, StreamRenewResponse } from '@/contract/schemas/playback';
import type { AssetDetailResponse, PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import type { UserProfile } from '@/contract/schemas/users';

// The calls a TV makes (issue 15), for the TV simulator at /dev/tv: the device flow of RFC 8628
// with form bodies, then the device session's Bearer token and never the browser's cookie, so
// what works here works on a TV.

export type DeviceCodes = z.infer<typeof DeviceAuthorizeResponse>;
export type TokenPoll = { ok: true; token: string } | { ok: false; error: z.infer<typeof DeviceTokenError>['error']; description: string };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  credentials: 'omit' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The call answered ${response.status}`);
  return body;
}

// POST /api/v2/device/authorize
export async function startDeviceFlow(deviceName: string): Promise<DeviceCodes> {
  return json(await fetch('/api/v2/device/authorize', form({ device_name: deviceName, device_kind: 'tv', client_id: 'chalchitra-tv' })));
}

// POST /api/v2/device/token
export async function pollDeviceToken(deviceCode: string): Promise<TokenPoll> {
  const response = await fetch('/api/v2/device/token', form({ grant_type: DEVICE_CODE_GRANT, device_code: deviceCode }));
  const body = (await response.json()) as z.infer<typeof DeviceTokenResponse> | z.infer<typeof DeviceTokenError>;
  if ('access_token' in body) return { ok: true, token: body.access_token };
  return { ok: false, error: body.error, description: body.error_description };
}

const asDevice = (token: string): RequestInit => ({ credentials: 'omit', headers: { authorization: `Bearer ${token}` } });

// GET /api/v2/secured/user/profile – with the device session
export async function deviceProfile(token: string): Promise<UserProfile> {
  return (await json<{ data: UserProfile }>(await fetch('/api/v2/secured/user/profile', asDevice(token)))).data;
}

// GET /api/v2/catalog/playlists-all – the home rows, as the TV's home screen shows them
export async function deviceHomeRows(token: string): Promise<PlaylistsAllResponse> {
  const query = new URLSearchParams({ page: 'home', start: '0', rows: '4', content_limit: '12', img_quality: '1', country: 'IN' });
  return json(await fetch(`/api/v2/catalog/playlists-all?${query.toString()}`, asDevice(token)));
}

// GET /api/v2/catalog/asset/{assetId} – the content Play starts
export async function deviceAsset(token: string, assetId: number): Promise<AssetDetailResponse['data']> {
  return (await json<AssetDetailResponse>(await fetch(`/api/v2/catalog/asset/${assetId}?country=IN`, asDevice(token)))).data;
}

// PUT /api/v2/secured/streams/{leaseId} – the TV's heartbeat, which answers its lease's next media grant
export async function renewDeviceStream(
  token: string,
  leaseId: string,
  playedSeconds: number,
): Promise<z.infer<typeof StreamRenewResponse>> {
  const init = asDevice(token);
  return json(
    await fetch(`/api/v2/secured/streams/${leaseId}`, {
      ...init,
      method: 'PUT',
      headers: { ...(init.headers as Record<string, string>), 'content-type': 'application/json' },
      body: JSON.stringify({ played_seconds: playedSeconds }),
    }),
  );
}

// GET /api/v2/catalog/profiles/0.1/{contentId} – signed play URLs for the device session
export async function deviceProfiles(token: string, contentId: number): Promise<ProfilesResponse> {
  return json(await fetch(`/api/v2/catalog/profiles/0.1/${contentId}?platform=2&version=2&quality=auto`, asDevice(token)));
}
