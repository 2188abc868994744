import { sql } from 'drizzle-orm';
import type { AccountsSuite } from '../auth/helpers';

// Watching as the origin counts it for watch coins: the player's progress saves of one long title,
// a minute apart on the origin's clock (moved forward, then put back), each paying a coin.

export async function watchMinutes(suite: AccountsSuite, cookie: string, minutes: number): Promise<void> {
  const found = await suite.database.db.execute(
    sql`select id from contents where duration_seconds > ${minutes * 60 + 120} order by id limit 1`,
  );
  const [{ id }] = (found as unknown as { rows: Array<{ id: number }> }).rows;
  const save = (position: number) =>
    suite.app.inject({
      method: 'PUT',
      url: `/api/v2/secured/user/progress/${id}`,
      headers: { cookie, 'cf-ipcountry': 'IN' },
      payload: { position, duration: 9999 },
    });
  const start = suite.clock.now;
  try {
    await save(0);
    for (let minute = 1; minute <= minutes; minute += 1) {
      suite.clock.now += 60_000;
      const saved = await save(minute * 60);
      if (saved.json().coins !== 1) throw new Error(`minute ${minute} of watching paid ${saved.body}`);
    }
  } finally {
    suite.clock.now = start;
  }
}
