import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';

// npx tsx server/cli/migrate.ts – opening the database applies any pending migration.

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.rootDir, config.PGLITE_DIR) });
  try {
    process.stdout.write(`Database is up to date (${database.engine})\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`migrate failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
