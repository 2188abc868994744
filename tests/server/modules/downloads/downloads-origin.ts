import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '@/server/app';
import { assets, contents, media } from '@/server/db/schema';
import type { Database } from '@/server/platform/db';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import { DOWNLOAD_TITLE_LIMIT } from '@/contract/entitlements';
import type { TestEngine } from '../../../support/databases';
import type { TestDevice } from '../../../support/download-device';
import { signedInUser, testConfig } from '../../../support/origin';

// An origin for the download tests: the small demo catalogue on one engine, a clock the tests move,
// the films that download, and the calls a browser makes with its device's proof.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const START = Date.UTC(2026, 5, 1, 12);

export interface DownloadsOrigin {
  database: Database;
  app: FastifyInstance;
  clock: { now: number };
  /** video contents in id order, one more than an account may keep */
  films: number[];
}

/** Registers the hooks; the returned object is filled before the tests run. */
export function useDownloadsOrigin(engine: TestEngine) {
  const origin = { clock: { now: START } } as DownloadsOrigin;
  beforeAll(async () => {
    origin.database = await engine.open();
    await seedCatalogue(origin.database.db, SMALL_CATALOGUE);
    origin.app = await buildApp({ config: testConfig, database: origin.database, now: () => origin.clock.now });
    origin.films = (
      await origin.database.db
        .select({ id: contents.id })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .innerJoin(media, eq(media.id, contents.mediaId))
        .where(and(eq(media.kind, 'video'), isNotNull(contents.mediaId)))
        .orderBy(contents.id)
        .limit(DOWNLOAD_TITLE_LIMIT + 1)
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await origin.app.close();
    await engine.close(origin.database);
  });
  beforeEach(() => {
    origin.clock.now = START;
  });

  const inject = (options: InjectOptions) => origin.app.inject(options);
  const proof = async (device: TestDevice) =>
    device.prove((await inject({ method: 'POST', url: '/api/v2/downloads/challenge' })).json().challenge);

  return {
    origin,
    async userOn(plan: string) {
      const { user, profile, cookie } = await signedInUser(origin.database, { activeUserPlan: plan });
      return { user, profile, cookie: `${cookie}; country=IN` };
    },
    proof,
    options: (cookie: string, contentId = origin.films[0]) =>
      inject({ url: `/api/v2/secured/downloads/options/${contentId}`, headers: { cookie } }),
    download: async (cookie: string, device: TestDevice, contentId = origin.films[0], quality?: number) =>
      inject({
        method: 'POST',
        url: '/api/v2/secured/downloads/licences',
        headers: { cookie },
        payload: { content_id: contentId, quality: quality ?? 1, device: await proof(device) },
      }),
    sync: async (cookie: string, device: TestDevice, licences: Array<{ id: string; first_played_at?: string }>) =>
      inject({ method: 'POST', url: '/api/v2/downloads/sync', headers: { cookie }, payload: { licences, device: await proof(device) } }),
  };
}
