// A deployment's warm-up (README "Cluster"): before a fresh web tier takes traffic, each instance
// renders the pages a crowd asks for first, so that their route code is loaded and compiled and
// the shared page cache (Redis) holds them. Without it, a spike that meets a fresh deployment waits
// on every first render at once.

/** The browsers a visitor's page is rendered for (lib/render-variant.ts): a desktop and a phone. */
export const WARM_USER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
];

/** The landing pages every visit starts from; the titles are read from home. */
const LANDING_PAGES = ['/', '/movies', '/music', '/originals', '/tv', '/quickie', '/stars', '/about_us'];

const TITLE_LINK = /\/(?:movie|original|tv)\/watch\/\d+\/[a-z0-9-]+/g;

/** Pages to warm: the landing pages and every title the home page links to. */
export function pagesToWarm(homeHtml: string): string[] {
  return [...LANDING_PAGES, ...new Set(homeHtml.match(TITLE_LINK) ?? [])];
}

/**
 * Asks one web instance for each page, for each user agent, two at a time; returns how many
 * answered 200. A page that fails is only logged: warming never keeps a deployment from starting.
 */
export async function warmPages(instanceUrl: string, userAgents: string[] = WARM_USER_AGENTS): Promise<number> {
  const get = async (page: string, userAgent: string) => {
    try {
      const answer = await fetch(instanceUrl + page, { headers: { 'user-agent': userAgent }, signal: AbortSignal.timeout(30_000) });
      return { ok: answer.status === 200, text: await answer.text() };
    } catch (error) {
      console.warn(`Warm-up: ${page} did not answer (${(error as Error).message})`);
      return { ok: false, text: '' };
    }
  };
  const home = await get('/', userAgents[0]!);
  const work = userAgents.flatMap((userAgent) => pagesToWarm(home.text).map((page) => ({ page, userAgent })));
  let answered = 0;
  const worker = async () => {
    for (let next = work.shift(); next; next = work.shift()) if ((await get(next.page, next.userAgent)).ok) answered += 1;
  };
  await Promise.all([worker(), worker()]);
  return answered;
}
