import { logout } from '@/lib/api/user';
// Browser-side session calls. They go through the web app's own /api proxy (the BFF), which relays
// the origin's Set-Cookie so that the HttpOnly auth cookie is removed.

// POST /api/v1/auth/users/logout – signs out (spec 000 §7)
export async function requestLogout(): Promise<void> {
  try {
    await logout();
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
  // the route table loads with the logout, not with every page's store provider
  const [{ matchRoute }] = await Promise.all([import('@/lib/routes'), requestLogout()]);
  // full page loads on purpose: every store and server component starts again signed out
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a reload, not a client navigation
  if (matchRoute(pathname)?.route.authReq) window.location.href = '/';
  else window.location.reload();
}
