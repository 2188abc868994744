import { testDatabases } from '@/tests/support/databases';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import * as ref from '@/server/seed/reference';
const [pglite] = testDatabases();
for (let i = 0; i < 2; i++) {
const db = await pglite.open();
const t0 = performance.now();
await seedCatalogue(db.db, SMALL_CATALOGUE, { seed: 7, now: new Date('2026-01-01') });
console.log('seed ms', Math.round(performance.now() - t0));
const t1 = performance.now();
const r = await db.db.execute((await import('drizzle-orm')).sql`select count(*) from media`);
console.log(JSON.stringify(r.rows ?? r), Math.round(performance.now()-t1));
await pglite.close(db);
}
