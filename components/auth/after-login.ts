'use client';

import { matchRoute } from '@/lib/routes';
import { safeReturnPath } from '@/contract/return-path';
import type { LoginModalData } from '@/stores/ui-store';
import { fetchProfiles, type ProfileList } from '@/lib/api/profiles';

// Where the browser goes once the session changes (spec 000 §4 "Session"). Full page loads on
// purpose: every store and server component starts again with the new session.

/** The current address without the modal parameter, as a same-site path. */
export function currentAddress(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('modal');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** spec 000 §2: the rurl carried to /set-password and /reset-password (the current address unless it is /). */
export function currentReturnPath(): string {
  const here = new URL(window.location.href);
  if (matchRoute(here.pathname)?.route.redirectIfLoggedIn) return safeReturnPath(here.searchParams.get('rurl'));
  return safeReturnPath(currentAddress());
}

/**
 * A full page load of a same-site path (never a client navigation: the session changed). The
 * path part is what must be same-site; the query may carry an encoded return address
 * (/login?rurl=%2Faccount-link), which the page that reads it checks again.
 */
export function loadPage(path: string): void {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  window.location.assign(safeReturnPath(pathname) === pathname ? path : '/');
}

export function goTo(pathname: string, query: Record<string, string>): void {
  const search = new URLSearchParams(Object.entries(query).filter(([name, value]) => !(name === 'rurl' && value === '/')));
  loadPage(`${pathname}${search.size > 0 ? `?${search.toString()}` : ''}`);
}

/** Where a sign-in goes on to: a redirectIfLoggedIn page's rurl or /, else the address again. */
function addressAfterLogin(data: LoginModalData): string {
  const here = new URL(window.location.href);
  if (matchRoute(here.pathname)?.route.redirectIfLoggedIn) return safeReturnPath(here.searchParams.get('rurl'));
  if (data.for === 'AVOD') {
    // spec 000 §2 and §4: the free-plan flow goes on after the reload (createAVOD)
    const url = new URL(currentAddress(), window.location.origin);
    url.searchParams.set('createAVOD', '1');
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return currentAddress();
}

/**
 * issue 49: "Who's watching?" comes first when the account has more than one profile and this
 * session has not chosen one; it goes on to `next` once one is chosen. The list failing to load
 * only skips the question (the session watches as the account holder's profile).
 */
export async function throughWhosWatching(next: string, fetchList: () => Promise<ProfileList> = fetchProfiles): Promise<string> {
  try {
    const { profiles, chosen } = await fetchList();
    if (profiles.length > 1 && !chosen) return next === '/' ? '/profiles' : `/profiles?rurl=${encodeURIComponent(next)}`;
  } catch (error) {
    console.error('The profiles did not load after sign-in', error);
  }
  return next;
}

/**
 * After a password or social login: onLogin when the caller takes charge (re-authentication on
 * /deleteuser); otherwise on to addressAfterLogin, through "Who's watching?" when it is asked.
 */
export async function afterLogin(data: LoginModalData): Promise<void> {
  if (data.onLogin) {
    data.onLogin();
    return;
  }
  loadPage(await throughWhosWatching(addressAfterLogin(data)));
}
