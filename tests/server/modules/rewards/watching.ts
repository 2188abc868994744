import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@/server/platform/db';

// Watching as the origin counts it for watch coins: a play call takes the screen's stream lease,
// and the player's heartbeats (every 30 s on the origin's clock) count the time between them.

interface Origin {
  app: FastifyInstance;
  clock: { now: number };
  database: Database;
}

/** Video titles of an access level (free, avod, svod) longer than `seconds`, that play in India. */
export async function longTitles(origin: Origin, access: string, seconds: number, count = 1): Promise<number[]> {
  const found = await origin.database.db.execute(sql`
    select c.id from contents c join assets a on a.id = c.asset_id join media m on m.id = c.media_id
    where a.access = ${access} and m.kind = 'video' and coalesce(c.duration_seconds, m.duration_seconds) > ${seconds}
      and (cardinality(a.countries) = 0 or 'IN' = any(a.countries))
    order by c.id limit ${count}`);
  const ids = (found as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id);
  if (ids.length < count) throw new Error(`only ${ids.length} ${access} titles longer than ${seconds} s`);
  return ids;
}

export interface Watching {
  leaseId: string;
  /** One heartbeat now; `played` is what the player says it played since the last one. */
  heartbeat(played?: number): Promise<LightMyRequestResponse>;
  stop(): Promise<void>;
}

/** Presses Play on a title (the play call takes this screen's lease). */
export async function startWatching(origin: Origin, cookie: string, contentId: number): Promise<Watching> {
  const headers = { cookie, 'cf-ipcountry': 'IN' };
  const played = await origin.app.inject({ url: `/api/v2/catalog/profiles/0.1/${contentId}`, headers });
  if (played.statusCode !== 200) throw new Error(`title ${contentId} did not play: ${played.body}`);
  const leaseId = played.json().stream.id as string;
  return {
    leaseId,
    heartbeat: (seconds) =>
      origin.app.inject({
        method: 'PUT',
        url: `/api/v2/secured/streams/${leaseId}`,
        headers,
        payload: seconds === undefined ? {} : { played_seconds: seconds },
      }),
    async stop() {
      await origin.app.inject({ method: 'DELETE', url: `/api/v2/secured/streams/${leaseId}`, headers });
    },
  };
}

/** Watches a long free title for whole minutes, a heartbeat every 30 s, each minute paying a coin; then stops and puts the clock back. */
export async function watchMinutes(origin: Origin, cookie: string, minutes: number): Promise<void> {
  const [id] = await longTitles(origin, 'free', minutes * 60 + 120);
  const start = origin.clock.now;
  const watching = await startWatching(origin, cookie, id);
  try {
    for (let minute = 1; minute <= minutes; minute += 1) {
      origin.clock.now += 30_000;
      const half = await watching.heartbeat(30);
      if (half.statusCode !== 200 || half.json().coins !== undefined) throw new Error(`half a minute of watching answered ${half.body}`);
      origin.clock.now += 30_000;
      const whole = await watching.heartbeat(30);
      if (whole.json().coins !== 1) throw new Error(`minute ${minute} of watching paid ${whole.body}`);
    }
  } finally {
    await watching.stop();
    origin.clock.now = start;
  }
}
