import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '@/server/app';
import type { Config } from '@/server/platform/config';
import type { Database } from '@/server/platform/db';
import type { JobQueue } from '@/server/platform/jobs';
import { subscriptions, users } from '@/server/db/schema';
import { signSandboxBody } from '@/server/modules/payments/gateways/sandbox';
import { seedDemoVouchers } from '@/server/seed/vouchers';
import { SMALL_CATALOGUE, seedCatalogue } from '@/server/seed/catalogue';
import type { TestEngine } from '../../../support/databases';
import { signedInUser, testConfig } from '../../../support/origin';

// An origin for the payments tests: no catalogue, a clock the test moves, generous rate limits,
// and its own development outbox (wallet codes land there).

export const DAY = 86_400_000;
export const SANDBOX_SECRET = 'test-payments-sandbox-secret';

export interface PaymentsOrigin {
  app: FastifyInstance;
  database: Database;
  clock: { now: number };
  call(options: InjectOptions & { cookie?: string }): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  user(plan?: string): Promise<{ id: string; cookie: string }>;
  planOf(userId: string): Promise<string>;
  subscriptionsOf(userId: string): Promise<Array<typeof subscriptions.$inferSelect>>;
}

export function usePaymentsOrigin(
  engine: TestEngine,
  config: Partial<Config> = {},
  options: { catalogue?: boolean; jobs?: JobQueue } = {},
): PaymentsOrigin {
  const origin = { clock: { now: Date.parse('2026-11-23T10:00:00Z') } } as PaymentsOrigin;
  beforeAll(async () => {
    origin.database = await engine.open();
    if (options.catalogue) await seedCatalogue(origin.database.db, SMALL_CATALOGUE);
    await seedDemoVouchers(origin.database.db);
    origin.app = await buildApp({
      config: {
        ...testConfig,
        PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
        PAYMENTS_RATE_LIMIT_PER_IP: 10_000,
        PAYMENTS_RATE_LIMIT_PER_USER: 1000,
        OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'chalchitra-pay-outbox-')),
        ...config,
      },
      database: origin.database,
      jobs: options.jobs,
      now: () => origin.clock.now,
    });
  });
  afterAll(async () => {
    await origin.app?.close();
    await engine.close(origin.database);
  });
  origin.call = ({ cookie, headers, ...options }) =>
    origin.app.inject({ ...options, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  origin.user = async (plan = 'basic') => {
    const { user, cookie } = await signedInUser(origin.database, { activeUserPlan: plan });
    return { id: user.id, cookie };
  };
  origin.planOf = async (userId) =>
    (await origin.database.db.select({ plan: users.activeUserPlan }).from(users).where(eq(users.id, userId)))[0].plan;
  origin.subscriptionsOf = (userId) => origin.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return origin;
}

/** create-pending then transaction/create with the card: answers the vid and the checkout path. */
export async function startCardPayment(
  origin: PaymentsOrigin,
  cookie: string,
  productId = 1000003,
  options: { country?: string; discount?: string } = {},
) {
  const pending = await origin.call({
    method: 'POST',
    url: '/api/v1/payments/subscription/create-pending',
    cookie,
    // where the buyer is: the client's word counts here, as the injected address has no country
    headers: { 'x-country': options.country ?? 'IN' },
    payload: { country_code: options.country ?? 'IN', product_ids: [productId], discount_code: options.discount ?? null },
  });
  expect(pending.statusCode, pending.body).toBe(201);
  const subscriptionId = pending.json().data.subscription_id as string;
  const created = await origin.call({
    method: 'POST',
    url: '/api/v1/payments/transaction/create',
    cookie,
    payload: { subscription_id: subscriptionId, payment_type_id: 100001 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { vid, next_action: action } = created.json().data as { vid: string; next_action: { type: string; url: string } };
  return { subscriptionId, vid, checkoutPath: action.url, orderId: action.url.split('/').pop()! };
}

/** The payer's choice on the sandbox checkout page (a form post). */
export function submitCheckout(origin: PaymentsOrigin, checkoutPath: string, outcome: 'success' | 'failure' | 'pending', notify = true) {
  return origin.call({
    method: 'POST',
    url: checkoutPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, ...(notify ? { notify: 'on' } : {}) }).toString(),
  });
}

export function status(origin: PaymentsOrigin, cookie: string, vid: string) {
  return origin.call({ method: 'GET', url: `/api/v1/payments/transaction/status?vid=${vid}`, cookie });
}

/** A sandbox notification signed with `secret` (the configured one unless a forgery is wanted). */
export function sandboxNotification(origin: PaymentsOrigin, body: object, secret = SANDBOX_SECRET) {
  const raw = JSON.stringify(body);
  return origin.call({
    method: 'POST',
    url: '/api/v1/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxBody(secret, raw) },
    payload: raw,
  });
}
