import { matchRoute } from '@/lib/routes';

// Browser-side session calls. They go through the web app's own /api proxy (the BFF), which relays
// the origin's Set-Cookie so that the HttpOnly auth cookie is removed.
// TODO(lib/api/client.ts): move this call onto the shared axios client once it exists.

// POST /api/v1/auth/users/logout – signs out (spec 000 §7)
export async function requestLogout(): Promise<void> {
  try {
    await fetch('/api/v1/auth/users/logout', { method: 'POST', credentials: 'include' });
  } catch (error) {
    // the reload below still resets the page; the origin expires the session on its own
    console.error('Logout call failed', error);
  }
}

/**
 * spec 000 §4 "Session": logout calls the logout endpoint; if the page needs sign-in the user goes
 * to /, otherwise the page reloads.
 */
export async function logoutAndLeave(pathname: string = window.location.pathname): Promise<void> {
  await requestLogout();
  if (matchRoute(pathname)?.route.authReq) window.location.assign('/');
  else window.location.reload();
}
