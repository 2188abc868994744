import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { buildApp } from '../server/app';
import { createMemoryCache, type Cache } from '../server/platform/cache';
import { loadConfig } from '../server/platform/config';
import { openDatabase } from '../server/platform/db';
import { QUERIES, percentile, suggestUrl } from './search-queries';

// `npx tsx bench/search.ts`: times search suggestions and full search against an already seeded
// catalogue (DATABASE_URL for PostgreSQL, else PGLITE_DIR), in process through app.inject, with the
// answer cache bypassed (a fresh cache per call) so every call reaches the database.
// Seed a large catalogue first: `npm run db:seed -- --force --movies 20000 --albums 50000 --tracks 1000000`.
// It prints figures; it asserts nothing.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.rootDir, config.PGLITE_DIR) });
  let cache: Cache = createMemoryCache();
  // every call misses: the cache is swapped for an empty one before each
  const passThrough: Cache = {
    wrap: (namespace, key, ttl, load) => cache.wrap(namespace, key, ttl, load),
    invalidate: async () => {},
    close: async () => {},
  };
  const app = await buildApp({ config: { ...config, LOG_LEVEL: 'silent' }, database, cache: passThrough });
  const counts = await app.inject({ method: 'GET', url: '/api/v2/catalog/music/tracks?max_result=1' });
  console.log(`engine ${database.engine}, tracks in catalogue: ${counts.json<{ total: number }>().total}`);

  for (const [label, url] of [
    ['suggest', suggestUrl],
    ['full search (all groups)', (q: string) => `/api/v2/search?q=${encodeURIComponent(q)}&rows=10`],
  ] as const) {
    const samples: number[] = [];
    // one- and two-letter queries, the slow end of the full search, are also reported on their own
    const short: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let i = 0; i < ROUNDS; i += 1) {
      cache = createMemoryCache();
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url: url(QUERIES[i % QUERIES.length]) });
      samples.push(performance.now() - start);
      if (QUERIES[i % QUERIES.length].length <= 2) short.push(samples.at(-1)!);
      byQuery.set(QUERIES[i % QUERIES.length], [...(byQuery.get(QUERIES[i % QUERIES.length]) ?? []), samples.at(-1)!]);
      if (response.statusCode !== 200) throw new Error(`${url(QUERIES[i % QUERIES.length])} answered ${response.statusCode}`);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(26)} n=${ROUNDS}  p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms  max ${samples.at(-1)!.toFixed(2)} ms`,
    );
    short.sort((a, b) => a - b);
    const slowest = [...byQuery]
      .map(([q, times]) => [q, Math.max(...times)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
    console.log(`  slowest: ${slowest.map(([q, ms]) => `'${q}' ${ms.toFixed(0)} ms`).join(', ')}`);
    console.log(
      `${`${label}, 1-2 letters`.padEnd(26)} n=${short.length}  p50 ${percentile(short, 50).toFixed(2)} ms  p95 ${percentile(short, 95).toFixed(2)} ms  max ${short.at(-1)!.toFixed(2)} ms`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
