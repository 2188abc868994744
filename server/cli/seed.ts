import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { createRedisCache } from '../platform/cache';
import { connectRedis } from '../platform/redis';
import { seedDemoVouchers } from '../seed/vouchers';
import { progressReporter } from './progress';
import { CATALOGUE_CACHE_NS } from '../modules/catalogue/catalogue.service';
import {
  DEFAULT_SEED,
  DEMO_CATALOGUE,
  SMALL_CATALOGUE,
  clearCatalogue,
  isCatalogueEmpty,
  seedCatalogue,
  type CatalogueSize,
} from '../seed/catalogue';

// npx tsx server/cli/seed.ts [--movies N] [--tracks N] [--small] [--force] [--seed N] ...
// Seeds the demo catalogue when the catalogue is empty; --force empties it first.

const USAGE =
  'usage: seed [--small] [--force] [--seed N] [--movies N] [--tv-shows N] [--originals N] [--quickies N] ' +
  '[--albums N] [--tracks N] [--music-videos N] [--channels N] [--stars N]';

const SIZE_FLAGS: Record<string, keyof CatalogueSize> = {
  movies: 'movies',
  'tv-shows': 'tvShows',
  originals: 'originals',
  quickies: 'quickies',
  albums: 'albums',
  tracks: 'tracks',
  'music-videos': 'musicVideos',
  channels: 'channels',
  stars: 'stars',
};

class UsageError extends Error {}

function wholeNumber(flag: string, value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new UsageError(`--${flag} needs a whole number, got "${value}"`);
  return Number(value);
}

function parseSeedArgs(argv: string[]): { size: CatalogueSize; force: boolean; seed: number } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        small: { type: 'boolean' },
        force: { type: 'boolean' },
        seed: { type: 'string' },
        ...Object.fromEntries(Object.keys(SIZE_FLAGS).map((flag) => [flag, { type: 'string' as const }])),
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const size: CatalogueSize = { ...(values.small ? SMALL_CATALOGUE : DEMO_CATALOGUE) };
  for (const [flag, key] of Object.entries(SIZE_FLAGS)) {
    const value = values[flag];
    if (typeof value === 'string') size[key] = wholeNumber(flag, value);
  }
  if (size.tracks > 0 && size.albums === 0) throw new UsageError('--tracks needs at least one album');
  const seed = typeof values.seed === 'string' ? wholeNumber('seed', values.seed) : DEFAULT_SEED;
  return { size, force: values.force === true, seed };
}

/**
 * A running origin keeps catalogue answers in its cache: with Redis shared between replicas the
 * new catalogue must drop them (an in-memory cache starts empty with the origin after a seed).
 */
async function invalidateSharedCache(redisUrl: string | undefined): Promise<void> {
  if (!redisUrl) return;
  const redis = await connectRedis(redisUrl);
  try {
    await createRedisCache(redis).invalidate(CATALOGUE_CACHE_NS);
  } finally {
    await redis.quit();
  }
}

async function main(): Promise<number> {
  let options;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`seed: ${error.message} (${USAGE})\n`);
      return 2;
    }
    throw error;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.rootDir, config.PGLITE_DIR) });
  try {
    if (options.force) await clearCatalogue(database.db);
    else if (!(await isCatalogueEmpty(database.db))) {
      process.stdout.write(`Catalogue already seeded (${database.engine}); use --force to replace it\n`);
      return 0;
    }
    const started = Date.now();
    const progress = progressReporter('seed');
    try {
      await seedCatalogue(database.db, options.size, { seed: options.seed, onProgress: progress.update });
    } finally {
      progress.finish();
    }
    if (config.NODE_ENV !== 'production') await seedDemoVouchers(database.db);
    await invalidateSharedCache(config.REDIS_URL);
    const count = async (table: string): Promise<number> => {
      const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
      return Number(rows[0]?.n ?? 0);
    };
    const [assets, contents, images, people] = await Promise.all(['assets', 'contents', 'images', 'people'].map(count));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Seeded ${assets} assets, ${contents} contents, ${people} people and ${images} images ` +
        `in ${seconds} s (${database.engine}, seed ${options.seed})\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
