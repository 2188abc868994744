'use server';

import { getSession } from '@/lib/session';
import type { InitialSession } from '@/lib/session-types';

/**
 * A member's session, asked for by the browser once the cached page has loaded
 * (MemberSessionLoader): the profile when the auth cookie is good, staleToken when the origin
 * refuses it. A server function reads the visitor's own cookies; it takes no arguments.
 */
export async function loadMemberSession(): Promise<InitialSession> {
  return getSession();
}
