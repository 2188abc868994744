import type { FastifyBaseLogger } from 'fastify';

// Background work (ARCHITECTURE.md "Growing past one machine"): refund retries, abandoned
// purchases and whatever comes next run on a job queue, never on a bare timer in each process.
//   pg-boss     on PostgreSQL (the kept library): jobs are rows, kept across restarts; each is
//               fetched by one worker (SELECT ... FOR UPDATE SKIP LOCKED), so of many origin
//               instances on one database exactly one runs it; failures are retried
//   in-process  on the embedded PGlite, which only one process can open anyway: the same calls
//               on a small in-memory runner
// A recurring job is sent on slots of its period (every N seconds since the epoch): every
// instance offers the job for the current slot and the queue keeps one per slot (pg-boss's
// throttle, a unique index on the slot), so the work runs once per period across instances.

export type JobHandler<T> = (data: T) => Promise<unknown>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Runs `handler` for each job sent to `name`, one job at a time in this process. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Queues a job; a failed one is tried again twice, 30 s and 60 s later. A job that runs longer
   * than `expireInSeconds` (pg-boss's default: 15 minutes) counts as failed: long work says so.
   */
  send<T extends object>(name: string, data: T, options?: { expireInSeconds?: number }): Promise<void>;
  /** Runs `handler` once every `seconds` across every instance sharing the queue. */
  schedule(name: string, every: { seconds: number }, handler: () => Promise<unknown>): Promise<void>;
  /** Jobs waiting to start (queued or waiting for a retry), over every queue this process works: a metric. */
  depth(): Promise<number>;
  /** Stops taking jobs, lets the running ones finish, then lets go of the database. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin's job queue (server/app.ts builds it); `jobs.depth()` is the queue-depth metric. */
    jobs: JobQueue;
  }
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** A failed job is tried again twice, 30 s then 60 s later. */
const RETRY = { retryLimit: 2, retryDelay: 30, retryBackoff: true } as const;

/** Milliseconds until the middle of the next slot of `seconds`: far from either edge, so clocks a little apart agree on the slot. */
export function untilSlotMiddle(seconds: number, now: number): number {
  const period = seconds * 1000;
  const phase = now % period;
  return phase < period / 2 ? period / 2 - phase : period - phase + period / 2;
}

/**
 * The slot of `seconds` whose middle is nearest to `now`: a timer aimed at a slot's middle may fire
 * a moment before it, and still counts for that slot.
 */
export function slotAt(seconds: number, now: number): number {
  const period = seconds * 1000;
  return Math.round((now - period / 2) / period);
}

/** A timer that calls `tick` once in every slot of `seconds` (in its middle), until the returned function stops it. */
function everySlot(seconds: number, tick: () => void): () => void {
  let timer: NodeJS.Timeout;
  let lastSlot: number | null = null;
  const arm = () => {
    timer = setTimeout(
      () => {
        // fired a millisecond early, the timer is armed again for the same middle: that slot has had its run
        const slot = slotAt(seconds, Date.now());
        if (slot !== lastSlot) {
          lastSlot = slot;
          tick();
        }
        arm();
      },
      untilSlotMiddle(seconds, Date.now()),
    );
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}

export function createInProcessQueue({ log }: { log: Log }): JobQueue {
  interface Job {
    data: object;
    attempt: number;
    /** tries after the first: none for a scheduled run, whose next slot comes anyway */
    retryLimit: number;
    scheduled: boolean;
  }
  interface Line {
    handler?: JobHandler<object>;
    waiting: Job[];
    running: Promise<void> | null;
  }
  const lines = new Map<string, Line>();
  const timers: Array<() => void> = [];
  const retries = new Set<NodeJS.Timeout>();
  let closed = false;

  const lineOf = (name: string) => {
    let line = lines.get(name);
    if (!line) lines.set(name, (line = { waiting: [], running: null }));
    return line;
  };
  const failed = (name: string, job: Job, error: unknown) => {
    if (job.attempt >= job.retryLimit || closed) {
      log.warn({ err: error, job: name }, 'job failed');
      return;
    }
    log.warn({ err: error, job: name, attempt: job.attempt + 1 }, 'job failed; it will be tried again');
    const retry = setTimeout(
      () => {
        retries.delete(retry);
        enqueue(name, { ...job, attempt: job.attempt + 1 });
      },
      RETRY.retryDelay * 1000 * 2 ** job.attempt,
    );
    retry.unref();
    retries.add(retry);
  };
  const pump = (name: string) => {
    const line = lineOf(name);
    if (closed || line.running || !line.handler || line.waiting.length === 0) return;
    const job = line.waiting.shift()!;
    const handler = line.handler;
    line.running = Promise.resolve()
      .then(() => handler(job.data))
      .then(
        () => undefined,
        (error: unknown) => failed(name, job, error),
      )
      .finally(() => {
        line.running = null;
        pump(name);
      });
  };
  const enqueue = (name: string, job: Job) => {
    lineOf(name).waiting.push(job);
    pump(name);
  };

  const runner: JobQueue = {
    kind: 'in-process',
    async work(name, handler) {
      lineOf(name).handler = handler as JobHandler<object>;
      pump(name);
    },
    async send(name, data) {
      if (closed) throw new Error('The job queue is closed.');
      enqueue(name, { data, attempt: 0, retryLimit: RETRY.retryLimit, scheduled: false });
    },
    async schedule(name, { seconds }, handler) {
      await runner.work(name, handler);
      timers.push(
        everySlot(seconds, () => {
          // a run still waiting is not doubled; one still going is followed by this slot's run
          if (closed || lineOf(name).waiting.some((job) => job.scheduled)) return;
          enqueue(name, { data: {}, attempt: 0, retryLimit: 0, scheduled: true });
        }),
      );
    },
    async depth() {
      let waiting = retries.size;
      for (const line of lines.values()) waiting += line.waiting.length;
      return waiting;
    },
    async close() {
      closed = true;
      for (const stop of timers) stop();
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
      await Promise.all([...lines.values()].map((line) => line.running));
    },
  };
  return runner;
}

export interface PgBossQueueOptions {
  connectionString: string;
  log: Log;
  /** How often an idle worker looks for jobs (pg-boss's smallest is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How long close() waits for running jobs before failing them (they are retried elsewhere). */
  stopTimeoutMs?: number;
}

export async function createPgBossQueue({
  connectionString,
  log,
  pollingIntervalSeconds = 2,
  stopTimeoutMs = 10_000,
}: PgBossQueueOptions): Promise<JobQueue> {
  const { default: PgBoss } = await import('pg-boss');
  // its own small pool: job polling never waits behind requests for a connection
  const boss = new PgBoss({ connectionString, max: 3, application_name: 'chalchitra-jobs', schedule: false });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  await boss.start();
  const queues = new Map<string, Promise<void>>();
  const timers: Array<() => void> = [];
  // instances starting together create the same queue at once, which PostgreSQL may refuse as a
  // deadlock (the queue's table and keys are made in one go): look again and retry
  const createQueue = async (name: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...RETRY });
        return;
      } catch (error) {
        if (attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
      }
    }
  };
  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      queues.set(name, (created = createQueue(name)));
      created.catch(() => queues.delete(name));
    }
    return created;
  };

  const queue: JobQueue = {
    kind: 'pg-boss',
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as Parameters<typeof handler>[0]);
          } catch (error) {
            // pg-boss records the failure and retries the job; the log says so at once
            log.warn({ err: error, job: name }, 'job failed');
            throw error;
          }
        }
      });
    },
    async send(name, data, options) {
      await ensureQueue(name);
      await boss.send(name, data, { ...RETRY, ...options });
    },
    async schedule(name, { seconds }, handler) {
      await queue.work(name, handler);
      // one job per slot of `seconds` however many instances offer it; the next slot retries a failure
      const offer = () =>
        boss
          .sendThrottled(name, {}, { retryLimit: 0 }, seconds)
          .catch((error: unknown) => log.warn({ err: error, job: name }, 'could not queue a scheduled job'));
      timers.push(everySlot(seconds, () => void offer()));
    },
    async depth() {
      const sizes = await Promise.all([...queues.keys()].map((name) => boss.getQueueSize(name)));
      return sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
    },
    async close() {
      for (const stop of timers) stop();
      await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs });
    },
  };
  return queue;
}

/** pg-boss when the origin runs on PostgreSQL, the in-process runner on the embedded PGlite. */
export async function createJobQueue(options: { connectionString?: string; log: Log }): Promise<JobQueue> {
  return options.connectionString
    ? createPgBossQueue({ connectionString: options.connectionString, log: options.log })
    : createInProcessQueue({ log: options.log });
}
