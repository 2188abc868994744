import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { authTokenFrom } from '@/contract/constants';
import { originGet, OriginError } from '@/lib/api/server';
import type { SessionUser } from '@/contract/schemas/users';
import type { InitialSession } from '@/lib/session-types';

// The visitor's session as the origin sees it, once per request (React cache). Layouts and pages
// check it; the origin still authorizes every secured call itself.

interface ProfileResponse {
  data: SessionUser;
}

/**
 * GET /api/v2/secured/user/profile, only when the auth cookie exists. A 401 means the cookie is
 * stale (the app logs out on start, spec 000 §4); any other failure counts as anonymous for this
 * render and is logged.
 */
export const getSession = cache(async (): Promise<InitialSession> => {
  const cookieStore = await cookies();
  if (authTokenFrom((name) => cookieStore.get(name)?.value) === undefined) return { user: null };
  try {
    const profile = await originGet<ProfileResponse>('/api/v2/secured/user/profile');
    return { user: profile?.data ?? null };
  } catch (error) {
    if (error instanceof OriginError && error.status === 401) return { user: null, staleToken: true };
    console.error('Profile fetch failed; rendering as anonymous', error);
    return { user: null };
  }
});

/** The signed-in user, or null. */
export async function getSignedInUser(): Promise<SessionUser | null> {
  return (await getSession()).user;
}
