'use client';

import { useEffect } from 'react';
import { useSessionStoreApi } from '@/stores/store-provider';

/**
 * A member's page is the cached page of its country and variant, drawn without the session
 * (app/[country]/[variant]/layout.tsx); the session is asked for here once it has loaded, and the
 * store, the account menu and everything that waits on fetchedUserProfile follow it. It is asked
 * for as data, not by a server function, which Next.js's router would make a link pressed
 * meanwhile wait for. The call's code is not in the page's first load, which every visitor gets:
 * it comes here, with the API client's, both at once.
 */
export function MemberSessionLoader() {
  const session = useSessionStoreApi();
  useEffect(() => {
    let current = true;
    Promise.all([import('@/lib/api/user'), import('@/lib/api/client')])
      .then(([{ fetchSession }]) => fetchSession())
      .then(({ user, staleToken }) => {
        if (!current) return;
        session.getState().setUser(user);
        // spec 000 §4: the auth cookie exists but the session is not signed in: log out on start.
        if (staleToken) void import('@/stores/session-actions').then(({ requestLogout }) => requestLogout());
      })
      .catch((error: unknown) => {
        // as the server did when the profile failed: anonymous for this page
        console.error('The session did not load; going on signed out', error);
        if (current) session.getState().setUser(null);
      });
    return () => {
      current = false;
    };
  }, [session]);
  return null;
}
