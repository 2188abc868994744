import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_DATABASE_URL, startCluster, type Cluster, type InstanceName } from '../deploy/cluster';
import { edgeAvailable } from '../deploy/nginx/start-edge';
import { readyWebApp, root } from '../scripts/product';

// `npm run bench:cluster`: the load and fault test. It starts the reference cluster (deploy/cluster.ts:
// nginx, 2 web, 2 origin, PostgreSQL, Redis) and drives it for 5 minutes with mixed page and API
// traffic at a fixed rate (open loop: a slow answer does not slow the arrivals), sign-ups and
// watchlist writes among it, and HLS viewers that fetch master, variant and segments at real-time
// pace. Meanwhile it kills one web and one origin instance (SIGKILL, as a crash) and starts them
// again, and restarts Redis. A request that fails (no answer, 5xx, or a page without its content)
// is tried once more, as a browser's reload or hls.js's retry would; what fails twice is counted.
// Afterwards every acknowledged sign-up must sign in and every acknowledged watchlist write must be
// in its user's watchlist. `--short` is the CI version (45 s, a fifth of the load); the process
// exits 1 when anything failed twice or was lost. Figures: bench/README.md.

const short = process.argv.includes('--short');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (short ? 45 : 300));
const RATE = Number(process.env.BENCH_RATE ?? (short ? 40 : 200));
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? (short ? 40 : 200));
const PORT = Number(process.env.CLUSTER_PORT ?? 8400);
const TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 500;
/** Arrivals while this many requests wait count as failed, so an overload shows instead of piling up. */
const MAX_WAITING = 1000 + VIEWERS;

/** When each fault happens, as a share of the run: the killed instance comes back 10 % later. */
const FAULTS: Array<{ at: number; name: string; run: (cluster: Cluster) => Promise<void> }> = [
  ...killAndStart('web-1', 0.2),
  ...killAndStart('origin-1', 0.45),
  { at: 0.7, name: 'restart Redis', run: (cluster) => cluster.restartRedis() },
];

function killAndStart(instance: InstanceName, at: number) {
  return [
    { at, name: `kill ${instance}`, run: (cluster: Cluster) => cluster.kill(instance) },
    { at: at + 0.1, name: `start ${instance}`, run: (cluster: Cluster) => cluster.start(instance) },
  ];
}

type Kind = 'page' | 'api' | 'write' | 'media';

class Tally {
  readonly latencies: Record<Kind, number[]> = { page: [], api: [], write: [], media: [] };
  readonly sent: Record<Kind, number> = { page: 0, api: 0, write: 0, media: 0 };
  readonly retried: Record<Kind, number> = { page: 0, api: 0, write: 0, media: 0 };
  readonly failed: Record<Kind, string[]> = { page: [], api: [], write: [], media: [] };
  mediaBytes = 0;
}

const tally = new Tally();

interface Answer {
  status: number;
  text: string;
  bytes: number;
  setCookie: string[];
}

interface Ask {
  kind: Kind;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  cookie?: string;
  /** Whether an answer counts as success; default any 2xx. */
  ok?: (answer: Answer) => boolean;
  /** Binary media: the body is counted, not decoded. */
  binary?: boolean;
}

let base = '';

async function once(ask: Ask): Promise<Answer> {
  // a timer of our own rather than AbortSignal.timeout, whose timer may be collected with its signal;
  // the attempt fails when it fires even if the abort does not settle the fetch (a body being read
  // has been seen to stay pending after its abort)
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const why = new Error(`no answer within ${TIMEOUT_MS / 1000} s`);
      controller.abort(why);
      reject(why);
    }, TIMEOUT_MS);
  });
  const attempt = answer(ask, controller.signal);
  // an attempt that settles after its time is up is not counted (nor left unhandled)
  attempt.catch(() => undefined);
  try {
    return await Promise.race([attempt, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function answer(ask: Ask, signal: AbortSignal): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + ask.path, {
    method: ask.method ?? 'GET',
    headers: {
      ...(ask.cookie ? { cookie: ask.cookie } : {}),
      ...(ask.body ? { 'content-type': 'application/json' } : {}),
    },
    body: ask.body ? JSON.stringify(ask.body) : undefined,
    redirect: 'manual',
    signal,
  });
  let text = '';
  let bytes = 0;
  if (ask.binary) bytes = (await response.arrayBuffer()).byteLength;
  else {
    text = await response.text();
    bytes = text.length;
  }
  tally.latencies[ask.kind].push(performance.now() - started);
  return { status: response.status, text, bytes, setCookie: response.headers.getSetCookie() };
}

/** One request, tried a second time when the first fails; undefined when both fail. */
async function request(ask: Ask): Promise<Answer | undefined> {
  const accept = ask.ok ?? ((answer: Answer) => answer.status >= 200 && answer.status < 300);
  let why = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      tally.retried[ask.kind] += 1;
      await sleep(RETRY_DELAY_MS);
    } else tally.sent[ask.kind] += 1;
    try {
      const answer = await once(ask);
      if (accept(answer)) {
        if (ask.kind === 'media') tally.mediaBytes += answer.bytes;
        return answer;
      }
      why = `${answer.status} ${answer.text.slice(0, 120)}`;
    } catch (error) {
      why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
  }
  const body = ask.body ? ` ${JSON.stringify(ask.body)}` : '';
  tally.failed[ask.kind].push(`${ask.method ?? 'GET'} ${ask.path.slice(0, 100)}${body}: ${why}`);
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const cookieOf = (setCookie: string[], name: string) =>
  setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${name}=`));

/** What the traffic needs from the catalogue: title pages and a free title to play. */
interface Fixture {
  titlePages: string[];
  assetIds: number[];
  freeContentId: number;
}

async function discover(): Promise<Fixture> {
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
function pageAsk(fixture: Fixture): Ask {
  const roll = Math.random();
  if (roll < 0.35) return { kind: 'page', path: '/', ok: (a) => a.status === 200 && a.text.includes('/movie/watch/') };
  if (roll < 0.75) {
    const page = pick(fixture.titlePages);
    return { kind: 'page', path: page, ok: (a) => a.status === 200 && a.text.includes('<h1') };
  }
  return { kind: 'page', path: pick(['/movies', '/music', '/originals', '/about_us', '/tv']), ok: (a) => a.status === 200 };
}

const SUGGEST = ['ra', 'dil', 'ishq', 'pyaar', 'raat', 'zindagi', 'ka', 'mela'];

function apiAsk(fixture: Fixture, device: string): Ask {
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
async function signUpAndSave(fixture: Fixture): Promise<void> {
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
async function viewer(fixture: Fixture, index: number, until: number): Promise<void> {
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

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** After the run: every acknowledged sign-up signs in, and its watchlist holds what was saved. */
async function checkData(): Promise<{ accounts: number; writes: number; lost: string[] }> {
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

/** What the cluster needs from this machine, missing: nginx with njs, redis-server, PostgreSQL. */
async function missingPieces(databaseUrl: string): Promise<string[]> {
  const missing: string[] = [];
  if (!edgeAvailable()) missing.push('nginx with its njs module (apt-get install nginx libnginx-mod-http-js)');
  if (!process.env.CLUSTER_REDIS_URL && spawnSync('redis-server', ['--version']).status !== 0) missing.push('redis-server');
  const client = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres'), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    missing.push(`PostgreSQL at ${new URL(databaseUrl).host}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return missing;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const missing = await missingPieces(databaseUrl);
  if (missing.length > 0) {
    // npm test on a machine without them skips the short run; CI installs and starts them
    console.log(`The cluster needs ${missing.join(', ')}.`);
    process.exit(short && !process.env.CI ? 0 : 1);
  }
  if (!readyWebApp()) throw new Error('The web app did not build; see the messages above.');
  console.log(`Starting the cluster on port ${PORT} (nginx, 2 web, 2 origin, PostgreSQL, Redis)...`);
  const cluster = await startCluster({
    port: PORT,
    databaseUrl,
    redisUrl: process.env.CLUSTER_REDIS_URL,
    workDir: path.join(root, 'data/cluster-bench'),
    // the short run tests faults, not media figures: the committed pack serves, with nothing to encode
    media: short ? 'pack' : 'generated',
    // one machine plays every visitor: sign-ups need no bot check, and the limits per address go up
    env: { BOT_CHECK: 'off', AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000' },
  });
  base = cluster.url;
  let exitCode = 1;
  try {
    const fixture = await discover();
    // warm each instance's caches, as a deployment's health checks and first visitors would
    for (let i = 0; i < 8; i += 1) await Promise.all([once(pageAsk(fixture)), once(apiAsk(fixture, 'country=IN'))]);
    Object.assign(tally, new Tally());

    console.log(
      `Load: ${SECONDS} s, ${RATE} req/s of pages, API calls and writes, ${VIEWERS} HLS viewers; faults: ${FAULTS.map((f) => `${f.name} at ${Math.round(f.at * SECONDS)} s`).join(', ')}`,
    );
    const started = Date.now();
    const until = started + SECONDS * 1000;
    // what is in flight, by what it is, so that one left hanging is named in the report
    const pending = new Map<Promise<unknown>, string>();
    const track = (what: string, work: Promise<unknown>) => {
      pending.set(work, what);
      void work.finally(() => pending.delete(work));
    };
    // viewers join over the first tenth of the run
    for (let i = 0; i < VIEWERS; i += 1)
      track(
        `viewer ${i + 1}`,
        sleep((i / VIEWERS) * SECONDS * 100).then(() => viewer(fixture, i, until)),
      );
    const faults = FAULTS.map(async (fault) => {
      await sleep(fault.at * SECONDS * 1000);
      const at = ((Date.now() - started) / 1000).toFixed(1);
      await fault.run(cluster);
      console.log(`  ${at} s: ${fault.name} (${((Date.now() - started) / 1000).toFixed(1)} s when done)`);
    });
    const device = `device_id=${randomUUID()}; country=IN`;
    let issued = 0;
    const progress = setInterval(() => {
      const failed = Object.values(tally.failed).reduce((sum, list) => sum + list.length, 0);
      console.log(
        `  ${((Date.now() - started) / 1000).toFixed(0)} s: ${issued} requests, ${tally.sent.media} media fetches, ${pending.size} in flight, ${failed} failed twice`,
      );
    }, 30_000);
    while (Date.now() < until) {
      const due = Math.floor(((Date.now() - started) / 1000) * RATE);
      for (; issued < due; issued += 1) {
        if (pending.size >= MAX_WAITING) {
          // the cluster is not keeping up: an arrival that finds this many waiting counts as failed
          tally.failed.api.push(`more than ${MAX_WAITING} requests waiting for an answer`);
          continue;
        }
        const roll = Math.random();
        const ask = roll < 0.15 ? pageAsk(fixture) : roll < 0.98 ? apiAsk(fixture, device) : null;
        if (ask) track(`${ask.method ?? 'GET'} ${ask.path}`, request(ask));
        // 2 % start a sign-up, which writes twice more (sign-up, watchlist)
        else track('a sign-up and its watchlist write', signUpAndSave(fixture));
      }
      await sleep(5);
    }
    await Promise.all(faults);
    // whatever has not settled a minute after the end is reported, not waited for
    const settled = await Promise.race([Promise.all(pending.keys()).then(() => true), sleep(60_000).then(() => false)]);
    if (!settled) tally.failed.api.push(...Array.from(pending.values(), (what) => `${what}: still waiting a minute after the run`));
    clearInterval(progress);
    console.log('Checking every acknowledged write...');
    const elapsed = (Date.now() - started) / 1000;
    const data = await checkData();

    const kinds: Kind[] = ['page', 'api', 'write', 'media'];
    const failedTwice = kinds.reduce((sum, kind) => sum + tally.failed[kind].length, 0);
    console.log(
      `\nRan ${elapsed.toFixed(0)} s: ${((tally.sent.page + tally.sent.api + tally.sent.write) / elapsed).toFixed(0)} req/s of pages, API and writes offered, ${(tally.sent.media / elapsed).toFixed(0)} media fetches/s (${(tally.mediaBytes / elapsed / 1e6).toFixed(1)} MB/s)`,
    );
    console.log('| kind | sent | retried | failed after one retry | p50 ms | p99 ms |');
    console.log('|---|---|---|---|---|---|');
    for (const kind of kinds)
      console.log(
        `| ${kind} | ${tally.sent[kind]} | ${tally.retried[kind]} | ${tally.failed[kind].length} | ${percentile(tally.latencies[kind], 50).toFixed(0)} | ${percentile(tally.latencies[kind], 99).toFixed(0)} |`,
      );
    for (const kind of kinds) for (const line of tally.failed[kind].slice(0, 5)) console.log(`  failed ${kind}: ${line}`);
    console.log(`Failed after one retry: ${failedTwice} (target 0)`);
    console.log(`Data: ${data.accounts} sign-ups and ${data.writes} watchlist writes acknowledged; lost ${data.lost.length} (target 0)`);
    for (const line of data.lost.slice(0, 10)) console.log(`  lost: ${line}`);
    exitCode = failedTwice === 0 && data.lost.length === 0 && data.accounts > 0 ? 0 : 1;
  } finally {
    await cluster.stop();
  }
  process.exit(exitCode);
}

await main();
