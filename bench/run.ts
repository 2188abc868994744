import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/platform/db';
import { benchProductionConfig } from './production-config';
import { describeFirstLoad, firstLoadJavaScript } from './first-load';
import { DEMO_CATALOGUE, seedCatalogue } from '../server/seed/catalogue';

// `npm run bench`: seeds the demo catalogue into an in-memory PGlite, then times the origin's
// page-building calls in process (cold, then warm cache). With BENCH_WEB_URL (a running
// `npm start`), it also times whole server-rendered pages and counts the JavaScript they load.
// It prints figures; it asserts nothing.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const webUrl = process.env.BENCH_WEB_URL;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(label: string, rounds: number, run: () => Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${String(rounds).padStart(4)}  p50 ${percentile(samples, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(samples, 95).toFixed(2).padStart(7)} ms  max ${samples.at(-1)!.toFixed(2).padStart(7)} ms`,
  );
}

async function benchOrigin(): Promise<void> {
  const config = benchProductionConfig({ LOG_LEVEL: 'silent' });
  const database = await openDatabase({ pgliteDir: ':memory:' });
  const seedStart = performance.now();
  await seedCatalogue(database.db, DEMO_CATALOGUE);
  console.log(`seed demo catalogue into PGlite: ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const app = await buildApp({ config, database });
  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const rows = (await get('/api/v2/catalog/playlists-all?page=home&rows=10')).json();
  const movie = rows.data
    .flatMap((row: { contents: Array<{ asset_type: string; asset_id: number }> }) => row.contents)
    .find((item: { asset_type: string }) => item.asset_type === 'MOVIE');
  const detail = (await get(`/api/v2/catalog/asset/${movie.asset_id}`)).json();

  await time('cold: playlists-all (uncached, rotating pages)', 30, async () => {
    const pages = ['home', 'movies', 'tv', 'music', 'originals', 'quickie'];
    await get(
      `/api/v2/catalog/playlists-all?page=${pages[Math.floor(Math.random() * pages.length)]}&rows=5&start=${Math.floor(Math.random() * 3)}&content_limit=${10 + Math.floor(Math.random() * 10)}`,
    );
  });
  await time('warm: carousel', ROUNDS, () => get('/api/v2/catalog/content/carousel?device_type=web'));
  await time('warm: playlists-all home, 2 rows', ROUNDS, () => get('/api/v2/catalog/playlists-all?page=home&rows=2&content_limit=20'));
  await time('warm: asset detail', ROUNDS, () => get(`/api/v2/catalog/asset/${movie.asset_id}`));
  await time('profiles (signs URLs, never cached)', ROUNDS, () =>
    get(`/api/v2/catalog/profiles/0.1/${detail.data.play_content_id}`, 'device_id=bench'),
  );
  const { play_url } = (await get(`/api/v2/catalog/profiles/0.1/${detail.data.play_content_id}`, 'device_id=bench')).json();
  // a title that needs a subscription answers without a play URL for an anonymous device
  if (play_url) await time('media: master playlist (verify + file)', ROUNDS, () => get(play_url, 'device_id=bench'));
  else console.log('media: no play_url for an anonymous device; skipped');
  await app.close();
  await database.close();
}

async function benchWeb(base: string): Promise<void> {
  const movie = [...(await (await fetch(`${base}/`)).text()).matchAll(/href="(\/movie\/watch\/[^"]+)"/g)][0]?.[1];
  for (const path of ['/', '/movies', ...(movie ? [movie] : [])]) {
    await time(`web: GET ${path} (full HTML)`, 20, async () => {
      await (await fetch(base + path)).text();
    });
  }
  // issue 50: a Hindi page's first load within the floor + 15 KiB, messages split per route
  for (const path of ['/', '/movies', '/music', ...(movie ? [movie] : []), '/hi', ...(movie ? [`/hi${movie}`] : [])]) {
    const load = await firstLoadJavaScript(base, path);
    console.log(`${describeFirstLoad(`web: ${path}`, load)}; HTML ${(load.html / 1024).toFixed(0)} KiB`);
  }
}

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`,
);
await benchOrigin();
if (webUrl) await benchWeb(webUrl.replace(/\/$/, ''));
else console.log('web: set BENCH_WEB_URL=http://localhost:3000 with `npm start` running to time pages');
