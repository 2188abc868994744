import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

export type Schema = typeof schema;
/** The database handle services and repositories receive; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A repository's queries on `db`, and `transaction`: runs `work` on the same queries bound to one transaction, which commits or rolls back as a whole. */
export type WithTransaction<Q> = Q & { transaction<T>(work: (tx: Q) => Promise<T>): Promise<T> };

export function withTransaction<Q>(db: Db, queriesOn: (on: Db) => Q): WithTransaction<Q> {
  return { ...queriesOn(db), transaction: (work) => db.transaction((tx) => work(queriesOn(tx))) };
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL (unset on PGlite): other clients of the same database, such as the job queue, connect with it. */
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '..', 'db', 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `pgliteDir` (':memory:' for a throwaway
 * database), and brings the schema up to date.
 */
export async function openDatabase(options: { url?: string; pgliteDir: string }): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options.pgliteDir);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // an idle client that the server drops must not bring the process down; the pool replaces it
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    url,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dir === ':memory:';
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dir, { extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
