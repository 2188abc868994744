import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../server/platform/config';
import { openDatabase } from '../server/platform/db';
import { DRAIN_GRACE_MS } from '../server/platform/drain';
import { DEMO_CATALOGUE, isCatalogueEmpty, seedCatalogue } from '../server/seed/catalogue';
import { seedDemoVouchers } from '../server/seed/vouchers';

// `npm start`: build the web app when it is missing or older than its sources, migrate, seed the
// demo catalogue into an empty database, then run the origin and the web app until Ctrl-C.
// `npm run dev` does the same with the development servers.

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const skipMedia = process.argv.includes('--no-media');

const StartEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().default('0.0.0.0'),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function newestSource(paths: string[]): number {
  let newest = 0;
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const info = statSync(entry);
    if (info.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child));
    else newest = Math.max(newest, info.mtimeMs);
  };
  for (const entry of paths) visit(path.join(root, entry));
  return newest;
}

function needsBuild(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const sources = ['app', 'components', 'lib', 'stores', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'server/modules'];
  return newestSource(sources) > statSync(buildId).mtimeMs;
}

function portIsFree(port: number, host: string): Promise<boolean> {
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

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} did not start`);
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

async function prepareData(config: ReturnType<typeof loadConfig>): Promise<void> {
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

async function prepareMedia(config: ReturnType<typeof loadConfig>): Promise<void> {
  const mediaDir = path.resolve(root, config.MEDIA_DIR);
  if (skipMedia || existsSync(path.join(mediaDir, 'video', 'set-1', 'master.m3u8'))) return;
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

async function main(): Promise<void> {
  // a local .env (see .env.example) configures both servers
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  let config: ReturnType<typeof loadConfig>;
  let env: z.infer<typeof StartEnv>;
  try {
    config = loadConfig();
    env = StartEnv.parse(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!existsSync(path.join(root, 'node_modules', 'next'))) fail('Dependencies are missing: run `npm ci` first.');

  if (!(await portIsFree(env.PORT, env.HOSTNAME)))
    fail(`Port ${env.PORT} is taken: stop what uses it or start with PORT=<another port> npm start.`);
  if (!(await portIsFree(config.ORIGIN_PORT, config.ORIGIN_HOST)))
    fail(`Port ${config.ORIGIN_PORT} is taken: stop what uses it or start with ORIGIN_PORT=<another port> npm start.`);

  if (!dev && needsBuild()) {
    console.log('Building the web app (first start, or sources changed)...');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      stdio: 'inherit',
      cwd: root,
    });
    if (build.status !== 0) fail('The web app did not build; see the messages above.');
  }

  await prepareMedia(config);
  try {
    await prepareData(config);
  } catch (error) {
    fail(`The database could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
  }

  const originUrl = `http://${config.ORIGIN_HOST === '0.0.0.0' ? '127.0.0.1' : config.ORIGIN_HOST}:${config.ORIGIN_PORT}`;
  // at a terminal the origin's log lines are readable (pino-pretty); piped or in production, JSON lines
  const logFormat = process.env.LOG_FORMAT ?? (process.stdout.isTTY && config.NODE_ENV !== 'production' ? 'pretty' : 'json');
  const childEnv = { ...process.env, ORIGIN_URL: process.env.ORIGIN_URL ?? originUrl, PORT: String(env.PORT), LOG_FORMAT: logFormat };
  const origin = spawn(process.execPath, ['--import', 'tsx', ...(dev ? ['--watch'] : []), path.join(root, 'server/server.ts')], {
    stdio: 'inherit',
    env: childEnv,
    cwd: root,
  });
  const children: ChildProcess[] = [origin];

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    // each server drains its requests in flight for up to DRAIN_GRACE_MS before it exits
    const force = setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
    }, DRAIN_GRACE_MS + 5000);
    force.unref();
    Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve))))).then(
      () => process.exit(code),
    );
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const watch = (child: ChildProcess) =>
    child.once('exit', (code) => {
      if (!stopping) {
        console.error('A server stopped; shutting down.');
        stop(code ?? 1);
      }
    });
  watch(origin);

  try {
    // the web app opens only once the origin is ready (its database answers): a page rendered
    // before then would come without its menus
    await waitFor(`${originUrl}/readyz`, origin, 120);
    if (stopping) return;
    // the web app runs behind its own front door (scripts/web-server.ts), which decides the client's address
    const web = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/web-server.ts'), ...(dev ? ['--dev'] : [])], {
      stdio: 'inherit',
      env: { ...childEnv, HOSTNAME: env.HOSTNAME, NODE_ENV: dev ? 'development' : 'production' },
      cwd: root,
    });
    children.push(web);
    watch(web);
    await waitFor(`http://127.0.0.1:${env.PORT}/api/docs/json`, web, 180);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    stop(1);
    return;
  }
  console.log(
    `\nChalchitra is running at http://localhost:${env.PORT} (origin API at ${originUrl}, API docs at http://localhost:${env.PORT}/api/docs). Press Ctrl-C to stop.\n`,
  );
}

void main();
