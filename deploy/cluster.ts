import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/platform/config';
import { DRAIN_GRACE_MS } from '../runtime/drain';
import { linkPackMedia, readyWebApp, portIsFree, prepareData, prepareMedia, root, waitFor, webServerCommand } from '../scripts/product';
import { workerUser, writeEdgePrefix } from './nginx/edge-config';
import { edgeAvailable, startNginx, type RunningNginx } from './nginx/start-edge';
import { warmPages } from './warm-pages';

// `npm run cluster`: the reference deployment on one machine (README "Cluster"). nginx is the load
// balancer and media edge in front of 2 web instances, and the balancer the web instances reach
// 2 origin instances through; the origins share one PostgreSQL database (CLUSTER_DATABASE_URL,
// default chalchitra_cluster on 127.0.0.1:5432, made when missing) and a Redis the cluster runs
// itself (redis-server on CLUSTER_PORT+20), or CLUSTER_REDIS_URL. The load and fault test
// (bench/cluster.ts) drives it through startCluster: kill, start and restartRedis.

export type InstanceName = 'web-1' | 'web-2' | 'origin-1' | 'origin-2';
export const INSTANCES: InstanceName[] = ['web-1', 'web-2', 'origin-1', 'origin-2'];

export interface ClusterOptions {
  /** The edge's port; the web instances take port+1 and +2, the origins' balancer +10, the origins +11 and +12, Redis +20. */
  port: number;
  /** PostgreSQL database of the cluster (made when missing, then migrated and seeded). */
  databaseUrl: string;
  /** An external Redis; unset, the cluster runs its own redis-server, which restartRedis restarts. */
  redisUrl?: string;
  /** Further environment for every instance (rate limits, BOT_CHECK for a test). */
  env?: Record<string, string>;
  /** Where logs, the nginx prefix and the outbox go. */
  workDir: string;
  /**
   * 'generated' (the default): data/media, generated with ffmpeg when missing, as `npm start`
   * does. 'pack': the committed pack in every set's place, with no encode (the short test).
   */
  media?: 'generated' | 'pack';
}

export interface Cluster {
  url: string;
  /** SIGKILL, as a crash: nothing drains. */
  kill(name: InstanceName): Promise<void>;
  /** Starts a stopped instance again and waits until it answers. */
  start(name: InstanceName): Promise<void>;
  /** Stops the cluster's own Redis at once (no save) and starts it again. */
  restartRedis(): Promise<void>;
  /** SIGTERM to every instance (each drains), then nginx and Redis. */
  stop(): Promise<void>;
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/chalchitra_cluster';

/** Makes the database named by the URL when it is missing, from the server's `postgres` database. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForRedis(port: number, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!edgeAvailable()) throw new Error('nginx with its njs module is missing: apt-get install nginx libnginx-mod-http-js');
  const workDir = path.resolve(options.workDir);
  const logs = path.join(workDir, 'logs');
  mkdirSync(logs, { recursive: true });
  const ports = {
    edge: options.port,
    'web-1': options.port + 1,
    'web-2': options.port + 2,
    balancer: options.port + 10,
    'origin-1': options.port + 11,
    'origin-2': options.port + 12,
    redis: options.port + 20,
  };
  for (const port of Object.values(ports))
    if (!(await portIsFree(port, '127.0.0.1'))) throw new Error(`port ${port} is taken: choose another CLUSTER_PORT`);

  const url = `http://127.0.0.1:${ports.edge}`;
  const redisUrl = options.redisUrl ?? `redis://127.0.0.1:${ports.redis}`;
  const mediaDir = options.media === 'pack' ? linkPackMedia(path.join(workDir, 'media')) : path.join(root, 'data/media');
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_FORMAT: 'json',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: redisUrl,
    MEDIA_DIR: mediaDir,
    // the ended stream leases both origins mark and the edge reads
    MEDIA_REVOCATIONS_DIR: path.join(workDir, 'media-revocations'),
    OUTBOX_DIR: path.join(workDir, 'outbox'),
    // the cluster's own secrets unless the environment sets them: both origins read the one seed
    INSTALL_SECRET_FILE: path.join(workDir, 'install-secret'),
    SITE_URL: url,
    ...options.env,
  };
  const config = loadConfig(shared);

  // Redis of the cluster's own, so that restarting it touches no one else's
  let redis: ChildProcess | null = null;
  const startRedis = async () => {
    const log = openSync(path.join(logs, 'redis.log'), 'a');
    const args = ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    redis = spawn('redis-server', args, { stdio: ['ignore', log, log] });
    await waitForRedis(ports.redis, redis);
  };
  if (!options.redisUrl) await startRedis();

  await ensureDatabase(options.databaseUrl);
  if (options.media !== 'pack') await prepareMedia(config);
  await prepareData(config);

  const children = new Map<InstanceName, ChildProcess>();
  const webServer = webServerCommand(false);
  const spawnInstance = async (name: InstanceName) => {
    const log = openSync(path.join(logs, `${name}.log`), 'a');
    const isWeb = name.startsWith('web');
    const env = isWeb
      ? {
          ...shared,
          NODE_ENV: 'production' as const,
          PORT: String(ports[name]),
          HOSTNAME: '127.0.0.1',
          ORIGIN_URL: `http://127.0.0.1:${ports.balancer}`,
          // nginx, on this machine, is the one proxy whose X-Forwarded-For the web believes
          TRUSTED_PROXIES: '127.0.0.1',
        }
      : { ...shared, ORIGIN_HOST: '127.0.0.1', ORIGIN_PORT: String(ports[name]) };
    const command = isWeb ? webServer : ['--import', 'tsx', path.join(root, 'server/server.ts')];
    const child = spawn(process.execPath, command, { stdio: ['ignore', log, log], env, cwd: root });
    children.set(name, child);
    // a web instance is ready once it relays to the origins
    await waitFor(`http://127.0.0.1:${ports[name]}/${isWeb ? 'api/docs/json' : 'readyz'}`, child, 180);
  };

  let edge: RunningNginx | null = null;
  const stopAll = async () => {
    const running = [...children.values()];
    for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), DRAIN_GRACE_MS + 5000);
    await Promise.all(running.map(exited));
    clearTimeout(force);
    await edge?.stop();
    if (redis) {
      redis.kill('SIGTERM');
      await exited(redis);
    }
  };

  try {
    await Promise.all([spawnInstance('origin-1'), spawnInstance('origin-2')]);
    const args = await writeEdgePrefix(path.join(workDir, 'nginx'), {
      listen: `127.0.0.1:${ports.edge}`,
      originListen: `127.0.0.1:${ports.balancer}`,
      mediaDir,
      revocationsDir: config.MEDIA_REVOCATIONS_DIR,
      webServers: [`127.0.0.1:${ports['web-1']}`, `127.0.0.1:${ports['web-2']}`],
      originServers: [`127.0.0.1:${ports['origin-1']}`, `127.0.0.1:${ports['origin-2']}`],
      accessLog: 'off',
      user: workerUser(),
    });
    // the web instances reach the origins through this nginx: it starts before them
    // the edge checks media URLs with the origins' signing secret
    edge = await startNginx(args, ports.edge, { ...process.env, MEDIA_SIGNING_SECRET: config.MEDIA_SIGNING_SECRET });
    await Promise.all([spawnInstance('web-1'), spawnInstance('web-2')]);
    // a fresh web tier renders what a crowd asks for first before the cluster says it is up
    await Promise.all([warmPages(`http://127.0.0.1:${ports['web-1']}`), warmPages(`http://127.0.0.1:${ports['web-2']}`)]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    url,
    async kill(name) {
      const child = children.get(name);
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    start: spawnInstance,
    async restartRedis() {
      if (!redis) throw new Error('the cluster uses an external Redis (CLUSTER_REDIS_URL), which it does not restart');
      spawnSync('redis-cli', ['-p', String(ports.redis), 'shutdown', 'nosave']);
      await exited(redis);
      await startRedis();
    },
    stop: stopAll,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const port = Number(process.env.CLUSTER_PORT ?? 8300);
  if (!existsSync(path.join(root, 'node_modules', 'next'))) throw new Error('Dependencies are missing: run `npm ci` first.');
  if (!readyWebApp()) throw new Error('The web app did not build; see the messages above.');
  const cluster = await startCluster({
    port,
    databaseUrl: process.env.CLUSTER_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    redisUrl: process.env.CLUSTER_REDIS_URL,
    workDir: path.join(root, 'data/cluster'),
  });
  console.log(`\nThe cluster answers at ${cluster.url} (nginx, 2 web, 2 origin; logs in data/cluster/logs). Press Ctrl-C to stop.\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: each instance drains its requests in flight...');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export { DEFAULT_DATABASE_URL };
