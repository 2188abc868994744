// Who's watching, as the page cache needs it (issue 49): a non-HttpOnly cookie naming the profile
// the browser chose last. It grants nothing and proves nothing: proxy.ts keys its memory of the
// session's maturity ceiling by it (lib/profile-ceiling.ts), so a new choice is looked up afresh,
// and a cookie changed by hand only makes the proxy ask the origin, which answers the truth.

export const PROFILE_COOKIE = 'profile';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Names the chosen profile for the next page loads (in the browser, after the origin accepted the choice). */
export function rememberChosenProfile(profileId: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${PROFILE_COOKIE}=${encodeURIComponent(profileId)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
}
