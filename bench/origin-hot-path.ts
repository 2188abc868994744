import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { benchProductionConfig } from './production-config';
import { openDatabase } from '../server/platform/db';
import { DEMO_CATALOGUE, seedCatalogue } from '../server/seed/catalogue';

// `npm run bench:origin`: the origin's hot path over HTTP. A child process seeds the demo
// catalogue into an in-memory PGlite and serves the origin as in production (NODE_ENV=production,
// LOG_LEVEL info, logs written to /dev/null); this process loads it with autocannon
// (BENCH_CONNECTIONS, default 10): /healthz, a cached asset detail, a cached playlists-all of 2
// rows, and the asset detail revalidated with If-None-Match, in BENCH_ROUNDS rounds (default 3) of
// BENCH_SECONDS each (default 5) taken in turn, so that a machine whose load drifts during the run
// weighs on every call alike. Prints each call's median req/s over the rounds and its share of
// /healthz's (target: 40 % or more). Asserts nothing.

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Ready {
  url: string;
  assetId: number;
}

/** The child: a production-like origin on a free port. */
async function serve(): Promise<void> {
  const config = benchProductionConfig();
  const database = await openDatabase({ pgliteDir: ':memory:' });
  await seedCatalogue(database.db, DEMO_CATALOGUE);
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows = (await app.inject({ method: 'GET', url: '/api/v2/catalog/playlists-all?page=home&rows=10' })).json<{
    data: Array<{ contents: Array<{ asset_type: string; asset_id: number }> }>;
  }>();
  const movie = rows.data.flatMap((row) => row.contents).find((item) => item.asset_type === 'MOVIE')!;
  process.send!({ url, assetId: movie.asset_id } satisfies Ready);
  process.on('disconnect', () => {
    void app.close().then(() => database.close().then(() => process.exit(0)));
  });
}

function startOrigin(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(import.meta.filename, ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`the origin exited (${code}) before it was ready`)));
  });
}

async function load(base: string, path: string, headers: Record<string, string> = {}) {
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: base + path, connections, duration, headers }, (error: unknown, finished) =>
      error ? reject(error) : resolve(finished),
    );
    run.on('response', (_client, statusCode) => {
      if (statusCode >= 400) unexpected += 1;
    });
  });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes: result.throughput.average, unexpected };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load ${os.loadavg()[0].toFixed(1)}; ${connections} connections, ${rounds} rounds of ${duration} s per call`,
  );
  const { child, ready } = await startOrigin();
  try {
    const asset = `/api/v2/catalog/asset/${ready.assetId}?img_quality=3`;
    const playlists = '/api/v2/catalog/playlists-all?page=home&rows=2&content_limit=20&img_quality=2';
    // one request each first, so the answers are in the cache before the clock starts
    const etag = (await fetch(ready.url + asset)).headers.get('etag');
    await (await fetch(ready.url + playlists)).text();
    const calls: Array<{ label: string; path: string; headers?: Record<string, string> }> = [
      { label: '/healthz', path: '/healthz' },
      { label: 'asset detail, cached', path: asset },
      { label: 'playlists-all home, 2 rows, cached', path: playlists },
      ...(etag ? [{ label: 'asset detail, If-None-Match (304)', path: asset, headers: { 'if-none-match': etag } }] : []),
    ];
    const figures = calls.map(() => [] as Array<Awaited<ReturnType<typeof load>>>);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, call] of calls.entries()) figures[index].push(await load(ready.url, call.path, call.headers));
    }
    const healthz = median(figures[0].map((figure) => figure.rate));
    for (const [index, call] of calls.entries()) {
      const runs = figures[index];
      const rate = median(runs.map((figure) => figure.rate));
      const share = index === 0 ? '' : `  ${((rate / healthz) * 100).toFixed(0).padStart(3)} % of /healthz`;
      const unexpected = runs.reduce((sum, figure) => sum + figure.unexpected, 0);
      console.log(
        `${call.label.padEnd(38)} ${rate.toFixed(0).padStart(6)} req/s (${runs.map((figure) => figure.rate.toFixed(0)).join(', ')})  p99 ${String(median(runs.map((figure) => figure.p99))).padStart(3)} ms  ${(median(runs.map((figure) => figure.bytes)) / 2 ** 20).toFixed(1).padStart(5)} MiB/s${share}${unexpected ? `  errors ${unexpected}` : ''}`,
      );
    }
    if (!etag) console.log('asset detail carries no ETag: the revalidation call was skipped');
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
