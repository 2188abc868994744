import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db';

// Multi-row inserts in batches: one statement per BATCH_SIZE rows keeps the statement within
// PostgreSQL's 65,535-parameter limit (the widest table here has 15 columns) and fast on PGlite.

export const BATCH_SIZE = 500;

/** Inserts rows in batches of BATCH_SIZE. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(i, i + BATCH_SIZE));
  }
}

/**
 * Inserts rows in batches and returns their serial ids in the order of `rows`: ids come from the
 * table's sequence in VALUES order, so sorting each batch's ids restores that order.
 */
export async function insertIds<T extends PgTable & { id: PgColumn }>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const returned = (await db
      .insert(table)
      .values(rows.slice(i, i + BATCH_SIZE))
      .returning({ id: table.id })) as Array<{ id: number }>;
    ids.push(...returned.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
