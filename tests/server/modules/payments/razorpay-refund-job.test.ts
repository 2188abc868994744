import { eq } from 'drizzle-orm';
import { paymentTransactions } from '@/server/db/schema';
import { testDatabases } from '../../../support/databases';
import { usePaymentsOrigin } from './support';
import { razorpaySettings, startStandIn, twoCapturedPayments, type StandIn } from './razorpay-stand-in';

// A Razorpay refund that could not be taken at once, asked for again by the job queue.

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

describe.each(testDatabases())('refunds asked for again by the job queue on $name', (engine) => {
  const origin = usePaymentsOrigin(
    engine,
    razorpaySettings(() => standIn, { PAYMENTS_REFUND_RETRY_SECONDS: 1 }),
  );

  it('refunds a due payment without anybody asking for its status', async () => {
    // pg-boss on PostgreSQL (once across instances), the in-process runner on PGlite
    expect(origin.app.jobs.kind).toBe(engine.name === 'postgres' ? 'pg-boss' : 'in-process');
    const user = await origin.user();
    const { first, second, payOne, payTwo, pay } = await twoCapturedPayments(standIn, origin, user.cookie, `timer_${engine.name}`);
    await pay(first, payOne);
    standIn.failRefunds = 1;
    expect((await pay(second, payTwo)).json().data.refund).toBe('due');
    await expect.poll(() => standIn.refunds.filter((made) => made.payment_id === payTwo).length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await origin.database.db
              .select({ refund: paymentTransactions.refundStatus })
              .from(paymentTransactions)
              .where(eq(paymentTransactions.vid, second.vid))
          )[0].refund,
        { timeout: 10_000 },
      )
      .toBe('refunded');
  });
});
