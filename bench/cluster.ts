import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_DATABASE_URL, startCluster, type Cluster, type InstanceName } from '../deploy/cluster';
import { edgeAvailable } from '../deploy/nginx/start-edge';
import { readyWebApp, root } from '../scripts/product';
import { Tally, once, percentile, sleep, tally, sendTo, request, type Kind } from './cluster-client';
import { apiAsk, checkData, discover, pageAsk, signUpAndSave, viewer } from './cluster-traffic';

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
  sendTo(cluster.url);
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
