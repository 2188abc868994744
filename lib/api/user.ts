import type { Country } from '@/contract/schemas/geo';
import type { ActiveProduct, ProfileUpdateBody, SessionUser } from '@/contract/schemas/users';
import type { InitialSession } from '@/lib/session-types';
import type { z } from 'zod';
import { get, post, put } from '@/lib/api/lazy-client';
import { readFailure } from '@/lib/api/errors';
import { emptyVisitCaches } from '@/lib/offline-caches';

// Browser calls about the visitor and their account (spec 000 §7, spec 001 §7): profile, plan,
// countries, consent and partner sign-in. The axios client loads with the first call.

// GET /api/v2/secured/user/profile – a member's session, asked for once their cached page has
// loaded: a 401 means the auth cookie has gone stale (spec 000 §4, the caller's to handle, spec 001
// §8); any other failure is thrown
export async function fetchSession(): Promise<InitialSession> {
  try {
    const answer = await get<{ data: SessionUser | null }>('/api/v2/secured/user/profile', { skipAuthRedirect: true });
    return { user: answer.data ?? null };
  } catch (error) {
    if (readFailure(error).status === 401) return { user: null, staleToken: true };
    throw error;
  }
}

// PUT /api/v2/secured/user/profile
export async function updateProfile(profile: z.input<typeof ProfileUpdateBody>): Promise<void> {
  await put('/api/v2/secured/user/profile', profile, { withoutCountry: true });
}

// GET /api/v2/secured/user/activeproduct
export async function fetchActiveProduct(): Promise<ActiveProduct> {
  return (await get<{ data: ActiveProduct }>('/api/v2/secured/user/activeproduct', { withoutCountry: true })).data;
}

// GET /api/v1/common/countries
export async function fetchCountries(): Promise<Country[]> {
  return (await get<{ data: Country[] }>('/api/v1/common/countries', { withoutCountry: true })).data;
}

// POST /api/v2/user/gdpr/consent
export async function giveConsent(): Promise<void> {
  await post('/api/v2/user/gdpr/consent', { consent_status: 'Yes', device_type: 'web', session_id: Date.now() }, { withoutCountry: true });
}

// POST /api/v1/partner/get_user_details – signs a partner's user in from their SSO token
export async function partnerSignIn(partnerCode: string, token: string): Promise<void> {
  await post(
    '/api/v1/partner/get_user_details',
    { partner_code: partnerCode, sso_token: token },
    { headers: { 'x-partner-code': partnerCode }, skipAuthRedirect: true },
  );
}

// GET /api/v2/search/suggest – q, optimized=true (spec 001 §7)
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<unknown> {
  return get<unknown>('/api/v2/search/suggest', { params: { q: query, optimized: true }, signal });
}

// POST /api/v1/auth/users/logout – a 401 from logout is left to the caller (spec 001 §8); the
// service worker's caches of the visit are emptied whatever the call answers
export async function logout(): Promise<void> {
  try {
    await post('/api/v1/auth/users/logout', undefined, { skipAuthRedirect: true });
  } finally {
    await emptyVisitCaches();
  }
}

// GET /api/v1/common/countries/country?gps=lat,long – no auth, no country header (spec 001 §7); the answer sets the country cookie
export async function fetchCountryAt(latitude: number, longitude: number): Promise<string> {
  const answer = await get<{ data: { country_code: string } }>('/api/v1/common/countries/country', {
    params: { gps: `${latitude.toFixed(4)},${longitude.toFixed(4)}` },
    withoutCountry: true,
    skipAuthRedirect: true,
  });
  return answer.data.country_code;
}
