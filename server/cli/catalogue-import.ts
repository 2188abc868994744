import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { createRedisCache } from '../platform/cache';
import { connectRedis } from '../platform/redis';
import { readImportText, ImportFileError } from '../modules/catalogue/catalogue-import.files';
import { CatalogueImportError, importCatalogue, type ImportSummary } from '../modules/catalogue/catalogue-import.service';
import { CATALOGUE_CACHE_TTL_SECONDS } from '../modules/catalogue/catalogue.service';
import { progressReporter } from './progress';

// npm run catalogue:import -- [--dry-run] FILE  (README "Catalogue import")
// Checks the whole file, then writes it in one transaction or not at all; exit code 1 with one
// line per bad row, 2 for a wrong command line.

const USAGE = 'usage: npm run catalogue:import -- [--dry-run] FILE.json|FILE.csv';
/** Error lines printed before "... and N more". */
const SHOWN_ERRORS = 200;

function printSummary(file: string, engine: string, summary: ImportSummary): void {
  const verb = summary.dryRun ? 'Dry run of' : 'Imported';
  process.stdout.write(`${verb} ${file} (${engine}): ${summary.records} records\n`);
  for (const [table, count] of Object.entries(summary.counts)) {
    if (count.created + count.updated + count.unchanged + count.removed === 0) continue;
    const removed = count.removed ? `, ${count.removed} removed` : '';
    process.stdout.write(`  ${table.padEnd(10)} ${count.created} new, ${count.updated} changed, ${count.unchanged} unchanged${removed}\n`);
  }
  if (summary.dryRun) process.stdout.write('Nothing was written (dry run).\n');
  else if (!summary.changed) process.stdout.write('The catalogue already matched the file: nothing changed.\n');
}

async function main(): Promise<number> {
  let file: string;
  let dryRun: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: { 'dry-run': { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new Error('name one file');
    [file] = positionals;
    dryRun = values['dry-run'] === true;
  } catch (error) {
    process.stderr.write(`catalogue:import: ${(error as Error).message.split('\n')[0]} (${USAGE})\n`);
    return 2;
  }

  let raw;
  try {
    raw = readImportText(file, await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof ImportFileError ? error.message : `cannot read it (${(error as Error).message})`;
    process.stderr.write(`${file}: ${reason}\nNothing was imported.\n`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.rootDir, config.PGLITE_DIR) });
  // with Redis every origin shares the cache, so the import drops their catalogue answers at once
  const redis = config.REDIS_URL && !dryRun ? await connectRedis(config.REDIS_URL) : undefined;
  // a bar on a terminal; nothing in a log, where the summary says it all
  const progress = progressReporter('catalogue:import');
  const onProgress = process.stderr.isTTY ? progress.update : undefined;
  try {
    const summary = await importCatalogue(database.db, raw, {
      file,
      dryRun,
      cache: redis ? createRedisCache(redis) : undefined,
      onProgress,
    });
    progress.finish();
    printSummary(file, database.engine, summary);
    if (summary.changed && !summary.dryRun) {
      process.stdout.write(
        redis
          ? 'The origins answer the new catalogue now (their shared cache was dropped); pages show it within a minute.\n'
          : `Running origins show the change within ${CATALOGUE_CACHE_TTL_SECONDS / 60} minutes (set REDIS_URL, or restart them, for at once); pages a minute later.\n`,
      );
    }
    return 0;
  } catch (error) {
    progress.finish();
    if (!(error instanceof CatalogueImportError)) throw error;
    const lines = error.lines();
    for (const line of lines.slice(0, SHOWN_ERRORS)) process.stderr.write(`${line}\n`);
    if (lines.length > SHOWN_ERRORS) process.stderr.write(`... and ${lines.length - SHOWN_ERRORS} more\n`);
    process.stderr.write(`${error.message}.\n`);
    return 1;
  } finally {
    await redis?.quit();
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`catalogue:import failed: ${error instanceof Error ? error.message : String(error)}\nNothing was imported.\n`);
    process.exitCode = 1;
  },
);
