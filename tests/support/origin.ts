import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/platform/config';
import type { Database } from '@/server/platform/db';
import { hashToken } from '@/server/platform/tokens';
import { profiles, sessions, users } from '@/server/db/schema';
import { and, eq } from 'drizzle-orm';
import { SMALL_CATALOGUE, seedCatalogue, type CatalogueSize } from '@/server/seed/catalogue';
import type { TestEngine } from './databases';

// An origin for integration tests: a fresh database on one engine, the small demo catalogue, the
// app built on it; and signed-in users made directly in the database.

/** Quiet, and playing the committed media pack (no generated media in tests). */
export const testConfig: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MEDIA_DIR: 'data/no-generated-media-in-tests' });

export interface TestOrigin {
  database: Database;
  app: FastifyInstance;
}

/** Registers beforeAll/afterAll hooks; the returned object is filled before the tests run. */
export function useTestOrigin(
  engine: TestEngine,
  options: { seed?: boolean; size?: CatalogueSize; seededAt?: Date; now?: () => number; config?: Partial<Config> } = {},
): TestOrigin {
  const origin = {} as TestOrigin;
  beforeAll(async () => {
    origin.database = await engine.open();
    if (options.seed !== false) await seedCatalogue(origin.database.db, options.size ?? SMALL_CATALOGUE, { now: options.seededAt });
    origin.app = await buildApp({ config: { ...testConfig, ...options.config }, database: origin.database, now: options.now });
  });
  afterAll(async () => {
    await origin.app?.close();
    await engine.close(origin.database);
  });
  return origin;
}

/** GETs `url` from the origin, expects `status`, and answers the JSON body. */
export async function getJson<T>(origin: TestOrigin, url: string, status = 200): Promise<T> {
  const response = await origin.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  return response.json<T>();
}

/** A user on a plan with a live session; `cookie` signs requests in. */
export async function signedInUser(database: Database, values: { activeUserPlan?: string; firstname?: string; lastname?: string } = {}) {
  const token = randomBytes(24).toString('base64url');
  const [user] = await database.db
    .insert(users)
    .values({ email: `user-${token.slice(0, 10)}@example.in`, ...values })
    .returning();
  await database.db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  // the account's primary profile, which the database made with it (migration 0028)
  const [profile] = await database.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, user.id), eq(profiles.isPrimary, true)));
  return { user, profile, token, cookie: `auth_token=${token}` };
}
