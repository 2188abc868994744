import { eq } from 'drizzle-orm';
import { paymentTransactions } from '@/server/db/schema';
import { createInProcessQueue, type JobQueue } from '@/server/platform/jobs';
import { ABANDONED_PURCHASES_JOB, REFUND_RETRY_JOB } from '@/server/modules/payments/payments.routes';
import { testDatabases } from '../../../support/databases';
import { DAY, startCardPayment, submitCheckout, usePaymentsOrigin } from './support';

// Payments' background work is on the job queue: a refund the gateway could not take at once is
// asked for again every PAYMENTS_REFUND_RETRY_SECONDS, and a checkout still pending a day after it
// began fails without anybody asking for its status. (The refund retry running through the real
// queue is in razorpay-refund-job.test.ts; here the recurring jobs are run by hand, when the test says.)

/** A queue that keeps the recurring jobs for the test to run. */
function handRunQueue(): JobQueue & { every: Map<string, number>; run(name: string): Promise<unknown> } {
  const inner = createInProcessQueue({ log: { warn: () => {} } });
  const handlers = new Map<string, () => Promise<unknown>>();
  const every = new Map<string, number>();
  return {
    ...inner,
    async schedule(name, period, handler) {
      handlers.set(name, handler);
      every.set(name, period.seconds);
    },
    every,
    run: (name) => handlers.get(name)!(),
  };
}

describe.each(testDatabases())('payments background jobs on $name', (engine) => {
  const jobs = handRunQueue();
  const origin = usePaymentsOrigin(engine, { PAYMENTS_REFUND_RETRY_SECONDS: 90 }, { jobs });
  afterAll(() => jobs.close());

  const transaction = async (vid: string) =>
    (await origin.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.vid, vid)))[0];

  it('schedules the refund retry every PAYMENTS_REFUND_RETRY_SECONDS and the abandoned purchases hourly', () => {
    expect(Object.fromEntries(jobs.every)).toEqual({ [REFUND_RETRY_JOB]: 90, [ABANDONED_PURCHASES_JOB]: 3600 });
  });

  it('fails a purchase still pending a day after it began, without a status call', async () => {
    const user = await origin.user();
    const started = origin.clock.now;
    try {
      const { vid, checkoutPath, subscriptionId } = await startCardPayment(origin, user.cookie);
      await submitCheckout(origin, checkoutPath, 'pending');
      origin.clock.now = started + DAY - 60_000;
      expect(await jobs.run(ABANDONED_PURCHASES_JOB)).toBe(0);
      expect(await transaction(vid)).toMatchObject({ status: 'pending', failureReason: null });

      origin.clock.now = started + DAY + 60_000;
      expect(await jobs.run(ABANDONED_PURCHASES_JOB)).toBe(1);
      expect(await transaction(vid)).toMatchObject({ status: 'failed', failureReason: 'The payment was not completed within 24 hours.' });
      expect((await origin.subscriptionsOf(user.id)).find((row) => row.id === subscriptionId)?.status).toBe('failed');
      expect(await origin.planOf(user.id)).toBe('basic');
      // settled once: the next run finds nothing
      expect(await jobs.run(ABANDONED_PURCHASES_JOB)).toBe(0);
    } finally {
      origin.clock.now = started;
    }
  });

  it('asks the gateway before failing a purchase: money that arrived activates it', async () => {
    const user = await origin.user();
    const started = origin.clock.now;
    try {
      const { vid, checkoutPath } = await startCardPayment(origin, user.cookie);
      // the payer paid on the checkout page, but the notification never reached the origin
      await submitCheckout(origin, checkoutPath, 'success', false);
      origin.clock.now = started + DAY + 60_000;
      await jobs.run(ABANDONED_PURCHASES_JOB);
      expect(await transaction(vid)).toMatchObject({ status: 'success' });
      expect(await origin.planOf(user.id)).toBe('premium');
    } finally {
      origin.clock.now = started;
    }
  });
});
