import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '@/server/platform/db';

// The database engines a test suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL
// is set (CI sets it). Each open() gives a fresh, migrated, empty database; close() throws it away.
//
//   describe.each(testDatabases())('catalogue on $name', (engine) => {
//     beforeAll(async () => { database = await engine.open(); });
//     afterAll(() => engine.close(database));
//   });

export interface TestEngine {
  name: 'pglite' | 'postgres';
  /** A fresh database with the schema migrated; on PostgreSQL a new database created for it. */
  open(): Promise<Database>;
  /** Closes the database and, on PostgreSQL, drops it. Safe with undefined (a failed open). */
  close(database: Database | undefined): Promise<void>;
}

export function testDatabases(): TestEngine[] {
  const engines: TestEngine[] = [
    {
      name: 'pglite',
      open: () => openDatabase({ pgliteDir: ':memory:' }),
      close: async (database) => {
        await database?.close();
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    engines.push({
      name: 'postgres',
      open: () => openPostgresTestDatabase(url),
      close: async (database) => {
        await database?.close();
      },
    });
  }
  return engines;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates chalchitra_test_<random> next to the database TEST_DATABASE_URL names. */
async function openPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `chalchitra_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString(), pgliteDir: ':memory:' });
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
