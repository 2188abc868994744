import { sql } from 'drizzle-orm';
import { createInProcessQueue, createPgBossQueue, slotAt, untilSlotMiddle, type JobQueue } from '@/server/platform/jobs';
import type { Database } from '@/server/platform/db';
import { testDatabases } from '../../support/databases';

// The job queue: the in-process runner on the embedded default, and pg-boss on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), where two queues on one database stand for two origin
// instances: each job runs once, and a recurring job once per period, whichever instance takes it.

const log = { warn: () => {} };
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('recurring slots', () => {
  it.each([
    [0, 500],
    [499, 1],
    [500, 1000],
    [999, 501],
    [600_250, 299_750],
  ])('at %i ms the next run is %i ms away (the middle of a slot)', (now, wait) => {
    expect(untilSlotMiddle(now >= 600_000 ? 600 : 1, now)).toBe(wait);
  });

  it('counts a timer that fires a moment before a middle for that slot', () => {
    expect(slotAt(1, 1499)).toBe(slotAt(1, 1500));
    expect(slotAt(1, 1501)).toBe(slotAt(1, 1500));
    expect(slotAt(1, 2500)).toBe(slotAt(1, 1500) + 1);
    expect(slotAt(600, 899_999)).toBe(slotAt(600, 900_000));
  });

  it('runs a recurring job once in a slot whose timer fires a moment early', async () => {
    vi.useFakeTimers({ now: 10_000 });
    const queue = createInProcessQueue({ log });
    try {
      let runs = 0;
      await queue.schedule('tick', { seconds: 1 }, async () => {
        runs += 1;
      });
      // the wall clock falls a millisecond behind the timers: each fires just before its middle
      vi.setSystemTime(Date.now() - 1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(runs).toBe(3);
    } finally {
      await queue.close();
      vi.useRealTimers();
    }
  });
});

describe('the in-process job runner', () => {
  let queue: JobQueue;
  beforeEach(() => {
    queue = createInProcessQueue({ log });
  });
  afterEach(() => queue.close());

  it('runs each job sent, in order, one at a time', async () => {
    const ran: number[] = [];
    let running = 0;
    let most = 0;
    await queue.work<{ n: number }>('count', async ({ n }) => {
      running += 1;
      most = Math.max(most, running);
      await settle(5);
      ran.push(n);
      running -= 1;
    });
    for (const n of [1, 2, 3]) await queue.send('count', { n });
    await expect.poll(() => ran).toEqual([1, 2, 3]);
    expect(most).toBe(1);
  });

  it('keeps a job sent before anybody works the queue, and counts it as waiting', async () => {
    await queue.send('later', { n: 1 });
    await queue.send('later', { n: 2 });
    expect(await queue.depth()).toBe(2);
    const ran: number[] = [];
    await queue.work<{ n: number }>('later', async ({ n }) => {
      ran.push(n);
    });
    await expect.poll(() => ran).toEqual([1, 2]);
    expect(await queue.depth()).toBe(0);
  });

  it('runs a recurring job once a period', async () => {
    let runs = 0;
    await queue.schedule('tick', { seconds: 1 }, async () => {
      runs += 1;
    });
    await settle(2600);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(3);
  });

  it('lets a running job finish on close, and takes no more', async () => {
    let finished = false;
    await queue.work('slow', async () => {
      await settle(200);
      finished = true;
    });
    await queue.send('slow', {});
    await settle(20);
    await queue.close();
    expect(finished).toBe(true);
    await expect(queue.send('slow', {})).rejects.toThrow('The job queue is closed.');
  });
});

const postgres = testDatabases().filter((engine) => engine.name === 'postgres');

describe.runIf(postgres.length > 0)('pg-boss on PostgreSQL, two instances on one database', () => {
  const engine = postgres[0];
  let database: Database;
  let instances: JobQueue[] = [];
  beforeAll(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    instances = [];
  });
  afterAll(() => engine.close(database));

  const twoInstances = async () => {
    instances = await Promise.all(
      [1, 2].map(() => createPgBossQueue({ connectionString: database.url!, log, pollingIntervalSeconds: 0.5 })),
    );
    return instances;
  };

  it('runs each job once, on one instance or the other', async () => {
    const [first, second] = await twoInstances();
    expect(first.kind).toBe('pg-boss');
    const ran: Array<{ n: number; by: string }> = [];
    for (const [instance, by] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      await instance.work<{ n: number }>('once-each', async ({ n }) => {
        await settle(20);
        ran.push({ n, by });
      });
    }
    const sent = Array.from({ length: 10 }, (_, n) => n);
    for (const n of sent) await (n % 2 ? first : second).send('once-each', { n });
    await expect.poll(() => ran.length, { timeout: 20_000 }).toBe(10);
    await settle(1500);
    expect(ran.map((run) => run.n).sort((a, b) => a - b)).toEqual(sent);
    expect(await first.depth()).toBe(0);
  });

  it('counts the jobs waiting for a worker', async () => {
    const [first] = await twoInstances();
    await first.send('nobody-works', { n: 1 });
    await first.send('nobody-works', { n: 2 });
    expect(await first.depth()).toBe(2);
  });

  it('retries a failed job', async () => {
    const [first] = await twoInstances();
    let tries = 0;
    await first.work('flaky', async () => {
      tries += 1;
      throw new Error('the gateway is down');
    });
    await first.send('flaky', {});
    await expect.poll(() => tries, { timeout: 10_000 }).toBe(1);
    // the retry waits 30 s: it is kept as a job waiting to start
    await expect.poll(() => first.depth(), { timeout: 10_000 }).toBe(1);
  });

  it('runs a recurring job once a period across both instances', async () => {
    const [first, second] = await twoInstances();
    const runs: string[] = [];
    await Promise.all(
      [first, second].map((instance, index) =>
        instance.schedule('every-second', { seconds: 1 }, async () => {
          runs.push(index === 0 ? 'first' : 'second');
        }),
      ),
    );
    await settle(4200);
    // four slots went by; each was offered twice and queued once
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(5);
    const slots = await database.db.execute(
      sql`select singleton_on, count(*)::int as jobs from pgboss.job where name = 'every-second' group by singleton_on`,
    );
    const rows = (slots as unknown as { rows: Array<{ jobs: number }> }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.jobs === 1)).toBe(true);
  });
});
