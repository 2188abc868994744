import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/platform/config';
import type { Database } from '@/server/platform/db';
import type { TestEngine } from '../../../support/databases';

// Shared set-up of the account integration tests: an origin with a throwaway outbox and a clock
// the test can move.

export interface AccountsApp {
  app: FastifyInstance;
  clock: { now: number };
  outboxDir: string;
  close(): Promise<void>;
}

export async function buildAccountsApp(database: Database, env: Record<string, string> = {}): Promise<AccountsApp> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'chalchitra-outbox-'));
  const clock = { now: Date.now() };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BOT_CHECK: 'off',
    OUTBOX_DIR: outboxDir,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_IDENTIFIER: '10',
    ...env,
  });
  const app = await buildApp({ config, database, now: () => clock.now });
  return {
    app,
    clock,
    outboxDir,
    async close() {
      await app.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export interface AccountsSuite extends AccountsApp {
  database: Database;
}

/** Registers beforeAll/afterAll hooks: a database on the engine and the accounts app on it, filled before the tests run. */
export function useAccountsApp(engine: TestEngine): AccountsSuite {
  const suite = {} as AccountsSuite;
  beforeAll(async () => {
    suite.database = await engine.open();
    Object.assign(suite, await buildAccountsApp(suite.database));
  });
  afterAll(async () => {
    await suite.close?.();
    await engine.close(suite.database);
  });
  return suite;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

export function post(app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** The messages the outbox holds for `to`, newest first. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<Array<{ subject?: string; text: string }>> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json<{ data: Array<{ subject?: string; text: string }> }>().data;
}

/** The last code the outbox holds for `to`. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** Registers an e-mail account through verify, resend, the outbox and set_password; answers the sign-in cookie header. */
export async function register(app: FastifyInstance, email: string, password: string, ip = freshIp()): Promise<string> {
  const headers = { 'x-forwarded-for': ip };
  await post(app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, headers);
  const response = await post(app, '/api/v1/auth/users/set_password', { email, otp: await lastCode(app, email), password }, headers);
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return cookieHeader(response);
}
