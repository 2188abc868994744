import type { Db } from '../../platform/db';
import type { Cache } from '../../platform/cache';
import { CATALOGUE_CACHE_NS } from './catalogue.service';
import type { RawRecord } from './catalogue-import.files';
import { planImport } from './catalogue-import.plan';
import type { RowError } from './catalogue-import.records';
import { createCatalogueImportRepository } from './catalogue-import.repository';
import { writePlan, type ImportTable, type TableCounts } from './catalogue-import.write';

// Catalogue import (README "Catalogue import"): a whole file is checked, then written in one
// transaction or not at all. Rows are upserted by external id, and a row whose values already
// match is not written again, so importing the same file twice changes nothing. Afterwards the
// origin's catalogue answers are dropped (the cache namespace is bumped).

export type { ImportTable, TableCounts };

export interface ImportSummary {
  records: number;
  dryRun: boolean;
  counts: Record<ImportTable, TableCounts>;
  /** Whether anything in the catalogue changed (and the caches were dropped). */
  changed: boolean;
}

export class CatalogueImportError extends Error {
  constructor(
    readonly file: string,
    readonly errors: RowError[],
  ) {
    const rows = new Set(errors.map((error) => error.row)).size;
    const problems = errors.length === rows ? '' : ` (${errors.length} problems)`;
    super(`${file}: ${rows} bad ${rows === 1 ? 'row' : 'rows'}${problems}; nothing was imported`);
  }

  /** "file, row 4, release_year: must be a whole number" per error. */
  lines(): string[] {
    return this.errors.map((error) => `${this.file}, row ${error.row}, ${error.field || 'record'}: ${error.message}`);
  }
}

export interface ImportOptions {
  /** The file's name, for error messages. */
  file?: string;
  /** Check and write everything, then roll back: the counts say what an import would do. */
  dryRun?: boolean;
  /** The time given to new rows that carry no published_at. */
  now?: Date;
  /** The origin's cache: its catalogue namespace is bumped after an import that changed something. */
  cache?: Cache;
  onProgress?: (done: number, total: number, stage: string) => void;
}

/** Thrown inside the transaction to undo a dry run. */
class DryRunRollback extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run');
  }
}

export async function importCatalogue(db: Db, raw: RawRecord[], options: ImportOptions = {}): Promise<ImportSummary> {
  const file = options.file ?? 'import';
  const now = options.now ?? new Date();
  let summary: ImportSummary;
  try {
    summary = await db.transaction(async (tx) => {
      const repository = createCatalogueImportRepository(tx);
      const { plan, errors } = await planImport(repository, raw, now);
      if (!plan) throw new CatalogueImportError(file, errors);
      const counts = await writePlan(repository, plan, raw.length, options.onProgress);
      const result: ImportSummary = {
        records: raw.length,
        dryRun: options.dryRun === true,
        counts,
        changed: Object.values(counts).some((count) => count.created + count.updated + count.removed > 0),
      };
      if (options.dryRun) throw new DryRunRollback(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.summary;
    throw error;
  }
  if (summary.changed) await options.cache?.invalidate(CATALOGUE_CACHE_NS);
  return summary;
}
