import { spawnSync, type ChildProcess } from 'node:child_process';
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { loadConfig } from '../server/platform/config';
import { openDatabase } from '../server/platform/db';
import { DEMO_CATALOGUE, isCatalogueEmpty, seedCatalogue } from '../server/seed/catalogue';
import { seedDemoVouchers } from '../server/seed/vouchers';
import { MEDIA_SETS } from '../server/seed/reference';
import { PACK_DIR } from '../server/seed/media/build-media';
import { hintCompile } from './compile-hints';

// What `npm start` and `npm run cluster` both do before they run the servers: build the web app
// when it is missing or older than its sources, generate the demo media, migrate and seed.

export const root = path.resolve(import.meta.dirname, '..');

type Config = ReturnType<typeof loadConfig>;

function newestSource(dir: string, paths: string[]): number {
  let newest = 0;
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const info = statSync(entry);
    if (info.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child));
    else newest = Math.max(newest, info.mtimeMs);
  };
  for (const entry of paths) visit(path.join(dir, entry));
  return newest;
}

function needsBuild(dir: string): boolean {
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const sources = ['app', 'components', 'lib', 'stores', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'server/modules'];
  return newestSource(dir, sources) > statSync(buildId).mtimeMs;
}

/** `next build`, its output on this terminal, and the compile hint on its big chunks; answers whether it built. */
export function buildWebApp(dir = root): boolean {
  console.log('Building the web app...');
  const build = spawnSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    cwd: dir,
  });
  if (build.status !== 0) return false;
  hintCompile(path.join(dir, '.next'));
  return true;
}

/**
 * The build a server is started on: made when missing or older than its sources, and hinted every
 * time, so that a build made by running `next build` directly is served as `npm run build`'s is
 * (hinting a hinted chunk changes nothing). Answers whether there is a build to serve.
 */
export function readyWebApp(dir = root): boolean {
  if (needsBuild(dir)) return buildWebApp(dir);
  hintCompile(path.join(dir, '.next'));
  return true;
}

/**
 * The web server's own code (web-server/server.ts and what it imports from the repository) as one
 * JavaScript file, made on every start; the packages stay imports. Production runs it with plain
 * node: under tsx, every import() Next.js makes while serving (its cache handler, on each request)
 * went through tsx's module hooks on another thread. Returns the command's arguments.
 */
export function webServerCommand(dev: boolean): string[] {
  if (dev) return ['--import', 'tsx', path.join(root, 'web-server/server.ts'), '--dev'];
  const outfile = path.join(root, '.next', 'web-server.mjs');
  buildSync({
    entryPoints: [path.join(root, 'web-server/server.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return [outfile];
}

export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, host);
  });
}

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `seconds`. */
export async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url} did not start`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Migrates (opening the database does) and seeds the demo catalogue into an empty database. */
export async function prepareData(config: Config): Promise<void> {
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(root, config.PGLITE_DIR) });
  try {
    if (await isCatalogueEmpty(database.db)) {
      process.stdout.write('Seeding the demo catalogue...');
      await seedCatalogue(database.db, DEMO_CATALOGUE);
      process.stdout.write(' done\n');
    }
    // demo vouchers and promo codes outside production (existing codes are left as they are)
    if (config.NODE_ENV !== 'production') await seedDemoVouchers(database.db);
  } finally {
    await database.close();
  }
}

/** Generates the demo media with ffmpeg on the first start; without ffmpeg the committed pack plays. */
export async function prepareMedia(config: Config): Promise<void> {
  const mediaDir = path.resolve(root, config.MEDIA_DIR);
  if (existsSync(path.join(mediaDir, 'video', 'set-1', 'master.m3u8'))) return;
  if (!hasFfmpeg()) {
    console.log('ffmpeg not found: playing the pre-packaged media set (install ffmpeg to generate the full set).');
    return;
  }
  console.log('Generating demo media with ffmpeg (first start only)...');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/seed/media/build-media.ts'), '--out', mediaDir], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) console.log('Media generation did not finish: playing the pre-packaged media set.');
}

/**
 * Media without an encode: every demo set in `dir` is a link to the committed pack's set 1 (server/seed/media-pack), so that
 * nginx sends each file itself as it does the generated sets. For a run that needs the demo's
 * files rather than the full set's pictures: the short load and fault test of `npm test`, which
 * otherwise generated the whole demo set (145 s) on every fresh clone. Answers `dir`.
 */
export function linkPackMedia(dir: string): string {
  for (const kind of ['video', 'audio']) {
    mkdirSync(path.join(dir, kind), { recursive: true });
    for (let n = 1; n <= MEDIA_SETS; n += 1) {
      const link = path.join(dir, kind, `set-${n}`);
      if (!existsSync(link)) symlinkSync(path.join(PACK_DIR, kind, 'set-1'), link, 'dir');
    }
  }
  return dir;
}
