import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/platform/db';
import { closeHttpServer, drainHttpServer } from '@/runtime/drain';
import { stopOrigin } from '@/server/server';
import { testConfig } from '../../support/origin';

// SIGTERM drains both servers: the listening socket closes at once (a new connection is refused),
// the requests in flight are answered, keep-alive connections do not hold the exit back, and
// what is still open after the grace period is cut.

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** A GET over a keep-alive connection; answers the status and body. */
function get(port: number, urlPath: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path: urlPath, agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    call.on('error', reject).end();
  });
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('the web server drains on SIGTERM', () => {
  it('refuses new connections, finishes the page in flight and does not wait for idle keep-alive connections', async () => {
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((request, response) => {
      if (request.url === '/slow') {
        arrived();
        setTimeout(() => response.end('rendered'), 400);
      } else response.end('quick');
    });
    server.keepAliveTimeout = 65_000;
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    // an idle keep-alive connection, and a slow page in flight on another
    expect((await get(port, '/quick', agent)).status).toBe(200);
    const slow = get(port, '/slow', agent);
    await slowArrived;

    let answered = false;
    void slow.then(() => (answered = true));
    const started = Date.now();
    const drained = drainHttpServer(server, () => closeHttpServer(server), 5000);
    expect(await refused(port)).toBe(true);
    expect(answered).toBe(false);
    expect(await slow).toEqual({ status: 200, body: 'rendered' });
    expect(await drained).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
  });

  it('cuts what is still open after the grace period', async () => {
    const server = createServer(() => {
      // never answers
    });
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    const hung = get(port, '/hung', agent).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await drainHttpServer(server, () => closeHttpServer(server), 300)).toBe(false);
    expect(await hung).toBe('ECONNRESET');
    agent.destroy();
  });
});

describe('the origin drains on SIGTERM', () => {
  it('answers the request in flight with 200, refuses new connections, then closes the database', async () => {
    const database = await openDatabase({ pgliteDir: ':memory:' });
    const app = await buildApp({ config: testConfig, database });
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/test/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { status: 'done' };
    });
    app.server.keepAliveTimeout = 65_000;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/healthz', agent)).status).toBe(200);
    const slow = get(port, '/test/slow', agent);
    await slowArrived;

    let answered = false;
    void slow.then(() => (answered = true));
    const started = Date.now();
    const stopped = stopOrigin(app, database, 5000);
    // the listening socket closes within a few milliseconds, while the slow request is still in flight
    await expect.poll(() => refused(port), { interval: 10 }).toBe(true);
    expect(answered).toBe(false);
    expect(await slow).toEqual({ status: 200, body: '{"status":"done"}' });
    await stopped;
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(database.ping()).rejects.toThrow();
    agent.destroy();
  });

  it('exits 0 on SIGTERM once drained', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chalchitra-drain-'));
    const free = net.createServer();
    const port = await listen(free as unknown as Server);
    await new Promise((resolve) => free.close(resolve));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        ORIGIN_HOST: '127.0.0.1',
        ORIGIN_PORT: String(port),
        PGLITE_DIR: path.join(dir, 'pglite'),
        OUTBOX_DIR: path.join(dir, 'outbox'),
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 60_000, interval: 300 },
        )
        .toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('closing: draining the requests in flight');
      expect(await refused(port)).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
