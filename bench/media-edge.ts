import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { BENCH_MEDIA_SECRET, benchProductionConfig } from './production-config';
import { openDatabase } from '../server/platform/db';
import { createMediaSigner } from '../server/platform/media-signing';
import { createRevocationMarkers } from '../server/platform/media-revocations';
import { createHttpMetrics } from '../runtime/metrics';
import { createMediaRelay } from '../web-server/media-relay';
import { createFrontDoor, trustOf } from '../web-server/server';
import { workerUser } from '../deploy/nginx/edge-config';
import { edgeAvailable, freePort, startEdge, startNginx, type RunningNginx } from '../deploy/nginx/start-edge';

// `npm run bench:media`: one HLS segment (~830 KB), requests per second in one run through
//   1. plain nginx serving the file (sendfile, the same worker count, log and file cache as the edge),
//   2. the media edge (deploy/nginx: the njs token check, then sendfile),
//   3. the origin's media route alone, as in production (NODE_ENV=production, LOG_LEVEL info, logs
//      to /dev/null), in a child process.
// The client is wrk when installed, else autocannon in this process (BENCH_CLIENT chooses;
// BENCH_CONNECTIONS, default 8, for BENCH_SECONDS, default 5, after a 1 s warm-up, in BENCH_ROUNDS
// rounds, default 5, that take turns); each server has one worker and the client one thread, so
// server and client get a core each on two cores. Prints req/s of each round, the medians and the
// two shares of plain nginx's median (targets: edge 80 % or more, origin 50 % or more). Asserts nothing.

const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/** wrk (C, apt-get install wrk) when installed: autocannon spends more time reading 830 KB answers than nginx sends them. */
const client = process.env.BENCH_CLIENT ?? (spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk');
const SEGMENT = 'video/set-1/hd/seg-001.ts';
const DEVICE = 'bench-device';
const BENCH_AUTH_TOKEN = 'bench-session-token';

/** The ended leases' markers, beside the bench's media directory. */
const revocationsOf = (mediaDir: string) => path.join(path.dirname(mediaDir), 'media-revocations');

/** The child: the origin as in production, on the bench's media directory. */
async function serve(mediaDir: string): Promise<void> {
  const config = benchProductionConfig({ MEDIA_DIR: mediaDir, MEDIA_REVOCATIONS_DIR: revocationsOf(mediaDir) });
  const database = await openDatabase({ pgliteDir: ':memory:' });
  const app = await buildApp({ config, database });
  process.send!(await app.listen({ host: '127.0.0.1', port: 0 }));
  process.on('disconnect', () => {
    void app.close().then(() => database.close().then(() => process.exit(0)));
  });
}

/** The other child: the web server's front door (web-server/), which `npm start` puts in front of Next.js, relaying /media to the origin. */
async function serveWeb(originUrl: string): Promise<void> {
  const notNext = (_request: IncomingMessage, response: ServerResponse) => response.writeHead(500).end('not for Next.js');
  const door = createFrontDoor({
    trust: trustOf(undefined),
    metrics: createHttpMetrics(),
    handle: notNext,
    relayMedia: createMediaRelay(originUrl),
  });
  const server = createServer(door);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send!(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

function startChild(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(import.meta.filename, args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (url: string) => resolve({ child, url }));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}) before it was ready`)));
  });
}

/** A generated segment when there is one (npm run media:build), else the same size of noise; BENCH_SEGMENT_BYTES: noise of that size. */
async function writeSegment(mediaDir: string): Promise<number> {
  const target = path.join(mediaDir, SEGMENT);
  await mkdir(path.dirname(target), { recursive: true });
  const generated = path.resolve(import.meta.dirname, '..', 'data/media', SEGMENT);
  const size = process.env.BENCH_SEGMENT_BYTES;
  if (existsSync(generated) && !size) await copyFile(generated, target);
  else await writeFile(target, randomBytes(Number(size ?? 830_000)));
  return (await stat(target)).size;
}

/** Plain nginx on the same file: what a static file server gives on this machine. */
async function startStatic(prefix: string, port: number, mediaDir: string): Promise<RunningNginx> {
  await Promise.all(['conf', 'logs', 'temp'].map((folder) => mkdir(path.join(prefix, folder), { recursive: true })));
  const user = workerUser();
  const conf = `${user ? `user ${user};` : ''}
worker_processes 1;
pid logs/nginx.pid;
error_log logs/error.log warn;
events { worker_connections 4096; }
http {
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  access_log logs/access.log combined buffer=64k flush=1s;
  client_body_temp_path temp/body; proxy_temp_path temp/proxy; fastcgi_temp_path temp/fastcgi; uwsgi_temp_path temp/uwsgi; scgi_temp_path temp/scgi;
  open_file_cache max=10000 inactive=60s;
  open_file_cache_valid 30s;
  types { video/mp2t ts; }
  server { listen 127.0.0.1:${port}; root ${mediaDir}; }
}
`;
  await writeFile(path.join(prefix, 'conf/nginx.conf'), conf);
  return startNginx(['-p', `${prefix}/`, '-c', path.join(prefix, 'conf/nginx.conf')], port);
}

interface Figures {
  rate: number;
  requests: number;
  /** the server's CPU time (user and system) per request, in microseconds */
  cpuPerRequest?: number;
  p50: number;
  p99: number;
  /** bytes per second */
  bytes: number;
  unexpected: number;
}

/** wrk's figures: `Requests/sec:`, `Transfer/sec:`, the --latency percentiles and any non-2xx count. */
function parseWrk(output: string): Figures {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, B: 1, KB: 2 ** 10, MB: 2 ** 20, GB: 2 ** 30 };
  const read = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk printed no ${pattern.source}:\n${output}`);
    return Number(match[1]) * (match[2] ? scale[match[2]] : 1);
  };
  return {
    rate: read(/Requests\/sec:\s+([\d.]+)/),
    requests: read(/(\d+) requests in/),
    p50: read(/^\s+50%\s+([\d.]+)(us|ms|s|m)$/m),
    p99: read(/^\s+99%\s+([\d.]+)(us|ms|s|m)$/m),
    bytes: read(/Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/),
    unexpected: /Non-2xx or 3xx responses: (\d+)/.exec(output) ? Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)![1]) : 0,
  };
}

function runWrk(url: string, headers: Record<string, string>, seconds: number): Figures {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  return parseWrk(run.stdout);
}

async function runAutocannon(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error: unknown, finished) => (error ? reject(error) : resolve(finished)));
  });
  return {
    rate: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    unexpected: result.non2xx,
  };
}

/** A process and its direct children (nginx's master and its workers). */
function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    });
  return [pid, ...children.map(Number)];
}

/** CPU seconds (user and system, all threads) the processes have used: /proc/PID/stat fields 14 and 15, in Linux's 1/100 s ticks. */
function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / 100;
  }, 0);
}

async function load(url: string, headers: Record<string, string>, server: number): Promise<Figures> {
  const check = await fetch(url, { headers });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
  const run = (seconds: number) =>
    client === 'wrk' ? Promise.resolve(runWrk(url, headers, seconds)) : runAutocannon(url, headers, seconds);
  await run(1);
  // the server's own CPU per request holds when a busy neighbour takes cores away from it
  const pids = withChildren(server);
  const before = cpuSeconds(pids);
  const figures = await run(duration);
  return { ...figures, cpuPerRequest: ((cpuSeconds(pids) - before) / figures.requests) * 1e6 };
}

function describe(label: string, figures: Figures): string {
  return `${label.padEnd(36)} ${figures.rate.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(2).padStart(6)} ms  p99 ${figures.p99.toFixed(2).padStart(6)} ms  ${(figures.bytes / 2 ** 20).toFixed(0).padStart(5)} MiB/s  ${figures.cpuPerRequest!.toFixed(0).padStart(4)} µs CPU/req${figures.unexpected ? `  non-2xx ${figures.unexpected}` : ''}`;
}

async function main(): Promise<void> {
  if (!edgeAvailable()) throw new Error('nginx with its njs module is needed: apt-get install nginx libnginx-mod-http-js');
  const work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-bench-media-'));
  const mediaDir = path.join(work, 'media');
  const size = await writeSegment(mediaDir);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}; one ${size}-byte segment, ${client} with ${connections} connections, ${duration} s each, ${rounds} rounds`,
  );
  const running: RunningNginx[] = [];
  const origin = await startChild(['--serve', mediaDir]);
  const web = await startChild(['--web', origin.url]);
  try {
    const [staticPort, edgePort] = await Promise.all([freePort(), freePort()]);
    const plain = await startStatic(path.join(work, 'static'), staticPort, mediaDir);
    running.push(plain);
    const edge = await startEdge(path.join(work, 'edge'), edgePort, BENCH_MEDIA_SECRET, {
      mediaDir,
      revocationsDir: revocationsOf(mediaDir),
      // no page is asked for: the web upstream only has to be named
      webServers: ['127.0.0.1:9'],
      originServers: [new URL(origin.url).host],
      workers: 1,
    });
    running.push(edge);

    const signed = createMediaSigner(BENCH_MEDIA_SECRET).signMediaPath({
      path: SEGMENT,
      depth: 2,
      expiresAt: Date.now() + 3_600_000,
      binding: { kind: 'd', deviceId: DEVICE },
    });
    const cookie = { cookie: `device_id=${DEVICE}` };
    // what a subscriber's player fetches: a stream lease's grant, checked against the ended leases
    // (a thousand of them marked, as a busy hour would leave)
    const lease = randomUUID();
    const leaseGrant = createMediaSigner(BENCH_MEDIA_SECRET).signMediaPath({
      path: SEGMENT,
      depth: 2,
      expiresAt: Date.now() + 3_600_000,
      binding: { kind: 'l', authToken: BENCH_AUTH_TOKEN, leaseId: lease },
    });
    await createRevocationMarkers(revocationsOf(mediaDir)).mark(Array.from({ length: 1000 }, () => randomUUID()));
    const targets = [
      { label: 'nginx static', url: `${plain.url}/${SEGMENT}`, headers: {}, pid: plain.pid },
      { label: 'media edge (njs check + sendfile)', url: edge.url + signed, headers: cookie, pid: edge.pid },
      { label: 'origin media route', url: origin.url + signed, headers: cookie, pid: origin.child.pid! },
      { label: 'web server relay (npm start)', url: web.url + signed, headers: cookie, pid: web.child.pid! },
      {
        label: "media edge, a lease's grant",
        url: edge.url + leaseGrant,
        headers: { cookie: `auth_token=${BENCH_AUTH_TOKEN}` },
        pid: edge.pid,
      },
    ];
    // rounds alternate the servers, so a neighbour's load on a shared machine falls on all of them
    const runs: Figures[][] = targets.map(() => []);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, target] of targets.entries()) {
        const figures = await load(target.url, target.headers, target.pid);
        runs[index].push(figures);
        console.log(`round ${round}  ${describe(target.label, figures)}`);
      }
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
    const rates = runs.map((figures) => median(figures.map((one) => one.rate)));
    const cpu = runs.map((figures) => median(figures.map((one) => one.cpuPerRequest!)));
    console.log(`median of ${rounds} rounds:`);
    for (const [index, target] of targets.entries()) {
      console.log(
        `         ${target.label.padEnd(36)} ${rates[index].toFixed(0).padStart(6)} req/s  ${cpu[index].toFixed(0).padStart(4)} µs CPU/req`,
      );
    }
    // requests per second of the server's own CPU: the rate each would reach on a core of its own
    const shares = (index: number) =>
      `${((rates[index] / rates[0]) * 100).toFixed(0)} % of the rate, ${((cpu[0] / cpu[index]) * 100).toFixed(0)} % per CPU second`;
    console.log(`edge / static:   ${shares(1)} (target 80 % or more)`);
    console.log(`origin / static: ${shares(2)} (target 50 % or more)`);
    // the relay's rate is bounded by the origin behind it, on the same two cores
    console.log(`web server relay / origin: ${((rates[3] / rates[2]) * 100).toFixed(0)} % of the origin's rate (target 50 % or more)`);
    console.log(
      `edge, lease grant / device grant: ${((rates[4] / rates[1]) * 100).toFixed(0)} % of the rate, ${((cpu[1] / cpu[4]) * 100).toFixed(0)} % per CPU second (target 90 % or more: the revocation check costs within 10 %)`,
    );
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    origin.child.disconnect();
    web.child.disconnect();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve(process.argv[process.argv.indexOf('--serve') + 1]);
else if (process.argv.includes('--web')) await serveWeb(process.argv[process.argv.indexOf('--web') + 1]);
else await main();
