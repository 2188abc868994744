import Fastify, { type FastifyInstance } from 'fastify';
import { testDatabases } from '../../../support/databases';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import { buildAccountsApp, freshIp, register, type AccountsApp } from '../auth/helpers';
import { watchMinutes } from './watching';
import type { Database } from '@/server/platform/db';

// The hosted rewards provider's adapter (spec 001 §7 "rewards SDK"), against a local stand-in that
// speaks its protocol: the SDK's login and actions arrive with the environment from config and the
// product key 'eros', while the embedded ledger still answers the user.

describe('a hosted rewards provider', () => {
  const [engine] = testDatabases();
  let database: Database;
  let origin: AccountsApp;
  let standIn: FastifyInstance;
  const heard: Array<{ path: string; authorization?: string; body: Record<string, unknown> }> = [];

  beforeAll(async () => {
    standIn = Fastify();
    standIn.post('/v1/:call', async (request) => {
      heard.push({
        path: request.url,
        authorization: request.headers.authorization,
        body: request.body as Record<string, unknown>,
      });
      return { ok: true };
    });
    const address = await standIn.listen({ host: '127.0.0.1', port: 0 });
    database = await engine.open();
    await seedCatalogue(database.db, SMALL_CATALOGUE);
    origin = await buildAccountsApp(database, {
      REWARDS_PROVIDER_URL: `${address}/v1`,
      REWARDS_PROVIDER_KEY: 'stand-in-key',
      REWARDS_ENVIRONMENT: 'production',
    });
  });
  afterAll(async () => {
    await origin.close();
    await engine.close(database);
    await standIn.close();
  });

  const until = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('hears of the check-in with the login before it, and of the joining coins once earned, while the ledger answers', async () => {
    const email = `hosted.${Date.now()}@example.com`;
    const cookie = await register(origin.app, email, 'hosted passphrase');
    const headers = { cookie, 'x-country': 'IN', 'cf-ipcountry': 'IN', 'x-forwarded-for': freshIp() };
    expect((await origin.app.inject({ method: 'POST', url: '/api/v1/payments/subscription/create-avod', headers })).statusCode).toBe(201);
    const checkIn = await origin.app.inject({ method: 'POST', url: '/api/v2/secured/rewards/check-in', headers });
    expect(checkIn.json().data).toEqual({ action: 'CHECKED_IN', coins: 10, balance: 10 });
    // the joining coins come with the third minute watched
    await watchMinutes({ ...origin, database }, cookie, 3);

    await until(() => heard.length >= 6);
    const uuid = heard[0].body.uuid;
    expect(heard.map(({ path, body }) => [path, body.action ?? null])).toEqual([
      ['/v1/login', null],
      ['/v1/actions', 'CHECKED_IN'],
      ['/v1/actions', 'CONTENT_VIEWED'],
      ['/v1/actions', 'CONTENT_VIEWED'],
      ['/v1/actions', 'CONTENT_VIEWED'],
      ['/v1/actions', 'SIGNED_UP'],
    ]);
    for (const call of heard) {
      expect(call.authorization).toBe('Bearer stand-in-key');
      expect(call.body).toMatchObject({ product_key: 'eros', environment: 'production', uuid });
    }
    expect(heard[0].body).toMatchObject({ email, country_code: 'IN' });
  });

  it("hears of an MZaalo user's sign-out with the SDK's logout, and of no other user's", async () => {
    const mzaalo = await register(origin.app, `leaving.${Date.now()}@example.com`, 'hosted passphrase');
    const headers = { cookie: mzaalo, 'x-country': 'IN', 'cf-ipcountry': 'IN', 'x-forwarded-for': freshIp() };
    expect((await origin.app.inject({ method: 'POST', url: '/api/v1/payments/subscription/create-avod', headers })).statusCode).toBe(201);
    await origin.app.inject({ method: 'POST', url: '/api/v2/secured/rewards/check-in', headers });
    // its login and its check-in's coins are heard first
    const login = () => heard.find((call) => call.path === '/v1/login' && String(call.body.email).startsWith('leaving.'));
    await until(() => heard.some((call) => call.body.action === 'CHECKED_IN' && call.body.uuid === login()?.body.uuid));
    const uuid = login()!.body.uuid;
    heard.length = 0;

    const basic = await register(origin.app, `basic.${Date.now()}@example.com`, 'hosted passphrase');
    expect((await origin.app.inject({ method: 'POST', url: '/api/v1/auth/users/logout', headers: { cookie: basic } })).statusCode).toBe(
      200,
    );
    expect((await origin.app.inject({ method: 'POST', url: '/api/v1/auth/users/logout', headers })).statusCode).toBe(200);

    await until(() => heard.length >= 1);
    expect(heard).toEqual([
      {
        path: '/v1/logout',
        authorization: 'Bearer stand-in-key',
        body: { product_key: 'eros', environment: 'production', uuid },
      },
    ]);
  });
});
