import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import type { Cache } from '../server/platform/cache';
import { loadConfig } from '../server/platform/config';
import { openDatabase } from '../server/platform/db';
import { QUERIES, percentile, suggestUrl } from './search-queries';

// `npx tsx bench/search-http.ts`: search suggestions over HTTP with autocannon, against an already
// seeded catalogue (DATABASE_URL for PostgreSQL, else PGLITE_DIR). The origin listens on a free
// port in this process with its answer cache switched off, so every request reaches the database;
// BENCH_CONNECTIONS (default 8) clients send the benchmark queries in rotation for BENCH_SECONDS
// (default 20). Prints latency percentiles over every response; asserts nothing.

const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const duration = Number(process.env.BENCH_SECONDS ?? 20);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.rootDir, config.PGLITE_DIR) });
  const noCache: Cache = { wrap: (_namespace, _key, _ttl, load) => load(), invalidate: async () => {}, close: async () => {} };
  const app = await buildApp({ config: { ...config, LOG_LEVEL: 'silent' }, database, cache: noCache });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const tracks = ((await (await fetch(`${base}/api/v2/catalog/music/tracks?max_result=1`)).json()) as { total: number }).total;
  console.log(`engine ${database.engine}, tracks in catalogue: ${tracks}, ${connections} connections for ${duration} s`);

  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: QUERIES.map((query) => ({ method: 'GET' as const, path: suggestUrl(query) })),
      },
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) failures += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  console.log(
    `suggest over HTTP  n=${latencies.length}  ${result.requests.average.toFixed(0)} req/s  p50 ${percentile(latencies, 50).toFixed(2)} ms  p95 ${percentile(latencies, 95).toFixed(2)} ms  p99 ${percentile(latencies, 99).toFixed(2)} ms  max ${latencies.at(-1)!.toFixed(2)} ms  non-200 ${failures + result.errors}`,
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
