import { eq } from 'drizzle-orm';
import { paymentNotifications, paymentTransactions, sandboxGatewayOrders } from '@/server/db/schema';
import { testDatabases } from '../../../support/databases';
import { DAY, sandboxNotification, startCardPayment, status, submitCheckout, usePaymentsOrigin } from './support';

// Buying premium through the embedded sandbox gateway: the checkout page, its signed notification
// and the return to the web app; notifications before and after the browser returns, replays and
// forgeries.

/** The sandbox gateway's notice that the ₹99 order `orderId` was paid by `paymentId`. */
function paid(orderId: string, paymentId: string | null) {
  return {
    event: 'payment.succeeded',
    order_id: orderId,
    payment_id: paymentId,
    amount: 9900,
    currency: 'INR',
    reason: null,
    created_at: new Date().toISOString(),
  };
}

describe.each(testDatabases())('the sandbox checkout on $name', (engine) => {
  const origin = usePaymentsOrigin(engine);

  it('shows an accessible test checkout page and returns the browser with the vid after paying', async () => {
    const user = await origin.user();
    const { vid, checkoutPath, subscriptionId } = await startCardPayment(origin, user.cookie);
    expect(checkoutPath).toMatch(/^\/api\/v1\/payments\/sandbox\/checkout\/sbx_order_/);

    const page = await origin.call({ method: 'GET', url: checkoutPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Test payment</h1>');
    expect(page.body).toContain('This is a test checkout. No money moves.');
    expect(page.body).toContain('Premium Monthly');
    expect(page.body).toContain('<button class="pay" type="submit" name="outcome" value="success">Pay ₹99.00</button>');
    expect(page.body).toContain('>Decline payment</button>');
    expect(page.body).toContain('>Leave payment pending</button>');
    expect(page.body).toMatch(
      /<label><input type="checkbox" name="notify" value="on" checked> Send the payment notification to Chalchitra<\/label>/,
    );

    const back = await submitCheckout(origin, checkoutPath, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-status?vid=${vid}`);
    // the notification came first: the subscription is active before the status call
    expect(await origin.planOf(user.id)).toBe('premium');

    const answer = await status(origin, user.cookie, vid);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      vid,
      status: 'success',
      kind: 'purchase',
      gateway: 'sandbox',
      amount: 99,
      currency: 'INR',
      product_id: 1000003,
      product_name: 'Premium Monthly',
      plan_id: 2000301,
      subscription_id: subscriptionId,
      subscription_status: 'active',
      next_billing_date: '2026-12-23',
      user_plan: 'premium',
      message: 'Payment successful',
      next_path: '/thankyou',
    });
    expect(answer.cookies.find((cookie) => cookie.name === 'plan')?.value).toBe('premium');

    const product = await origin.call({ method: 'GET', url: '/api/v2/secured/user/activeproduct', cookie: user.cookie });
    expect(product.json().data).toMatchObject({
      userstate: 'premium',
      product_name: 'Premium Monthly',
      product_id: 1000003,
      plan_id: 2000301,
      next_billing_date: '2026-12-23',
      payment_method: 'Card (test)',
      uuid: user.id,
      subscription_status: 'active',
      access_until: '2026-12-23',
    });

    // the order is settled: the page says so and cannot be paid again
    const again = await origin.call({ method: 'GET', url: checkoutPath });
    expect(again.body).toContain('This payment is already complete.');
    expect(again.body).toContain(`<a class="button" href="/payment-status?vid=${vid}">Return to Chalchitra</a>`);
  });

  it('settles on the status call when the browser returns before the notification, and the late notification changes nothing', async () => {
    const user = await origin.user();
    const { vid, checkoutPath, orderId } = await startCardPayment(origin, user.cookie);
    await submitCheckout(origin, checkoutPath, 'success', false);
    expect(await origin.planOf(user.id)).toBe('basic');

    const answer = await status(origin, user.cookie, vid);
    expect(answer.json().data).toMatchObject({ status: 'success', user_plan: 'premium', next_path: '/thankyou' });
    const [before] = await origin.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.vid, vid));

    const [order] = await origin.database.db.query.sandboxGatewayOrders.findMany({
      where: (table, { eq: equals }) => equals(table.orderId, orderId),
    });
    const late = await sandboxNotification(origin, { event_id: 'evt_late_1', ...paid(orderId, order.paymentId) });
    expect(late.statusCode).toBe(200);
    const [after] = await origin.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.vid, vid));
    expect(after.creditedAt).toEqual(before.creditedAt);
    const periods = (await origin.subscriptionsOf(user.id)).map((row) => row.currentPeriodEnd?.toISOString());
    expect(periods).toEqual(['2026-12-23T10:00:00.000Z']);
  });

  it('rejects a forged notification and ignores a replayed one', async () => {
    const user = await origin.user();
    const { vid, orderId } = await startCardPayment(origin, user.cookie);
    const body = { event_id: 'evt_forged', ...paid(orderId, 'sbx_pay_forged') };

    const forged = await sandboxNotification(origin, body, 'not-the-sandbox-secret-at-all');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Invalid signature.', status_code: 'WEBHOOK_SIGNATURE_INVALID' });
    const unsigned = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await origin.planOf(user.id)).toBe('basic');
    expect(await origin.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.eventId, 'evt_forged'))).toHaveLength(
      0,
    );
    // the gateway never saw a payment: the status call finds it still pending
    expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({ status: 'pending', next_path: '/subscription-pending' });

    // a real failure notice, then its replay, then a replayed id with a different body: nothing more changes
    const failure = { ...body, event_id: 'evt_fail_1', event: 'payment.failed', payment_id: null, reason: 'Payment declined by the bank.' };
    expect((await sandboxNotification(origin, failure)).json()).toEqual({ status: 'success', message: 'Processed.' });
    expect((await sandboxNotification(origin, failure)).json()).toEqual({ status: 'success', message: 'Already processed.' });
    const replayedId = await sandboxNotification(origin, { ...body, event_id: 'evt_fail_1' });
    expect(replayedId.json().message).toBe('Already processed.');
    expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({
      status: 'failed',
      failure_reason: 'Payment declined by the bank.',
      next_path: '/subscription-failed',
    });
    expect(await origin.planOf(user.id)).toBe('basic');
  });

  it('leaves no half-made subscription when the payment fails', async () => {
    const user = await origin.user('mzaalo');
    const { vid, checkoutPath, subscriptionId } = await startCardPayment(origin, user.cookie);
    const back = await submitCheckout(origin, checkoutPath, 'failure');
    expect(back.headers.location).toBe(`/payment-status?vid=${vid}`);
    const answer = (await status(origin, user.cookie, vid)).json().data;
    expect(answer).toMatchObject({
      status: 'failed',
      message: 'Payment failed',
      failure_reason: 'Payment declined by the bank.',
      subscription_status: 'failed',
      user_plan: 'mzaalo',
      next_path: '/subscription-failed',
    });
    const [subscription] = (await origin.subscriptionsOf(user.id)).filter((row) => row.id === subscriptionId);
    expect(subscription).toMatchObject({ status: 'failed', currentPeriodStart: null, currentPeriodEnd: null });
    expect(await origin.planOf(user.id)).toBe('mzaalo');
    // a failed subscription takes no second payment: the user starts again
    const retry = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/transaction/create',
      cookie: user.cookie,
      payload: { subscription_id: subscriptionId, payment_type_id: 100001 },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().status_code).toBe('SUBSCRIPTION_NOT_PENDING');
  });

  it('keeps a pending payment pending until the payer settles it on the same checkout page', async () => {
    const user = await origin.user();
    const { vid, checkoutPath } = await startCardPayment(origin, user.cookie);
    await submitCheckout(origin, checkoutPath, 'pending');
    expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({
      status: 'pending',
      message: 'Your payment is being processed.',
      subscription_status: 'pending',
    });
    const page = await origin.call({ method: 'GET', url: checkoutPath });
    expect(page.body).toContain('This payment is pending. Choose how it ends.');
    await submitCheckout(origin, checkoutPath, 'success');
    expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({ status: 'success', user_plan: 'premium' });
  });

  it('fails a purchase still pending a day after it began, and a late payment still activates it', async () => {
    const user = await origin.user();
    const started = origin.clock.now;
    try {
      const { vid, checkoutPath } = await startCardPayment(origin, user.cookie);
      await submitCheckout(origin, checkoutPath, 'pending');
      origin.clock.now = started + DAY - 60_000;
      expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({ status: 'pending', subscription_status: 'pending' });
      origin.clock.now = started + DAY + 60_000;
      expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({
        status: 'failed',
        message: 'Payment failed',
        failure_reason: 'The payment was not completed within 24 hours.',
        subscription_status: 'failed',
        user_plan: 'basic',
      });
      // the payer finishes on the same checkout page after all: money taken is honoured
      await submitCheckout(origin, checkoutPath, 'success');
      expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({
        status: 'success',
        subscription_status: 'active',
        user_plan: 'premium',
      });
    } finally {
      origin.clock.now = started;
    }
  });

  it('credits a subscription once even when two payments arrive for it, and refunds the second', async () => {
    const user = await origin.user();
    const pending = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: user.cookie,
      payload: { product_ids: [1000003] },
    });
    const subscriptionId = pending.json().data.subscription_id;
    const start = () =>
      origin.call({
        method: 'POST',
        url: '/api/v1/payments/transaction/create',
        cookie: user.cookie,
        payload: { subscription_id: subscriptionId, payment_type_id: 100001 },
      });
    const [first, second] = [(await start()).json().data, (await start()).json().data];
    await submitCheckout(origin, first.next_action.url, 'success');
    await submitCheckout(origin, second.next_action.url, 'success');
    expect((await status(origin, user.cookie, first.vid)).json().data).toMatchObject({
      status: 'success',
      refund: null,
      message: 'Payment successful',
    });
    // the second payment is given back, in the sandbox's books too
    expect((await status(origin, user.cookie, second.vid)).json().data).toMatchObject({
      status: 'success',
      refund: 'refunded',
      message: 'This plan was already paid for, so this payment has been refunded.',
    });
    const [order] = await origin.database.db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.orderId, second.next_action.url.split('/').pop()!));
    expect(order).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^sbx_rfnd_/) });
    const rows = await origin.subscriptionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].currentPeriodEnd?.toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });

  it('credits once when the notification and status calls race', async () => {
    const user = await origin.user();
    const { vid, checkoutPath, orderId } = await startCardPayment(origin, user.cookie);
    await submitCheckout(origin, checkoutPath, 'success', false);
    const [order] = await origin.database.db.query.sandboxGatewayOrders.findMany({
      where: (table, { eq: equals }) => equals(table.orderId, orderId),
    });
    const notice = paid(orderId, order.paymentId);
    const answers = await Promise.all([
      status(origin, user.cookie, vid),
      sandboxNotification(origin, { ...notice, event_id: 'evt_race_1' }),
      status(origin, user.cookie, vid),
      sandboxNotification(origin, { ...notice, event_id: 'evt_race_2' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await origin.subscriptionsOf(user.id);
    expect(rows.map((row) => [row.status, row.currentPeriodEnd?.toISOString()])).toEqual([['active', '2026-12-23T10:00:00.000Z']]);
    const credited = await origin.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.vid, vid));
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ status: 'success', gatewayPaymentId: order.paymentId });
  });

  it("hides other users' payments and checks the return path", async () => {
    const owner = await origin.user();
    const stranger = await origin.user();
    const { vid } = await startCardPayment(origin, owner.cookie);
    const peek = await status(origin, stranger.cookie, vid);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ message: 'We could not find that payment.', status_code: 'TRANSACTION_NOT_FOUND' });
    expect((await status(origin, '', vid)).statusCode).toBe(401);

    const pending = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: owner.cookie,
      payload: { product_ids: [1000014] },
    });
    const create = (return_path: string) =>
      origin.call({
        method: 'POST',
        url: '/api/v1/payments/transaction/create',
        cookie: owner.cookie,
        payload: { subscription_id: pending.json().data.subscription_id, payment_type_id: 100001, return_path },
      });
    expect((await create('https://evil.example/steal')).json().message).toBe('Invalid return path.');
    expect((await create('//evil.example')).statusCode).toBe(400);
    const own = await create('/payment-status?src=purchase');
    const back = await submitCheckout(origin, own.json().data.next_action.url, 'failure', false);
    expect(back.headers.location).toBe(`/payment-status?src=purchase&vid=${own.json().data.vid}`);
  });
});
