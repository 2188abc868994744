import type { z } from 'zod';
import type {
  Profile,
  ProfileCreateBody,
  ProfilePinBody,
  ProfileResponse,
  ProfilesListResponse,
  ProfileUpdateBody,
} from '@/contract/schemas/profiles';
import { del, get, patch, post, put } from '@/lib/api/lazy-client';

// Browser calls about the account's profiles (issue 49): who's watching, managing profiles, PINs
// and the parental control. Every call answers for the session's account only; none names a country.

export type ProfileList = z.infer<typeof ProfilesListResponse>['data'];
type One = z.infer<typeof ProfileResponse>;
const options = { withoutCountry: true } as const;

// GET /api/v2/secured/profiles – the account's profiles, who this session watches as, and whether it chose
export async function fetchProfiles(): Promise<ProfileList> {
  return (await get<z.infer<typeof ProfilesListResponse>>('/api/v2/secured/profiles', options)).data;
}

// POST /api/v2/secured/profiles – adds a profile (the primary profile's `pin` when the account asks for it)
export async function addProfile(body: z.input<typeof ProfileCreateBody>): Promise<Profile> {
  return (await post<One>('/api/v2/secured/profiles', body, options)).data;
}

// PATCH /api/v2/secured/profiles/{id} – name, avatar; kids and the ceiling with the account's `password`
export async function changeProfile(id: string, body: z.input<typeof ProfileUpdateBody>): Promise<Profile> {
  return (await patch<One>(`/api/v2/secured/profiles/${encodeURIComponent(id)}`, body, options)).data;
}

// DELETE /api/v2/secured/profiles/{id} – its `pin` when it has one
export async function removeProfile(id: string, pin?: string): Promise<void> {
  await del(`/api/v2/secured/profiles/${encodeURIComponent(id)}`, { ...options, data: pin ? { pin } : {} });
}

// POST /api/v2/secured/profiles/{id}/select – this session watches as the profile (its `pin` when it has one)
export async function selectProfile(id: string, pin?: string): Promise<Profile> {
  return (await post<One>(`/api/v2/secured/profiles/${encodeURIComponent(id)}/select`, pin ? { pin } : {}, options)).data;
}

// PUT /api/v2/secured/profiles/{id}/pin – sets or changes a PIN
export async function setProfilePin(id: string, body: z.input<typeof ProfilePinBody>): Promise<Profile> {
  return (await put<One>(`/api/v2/secured/profiles/${encodeURIComponent(id)}/pin`, body, options)).data;
}

// DELETE /api/v2/secured/profiles/{id}/pin – removes a PIN, a forgotten one too (the account's `password`)
export async function removeProfilePin(id: string, password?: string): Promise<Profile> {
  return (await del<One>(`/api/v2/secured/profiles/${encodeURIComponent(id)}/pin`, { ...options, data: password ? { password } : {} }))
    .data;
}

// PUT /api/v2/secured/profiles/settings – ask the primary profile's PIN before a profile is added
export async function setPinToAdd(on: boolean, password?: string): Promise<void> {
  await put('/api/v2/secured/profiles/settings', { pin_to_add: on, ...(password ? { password } : {}) }, options);
}
