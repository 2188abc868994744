// Pages rendered on request send their first bytes, and so their status, before the page can call
// notFound() (Cache Components, vercel/next.js#95380): for the one such page a visitor reaches by a
// shared link, a public profile, proxy.ts asks the origin first whether it exists, so an unknown
// one answers 404 like every cached page does.

/** How long a page's request waits for the answer before the page decides for itself. */
const CHECK_TIMEOUT_MS = 1500;
const PUBLIC_PROFILE = /^\/u\/([^/]+)\/?$/;

/** The origin call that tells whether a path's page exists, or null when no check applies. */
function existenceCall(pathname: string): string | null {
  const profile = PUBLIC_PROFILE.exec(pathname);
  // spec 001 §9: /u/null is the link of a user without a string id; the page answers it
  if (profile && profile[1] !== 'null') return `/api/v2/user/${profile[1]}/playlists`;
  return null;
}

/**
 * Whether the origin says the page at `pathname` does not exist (GET /api/v2/user/{slug}/playlists
 * answers 404). Any other answer, a slow origin or one away leaves the decision to the page.
 */
export async function pageIsMissing(pathname: string, originUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const call = existenceCall(pathname);
  if (!call) return false;
  try {
    const response = await fetchImpl(new URL(call, originUrl), {
      method: 'HEAD',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      cache: 'no-store',
    });
    return response.status === 404;
  } catch {
    return false;
  }
}
