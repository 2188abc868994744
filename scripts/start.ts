import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../server/platform/config';
import { DRAIN_GRACE_MS } from '../runtime/drain';
import { readyWebApp, portIsFree, prepareData, prepareMedia, root, waitFor, webServerCommand } from './product';

// `npm start`: build the web app when it is missing or older than its sources, migrate, seed the
// demo catalogue into an empty database, then run the origin and the web app until Ctrl-C.
// `npm run dev` does the same with the development servers.

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

  if (!dev && !readyWebApp()) fail('The web app did not build; see the messages above.');

  if (!skipMedia) await prepareMedia(config);
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
    // the web app runs behind its own front door (web-server/server.ts), which decides the client's address
    const web = spawn(process.execPath, webServerCommand(dev), {
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
