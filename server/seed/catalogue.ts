import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import * as schema from '../db/schema';
import type { ImportRecordInput } from '../../contract/schemas/catalogue-import';
import { importCatalogue } from '../modules/catalogue/catalogue-import.service';
import { SeedContext, type CatalogueSize, type ChunkSink } from './context';
import { seedDemoMedia, seedReference } from './reference';
import { seedPeople, creditRemainingPeople } from './people';
import { seedMovies, seedQuickies } from './films';
import { seedOriginals, seedTvShows } from './series';
import { seedAlbums, seedMusicVideos } from './music';
import { seedLiveTv } from './live';
import { seedEditorial } from './editorial';

// The deterministic demo catalogue: the same seed and `now` give the same rows, at any size. The
// generator makes catalogue import records (README "Catalogue import") and writes them through
// the importer, as an operator's file would be; the reference rows (languages, genres, providers,
// the packaged media) and the editorial rows around them are written directly.

export type { CatalogueSize };

export const DEMO_CATALOGUE: CatalogueSize = {
  movies: 200,
  tvShows: 30,
  originals: 15,
  quickies: 100,
  albums: 100,
  tracks: 1000,
  musicVideos: 80,
  channels: 8,
  stars: 150,
};

export const SMALL_CATALOGUE: CatalogueSize = {
  movies: 24,
  tvShows: 4,
  originals: 4,
  quickies: 12,
  albums: 6,
  tracks: 60,
  musicVideos: 10,
  channels: 2,
  stars: 20,
};

export const DEFAULT_SEED = 20_240_601;

/**
 * Above this many assets plus tracks, each chunk of records is imported in its own transaction, so
 * a benchmark-sized catalogue (say 20,000 movies and 1,000,000 tracks) neither holds one huge
 * transaction open nor keeps its records in memory. Below it everything is one transaction.
 */
const SINGLE_TRANSACTION_LIMIT = 100_000;

/** The catalogue tables, children first; --force empties them. */
export const CATALOGUE_TABLES = [
  schema.programmes,
  schema.liveChannels,
  schema.chartEntries,
  schema.charts,
  schema.carouselSlides,
  schema.playlistItems,
  schema.playlists,
  schema.credits,
  schema.people,
  schema.images,
  schema.assetGenres,
  schema.contents,
  schema.assets,
  schema.mediaRenditions,
  schema.media,
  schema.tvProviders,
  schema.genres,
  schema.languages,
];

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  for (const table of [schema.languages, schema.media, schema.assets]) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

/** Empties the catalogue (and, through CASCADE, rows elsewhere that point at it) and resets ids. */
export async function clearCatalogue(db: Db): Promise<void> {
  const names = CATALOGUE_TABLES.map((table) => `"${getTableName(table)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}

function validateSize(size: CatalogueSize): void {
  for (const [key, value] of Object.entries(size)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Catalogue size ${key} must be a whole number ≥ 0, got ${value}`);
  }
  if (size.tracks > 0 && size.albums === 0) throw new Error('Catalogue size: tracks need at least one album');
}

/** The media paths records name. */
function mediaOf(records: ImportRecordInput[]): string[] {
  return records.flatMap((record) => ('media' in record && record.media ? [record.media] : []));
}

/** Records as an import file would hold them, numbered from `first`. */
function asRows(records: ImportRecordInput[], first: number) {
  return records.map((value, i) => ({ row: first + i, value }));
}

export async function seedCatalogue(
  db: Db,
  size: CatalogueSize,
  options: {
    seed?: number;
    now?: Date;
    onProgress?: (done: number, total: number, stage: string) => void;
    /** Above this many assets plus tracks, a transaction per chunk (SINGLE_TRANSACTION_LIMIT). */
    singleTransactionLimit?: number;
  } = {},
): Promise<void> {
  validateSize(size);
  if (!(await isCatalogueEmpty(db))) throw new Error('The catalogue is not empty: clear it first (seed --force)');
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const assetCount = size.movies + size.tvShows + size.originals + size.quickies + size.albums + size.musicVideos + size.channels;
  const chunked = assetCount + size.tracks > (options.singleTransactionLimit ?? SINGLE_TRANSACTION_LIMIT);

  const generate = async (ctx: SeedContext): Promise<void> => {
    await seedPeople(ctx);
    await seedMovies(ctx);
    await seedTvShows(ctx);
    await seedOriginals(ctx);
    await seedQuickies(ctx);
    await seedAlbums(ctx);
    await seedMusicVideos(ctx);
    await seedLiveTv(ctx);
    await creditRemainingPeople(ctx);
  };
  const file = `demo catalogue (seed ${seed})`;

  if (!chunked) {
    // one transaction: reference rows, one import of every record, the editorial rows
    const records: ImportRecordInput[] = [];
    const ctx = new SeedContext(seed, now, size, async (chunk) => void records.push(...chunk));
    await generate(ctx);
    await db.transaction(async (tx) => {
      await seedReference(tx, size.channels);
      await seedDemoMedia(tx, mediaOf(records));
      await importCatalogue(tx, asRows(records, 1), { file, now, onProgress: options.onProgress });
      await seedEditorial(ctx, tx);
    });
    return;
  }

  // a chunk of records per transaction, each an import of its own
  const total = size.stars + assetCount;
  let done = 0;
  let row = 1;
  const sink: ChunkSink = async (chunk, stage, units) => {
    await seedDemoMedia(db, mediaOf(chunk));
    await importCatalogue(db, asRows(chunk, row), { file, now });
    row += chunk.length;
    done += units;
    options.onProgress?.(Math.min(done, total), total, stage);
  };
  await db.transaction((tx) => seedReference(tx, size.channels));
  const ctx = new SeedContext(seed, now, size, sink);
  await generate(ctx);
  await db.transaction((tx) => seedEditorial(ctx, tx));
}
