import { COOKIE } from '@/contract/constants';
import { MATURITY_RATINGS, NO_CEILING_RANK, type MaturityRating } from '@/contract/maturity';
import type { RenderVariant } from '@/lib/render-variant';

// The maturity ceiling a member's page is rendered for (issue 49; README "Cached rendering"). A
// kids profile's pages are cached variants of their own (lib/render-variant.ts), so proxy.ts must
// know the session's profile before the page renders. It never believes a cookie for it: it keeps
// in memory, for a minute, what the origin last said for the session (the auth token's SHA-256)
// and the `profile` cookie the browser had set when it chose that profile. Any other value of the
// cookie (changed, deleted, or set back to an earlier profile's) is asked of the origin again,
// which answers for the session's own profile. When the origin cannot be asked, the page is
// rendered the most careful way, a kids page of U.

export interface ProfileCeiling {
  /** The highest rating the profile is shown. */
  maturity: MaturityRating;
  /** A kids profile: the kids home's look, no purchase prompts. */
  kids: boolean;
}

/** No ceiling: every title (a grown-up's profile, or nobody signed in). */
export const NO_CEILING: ProfileCeiling = { maturity: MATURITY_RATINGS[NO_CEILING_RANK], kids: false };
/** When the origin cannot tell: the lowest ceiling, as a kids profile. */
export const CAREFUL_CEILING = { maturity: 'U', kids: true } as const satisfies ProfileCeiling;

const ENTRIES = 1000;
const TTL_MS = 60_000;
/** How long a page's request waits for the origin's answer before it renders the careful way. */
const LOOKUP_TIMEOUT_MS = 1500;

export interface CeilingLookupOptions {
  originUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  entries?: number;
  ttlMs?: number;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function ceilingOf(answer: unknown): ProfileCeiling | null {
  const watching = (answer as { data?: { watching?: { maturity?: unknown; kids?: unknown } } } | null)?.data?.watching;
  if (!watching) return NO_CEILING;
  const maturity = MATURITY_RATINGS.find((rating) => rating === watching.maturity);
  return maturity ? { maturity, kids: watching.kids === true } : null;
}

/**
 * The lookup proxy.ts runs for every member's page: `ceilingFor(authToken, profileCookie)`
 * answers from memory (an LRU of `entries`, each kept `ttlMs`), else asks the origin's profile
 * call with the auth cookie alone. A session the origin does not know (401) has no ceiling and is
 * not remembered; a failure, a timeout or an answer it cannot read is the careful ceiling.
 */
export function createCeilingLookup({ originUrl, fetchImpl, now = Date.now, entries = ENTRIES, ttlMs = TTL_MS }: CeilingLookupOptions) {
  // per session (the auth token's hash): the latest answer only, with the profile cookie it came with
  const known = new Map<string, { cookie: string; ceiling: ProfileCeiling; until: number }>();
  // one question at a time per key: a member's first page and its prefetches arrive together
  const asking = new Map<string, Promise<ProfileCeiling>>();

  function remember(key: string, cookie: string, ceiling: ProfileCeiling): void {
    known.delete(key);
    known.set(key, { cookie, ceiling, until: now() + ttlMs });
    // a Map keeps insertion order: the first key is the one used longest ago
    while (known.size > entries) known.delete(known.keys().next().value!);
  }

  async function ask(authToken: string): Promise<{ ceiling: ProfileCeiling; keep: boolean }> {
    try {
      const response = await (fetchImpl ?? fetch)(new URL('/api/v2/secured/user/profile', originUrl), {
        headers: { accept: 'application/json', cookie: `${COOKIE.authToken}=${authToken}` },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (response.status === 401) return { ceiling: NO_CEILING, keep: false };
      if (!response.ok) return { ceiling: CAREFUL_CEILING, keep: false };
      const ceiling = ceilingOf(await response.json());
      return ceiling ? { ceiling, keep: true } : { ceiling: CAREFUL_CEILING, keep: false };
    } catch {
      return { ceiling: CAREFUL_CEILING, keep: false };
    }
  }

  return async function ceilingFor(authToken: string, profileCookie: string | undefined): Promise<ProfileCeiling> {
    const key = await sha256(authToken);
    const cookie = profileCookie ?? '';
    const entry = known.get(key);
    // only the session's latest answer counts: a cookie set back to an earlier profile's value is
    // not that profile's answer again, it is asked anew
    if (entry && entry.cookie === cookie && entry.until > now()) {
      // used again: the newest in the LRU's order
      known.delete(key);
      known.set(key, entry);
      return entry.ceiling;
    }
    const question = `${key} ${cookie}`;
    let answer = asking.get(question);
    if (!answer) {
      answer = ask(authToken).then(({ ceiling, keep }) => {
        asking.delete(question);
        if (keep) remember(key, cookie, ceiling);
        else known.delete(key);
        return ceiling;
      });
      asking.set(question, answer);
    }
    return answer;
  };
}

/** The variant's part for `ceiling` (lib/render-variant.ts): none for a grown-up's profile without one. */
export function variantCeiling(ceiling: ProfileCeiling): RenderVariant['ceiling'] {
  const { maturity, kids } = ceiling;
  if (maturity !== 'A') return { maturity, kids };
  // a kids profile always has a ceiling below A; one that names none is drawn the careful way
  return kids ? { maturity: CAREFUL_CEILING.maturity, kids } : null;
}
