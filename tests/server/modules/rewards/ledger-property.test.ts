import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { createRewardsRepository, InsufficientCoinsError } from '@/server/modules/rewards/rewards.repository';
import { testDatabases } from '../../../support/databases';

// The audit of issue 14, over random sequences of earnings and spends (some replayed, some more
// than the balance): after each sequence every balance is the sum of its entries, no entry left
// a balance below zero, and a replayed key was written once.

describe.each(testDatabases())('the coin ledger on $name', (engine) => {
  const rowsOf = async (query: SQL) => ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => engine.close(database));

  it('keeps every balance the sum of its entries and never negative, whatever the order of earnings, spends and replays', async () => {
    const repository = createRewardsRepository(database.db);
    const operation = fc.record({
      user: fc.integer({ min: 0, max: 2 }),
      amount: fc.integer({ min: -60, max: 40 }).filter((amount) => amount !== 0),
      key: fc.integer({ min: 0, max: 15 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        run += 1;
        const ids = await Promise.all(
          [0, 1, 2].map(async (i) => {
            const [row] = await database.db
              .insert(users)
              .values({ email: `ledger.${run}.${i}.${Date.now()}@example.com` })
              .returning({ id: users.id });
            return row.id;
          }),
        );
        const written = new Set<string>();
        for (const op of operations) {
          const key = `PROPERTY:${ids[op.user]}:${op.key}`;
          try {
            const entry = await repository.earn({
              userId: ids[op.user],
              action: op.amount > 0 ? 'TEST_EARN' : 'TEST_SPEND',
              amount: op.amount,
              key,
            });
            if (entry) {
              expect(written.has(key)).toBe(false);
              written.add(key);
            } else expect(written.has(key)).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientCoinsError);
          }
        }
        const rows = (await rowsOf(
          sql`select b.balance, coalesce(sum(e.amount), 0)::int as total, coalesce(min(e.balance_after), 0)::int as lowest, count(e.id)::int as entries
                from reward_balances b left join reward_entries e on e.user_id = b.user_id
                where b.user_id in (${sql.join(
                  ids.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )}) group by b.user_id, b.balance`,
        )) as Array<{ balance: number; total: number; lowest: number; entries: number }>;
        for (const row of rows) {
          expect(row.balance).toBe(row.total);
          expect(row.lowest).toBeGreaterThanOrEqual(0);
        }
        expect(rows.reduce((sum, row) => sum + row.entries, 0)).toBe(written.size);
      }),
      { numRuns: 40 },
    );
  });
});
