import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '@/server/app';
import { healthRoutes } from '@/server/modules/health/health.routes';
import { openDatabase, type Database } from '@/server/platform/db';
import { testDatabases } from '../../../support/databases';
import { testConfig } from '../../../support/origin';

// Liveness and readiness: /healthz answers while the process runs; /readyz answers 503 while the
// database is unreachable (a load balancer takes the instance out, `npm start` waits) and 200
// again once it is back, without a restart.

describe('readiness follows the database', () => {
  const app = Fastify();
  let ping: () => Promise<void> = async () => {};
  beforeAll(async () => {
    await app.register(healthRoutes, { ping: () => ping(), timeoutMs: 200 });
  });
  afterAll(() => app.close());

  it.each([
    ['answers', 200, async () => {}, { status: 'ready' }],
    ['refuses connections', 503, async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')), { status: 'unavailable' }],
    ['does not answer', 503, () => new Promise<void>(() => {}), { status: 'unavailable' }],
  ] as const)('when the database %s, /readyz answers %i and /healthz 200', async (_, status, next, body) => {
    ping = next;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(status);
    expect(ready.json()).toEqual(body);
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});

/** A TCP relay to PostgreSQL that the test can cut and restore, as a network failure would. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as AddressInfo).port;
  };
  await open();
  return {
    port,
    async cut() {
      await new Promise((resolve) => {
        server!.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: open,
  };
}

const postgres = testDatabases().filter((engine) => engine.name === 'postgres');

describe.runIf(postgres.length > 0)('readiness of an origin whose PostgreSQL goes away', () => {
  const engine = postgres[0];
  let direct: Database;
  let relayed: Database;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    direct = await engine.open();
    relay = await relayTo(new URL(direct.url!));
    const url = new URL(direct.url!);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    relayed = await openDatabase({ url: url.toString(), pgliteDir: ':memory:' });
    // the in-process queue: the job queue's own connections are not what this test cuts
    app = await buildApp({ config: testConfig, database: { ...relayed, url: undefined } });
  });
  afterAll(async () => {
    await app?.close();
    await relayed?.close();
    await engine.close(direct);
  });

  it('fails /readyz while the database is unreachable, keeps /healthz up, and is ready again when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await relay.cut();
    const away = await app.inject({ method: 'GET', url: '/readyz' });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ status: 'unavailable' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await relay.restore();
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 10_000 }).toBe(200);
  });
});
