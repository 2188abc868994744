import { randomUUID } from 'node:crypto';
import { cookieOf, once, pick, request, sleep, type Ask } from './cluster-client';

// The load test's traffic: pages and API calls, sign-ups with a watchlist write, HLS viewers at
// real-time pace, and the check afterwards that every acknowledged write is there.

/** What the traffic needs from the catalogue: title pages and a free title to play. */
export interface Fixture {
  titlePages: string[];
  assetIds: number[];
  freeContentId: number;
}

export async function discover(): Promise<Fixture> {
  const home = await once({ kind: 'page', path: '/' });
  const titlePages = [...new Set(home.text.match(/\/(movie|original|tv)\/watch\/\d+\/[a-z0-9-]+/g) ?? [])];
  if (titlePages.length === 0) throw new Error('the home page links to no titles: is the catalogue seeded?');
  const movies = await once({ kind: 'api', path: '/api/v2/catalog/assets?asset_type=MOVIE&limit=50' });
  const assetIds = (JSON.parse(movies.text) as { data: Array<{ asset_id: number }> }).data.map((item) => item.asset_id);
  if (assetIds.length === 0) throw new Error('the catalogue lists no films');
  const device = `device_id=${randomUUID()}; country=IN`;
  for (let contentId = 1; contentId < 400; contentId += 1) {
    const answer = await once({ kind: 'api', path: `/api/v2/catalog/profiles/0.1/${contentId}`, cookie: device });
    if (answer.status === 200 && JSON.parse(answer.text).profiles?.ADAPTIVE) return { titlePages, assetIds, freeContentId: contentId };
  }
  throw new Error('no title plays for a visitor');
}

/** Pages: the home page and title pages must carry their content, not a shell left without its data. */
export function pageAsk(fixture: Fixture): Ask {
  const roll = Math.random();
  if (roll < 0.35) return { kind: 'page', path: '/', ok: (a) => a.status === 200 && a.text.includes('/movie/watch/') };
  if (roll < 0.75) {
    const page = pick(fixture.titlePages);
    return { kind: 'page', path: page, ok: (a) => a.status === 200 && a.text.includes('<h1') };
  }
  return { kind: 'page', path: pick(['/movies', '/music', '/originals', '/about_us', '/tv']), ok: (a) => a.status === 200 };
}

const SUGGEST = ['ra', 'dil', 'ishq', 'pyaar', 'raat', 'zindagi', 'ka', 'mela'];

export function apiAsk(fixture: Fixture, device: string): Ask {
  return pick<Ask>([
    { kind: 'api', path: `/api/v2/v1/catalog/menu?type=${pick(['MOVIE', 'TV', 'MUSIC', 'QUICKIE'])}` },
    { kind: 'api', path: `/api/v2/search/suggest?q=${pick(SUGGEST)}` },
    { kind: 'api', path: '/api/v2/catalog/music/topchart' },
    { kind: 'api', path: '/api/v2/catalog/tv/live' },
    { kind: 'api', path: '/api/v2/catalog/stars' },
    { kind: 'api', path: `/api/v2/catalog/profiles/0.1/${fixture.freeContentId}`, cookie: device },
  ]);
}

interface Account {
  mobile: string;
  password: string;
  watchlisted: number[];
}

const accounts: Account[] = [];
let mobileCounter = 0;

/** A sign-up, then a watchlist write as that user: both must be there after the run. */
export async function signUpAndSave(fixture: Fixture): Promise<void> {
  mobileCounter += 1;
  const mobile = `7${String(Date.now() % 1e5).padStart(5, '0')}${String(mobileCounter).padStart(4, '0')}`;
  const password = `load-${randomUUID().slice(0, 12)}`;
  const identifier = { mobile, calling_code: '91' };
  // a retried sign-up whose first try was kept finds the account taken: signing in then tells
  const signUp = await request({
    kind: 'write',
    path: '/api/v1/auth/users/set_password',
    method: 'POST',
    body: { ...identifier, password },
    ok: (a) => a.status === 200 || (a.status === 400 && /already/i.test(a.text)),
  });
  if (!signUp) return;
  let auth = cookieOf(signUp.setCookie, 'auth_token');
  if (!auth) {
    const login = await request({ kind: 'write', path: '/api/v1/auth/users/login', method: 'POST', body: { ...identifier, password } });
    auth = login && cookieOf(login.setCookie, 'auth_token');
    if (!auth) return;
  }
  const account: Account = { mobile, password, watchlisted: [] };
  accounts.push(account);
  const assetId = pick(fixture.assetIds);
  const saved = await request({
    kind: 'write',
    path: '/api/v2/secured/user/watchlists',
    method: 'POST',
    body: { asset_id: assetId },
    cookie: `${auth}; country=IN`,
  });
  if (saved) account.watchlisted.push(assetId);
}

function resolve(url: string, relative: string): string {
  return new URL(relative, new URL(url, 'http://x')).pathname;
}

/** Media playlists' URIs with their durations (EXT-X-MAP's init segment first, duration 0). */
function segmentsOf(playlist: string, url: string): Array<{ path: string; seconds: number }> {
  const segments: Array<{ path: string; seconds: number }> = [];
  let seconds = 0;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const map = line.match(/^#EXT-X-MAP:URI="([^"]+)"/);
    if (map) segments.push({ path: resolve(url, map[1]), seconds: 0 });
    else if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) segments.push({ path: resolve(url, line), seconds });
  }
  return segments;
}

/** A viewer: the play call, the master, one rung's playlist, then its segments at real-time pace, looping. */
export async function viewer(fixture: Fixture, index: number, until: number): Promise<void> {
  const cookie = `device_id=${randomUUID()}; country=IN`;
  while (Date.now() < until) {
    const play = await request({ kind: 'api', path: `/api/v2/catalog/profiles/0.1/${fixture.freeContentId}`, cookie });
    if (!play) {
      await sleep(2000);
      continue;
    }
    const masterPath = (JSON.parse(play.text) as { play_url: string }).play_url;
    const master = await request({ kind: 'media', path: masterPath, cookie });
    if (!master) continue;
    const variants = master.text.split('\n').filter((line) => line && !line.startsWith('#'));
    // viewers spread over the rungs, as players on different connections settle
    const variantPath = resolve(masterPath, variants[index % variants.length]);
    const variant = await request({ kind: 'media', path: variantPath, cookie });
    if (!variant) continue;
    const started = Date.now();
    let due = 0;
    for (const segment of segmentsOf(variant.text, variantPath)) {
      // a player keeps one segment ahead: fetch each one segment before it plays
      await sleep(Math.max(0, started + (due - 4) * 1000 - Date.now()));
      if (Date.now() >= until) return;
      await request({ kind: 'media', path: segment.path, cookie, binary: true });
      due += segment.seconds;
    }
    await sleep(Math.max(0, started + due * 1000 - Date.now()));
  }
}

/** After the run: every acknowledged sign-up signs in, and its watchlist holds what was saved. */
export async function checkData(): Promise<{ accounts: number; writes: number; lost: string[] }> {
  const lost: string[] = [];
  let writes = 0;
  const check = async (account: Account) => {
    const identifier = { mobile: account.mobile, calling_code: '91' };
    const login = await once({
      kind: 'write',
      path: '/api/v1/auth/users/login',
      method: 'POST',
      body: { ...identifier, password: account.password },
    });
    const auth = cookieOf(login.setCookie, 'auth_token');
    if (login.status !== 200 || !auth) {
      lost.push(`sign-up ${account.mobile}: login answered ${login.status}`);
      return;
    }
    const list = await once({ kind: 'api', path: '/api/v2/secured/user/watchlists', cookie: `${auth}; country=IN` });
    for (const assetId of account.watchlisted) {
      writes += 1;
      if (!new RegExp(`"asset_id":${assetId}\\b`).test(list.text)) lost.push(`watchlist of ${account.mobile}: asset ${assetId} missing`);
    }
  };
  // a few at a time: each sign-in hashes a password
  const queue = [...accounts];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let account = queue.shift(); account; account = queue.shift()) await check(account);
    }),
  );
  return { accounts: accounts.length, writes, lost };
}
