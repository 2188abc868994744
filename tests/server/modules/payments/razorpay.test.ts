import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '@/server/db/schema';
import { createRazorpayGateway } from '@/server/modules/payments/gateways/razorpay';
import { testDatabases } from '../../../support/databases';
import { usePaymentsOrigin, type PaymentsOrigin } from './support';

// The Razorpay adapter against a local stand-in that speaks Razorpay's orders, payments and
// payment-links API: order creation, checkout options, the payment signature and webhook signatures.

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'standin-key-secret';
const WEBHOOK_SECRET = 'standin-webhook-secret';
const sign = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

interface StandIn {
  url: string;
  orders: Map<
    string,
    {
      id: string;
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
      payments: Array<{ id: string; status: string; error_description?: string; created_at: number }>;
    }
  >;
  links: Map<string, { id: string; amount: number; status: string; payments: Array<{ payment_id: string; status: string }> }>;
  refusedAuth: number;
  refunds: Array<{ id: string; payment_id: string; amount: number; notes: Record<string, string> }>;
  /** refund requests to answer with a server error before the next one succeeds */
  failRefunds: number;
  close(): Promise<void>;
}

async function startStandIn(): Promise<StandIn> {
  const standIn = { orders: new Map(), links: new Map(), refusedAuth: 0, refunds: [], failRefunds: 0 } as unknown as StandIn;
  let sequence = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`) {
        standIn.refusedAuth += 1;
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      const url = new URL(request.url!, 'http://stand-in');
      const body = raw ? JSON.parse(raw) : {};
      sequence += 1;
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        if (!Number.isInteger(body.amount) || body.amount < 100)
          return send(400, { error: { description: 'The amount must be atleast INR 1.00' } });
        const order = {
          id: `order_${sequence}`,
          entity: 'order',
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          notes: body.notes,
          status: 'created',
          payments: [],
        };
        standIn.orders.set(order.id, order);
        return send(200, { ...order, payments: undefined });
      }
      const payments = url.pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (request.method === 'GET' && payments) {
        const order = standIn.orders.get(payments[1]);
        return order
          ? send(200, { entity: 'collection', count: order.payments.length, items: order.payments })
          : send(400, { error: { description: 'The id provided does not exist' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_links') {
        const link = {
          id: `plink_${sequence}`,
          amount: body.amount,
          currency: body.currency,
          status: 'created',
          short_url: `https://rzp.io/i/${sequence}`,
          payments: [],
        };
        standIn.links.set(link.id, link);
        return send(200, link);
      }
      const refund = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (request.method === 'POST' && refund) {
        if (standIn.failRefunds > 0) {
          standIn.failRefunds -= 1;
          return send(502, {
            error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment.' },
          });
        }
        const paid = [...standIn.orders.values()]
          .flatMap((order) => order.payments)
          .find((payment) => payment.id === refund[1] && payment.status === 'captured');
        if (!paid) return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } });
        paid.status = 'refunded';
        const made = { id: `rfnd_${sequence}`, entity: 'refund', payment_id: refund[1], amount: body.amount, notes: body.notes };
        standIn.refunds.push(made);
        return send(200, made);
      }
      const link = url.pathname.match(/^\/v1\/payment_links\/([^/]+)$/);
      if (request.method === 'GET' && link) {
        const found = standIn.links.get(link[1]);
        return found ? send(200, found) : send(400, { error: { description: 'not found' } });
      }
      return send(404, { error: { description: 'no such route' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
    });
  return standIn;
}

let standIn: StandIn;

/**
 * Two card transactions for one pending subscription, both captured at the stand-in (payment ids
 * tagged: the stand-in serves both engines); `pay` sends one's signed return to the origin.
 */
async function twoCapturedPayments(origin: PaymentsOrigin, cookie: string, tag: string) {
  const pending = await origin.call({
    method: 'POST',
    url: '/api/v1/payments/subscription/create-pending',
    cookie,
    payload: { product_ids: [1000003] },
  });
  const open = () =>
    origin.call({
      method: 'POST',
      url: '/api/v1/payments/transaction/create',
      cookie,
      payload: { subscription_id: pending.json().data.subscription_id, payment_type_id: 100001 },
    });
  const [first, second] = [(await open()).json().data, (await open()).json().data];
  const [payOne, payTwo] = [`pay_one_${tag}`, `pay_two_${tag}`];
  for (const [txn, paymentId] of [
    [first, payOne],
    [second, payTwo],
  ] as const) {
    standIn.orders.get(txn.next_action.options.order_id)!.payments.push({ id: paymentId, status: 'captured', created_at: 9 });
  }
  const pay = (txn: { vid: string; next_action: { options: { order_id: string } } }, paymentId: string) =>
    origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create',
      cookie,
      payload: {
        vid: txn.vid,
        razorpay_order_id: txn.next_action.options.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(KEY_SECRET, `${txn.next_action.options.order_id}|${paymentId}`),
      },
    });
  return { first, second, payOne, payTwo, pay };
}
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

describe('the Razorpay adapter', () => {
  const gateway = () => createRazorpayGateway({ apiUrl: standIn.url, keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  const input = {
    vid: 'vid_adapter',
    amountMinor: 9900,
    currency: 'INR',
    description: 'Premium Monthly',
    returnUrl: '/payment-status?vid=vid_adapter',
    callbackUrl: 'https://chalchitra.example/api/v1/payments/gateway/razorpay/callback?vid=vid_adapter',
    customer: { email: 'a@example.in', contact: null },
  };

  it('creates an order and answers the checkout options', async () => {
    const { orderId, action } = await gateway().createOrder(input);
    expect(standIn.orders.get(orderId)).toMatchObject({
      amount: 9900,
      currency: 'INR',
      receipt: 'vid_adapter',
      notes: { vid: 'vid_adapter' },
    });
    expect(action).toEqual({
      type: 'razorpay_checkout',
      script: 'https://checkout.razorpay.com/v1/checkout.js',
      options: {
        key: KEY_ID,
        order_id: orderId,
        amount: 9900,
        currency: 'INR',
        name: 'Chalchitra',
        description: 'Premium Monthly',
        prefill: { email: 'a@example.in' },
        notes: { vid: 'vid_adapter' },
        callback_url: input.callbackUrl,
        redirect: true,
      },
    });
    await expect(gateway().fetchStatus(orderId)).resolves.toEqual({ status: 'pending' });
    standIn.orders
      .get(orderId)!
      .payments.push({ id: 'pay_failed1', status: 'failed', error_description: 'Your payment was declined by the bank.', created_at: 1 });
    await expect(gateway().fetchStatus(orderId)).resolves.toEqual({
      status: 'failed',
      reason: 'Your payment was declined by the bank.',
      paymentId: 'pay_failed1',
    });
    standIn.orders.get(orderId)!.payments.push({ id: 'pay_ok1', status: 'captured', created_at: 2 });
    await expect(gateway().fetchStatus(orderId)).resolves.toEqual({ status: 'paid', paymentId: 'pay_ok1' });
  });

  it('reports a refused call as the service being unavailable', async () => {
    const wrongKey = createRazorpayGateway({ apiUrl: standIn.url, keyId: KEY_ID, keySecret: 'wrong', webhookSecret: WEBHOOK_SECRET });
    const before = standIn.refusedAuth;
    await expect(wrongKey.createOrder(input)).rejects.toMatchObject({ statusCode: 503, code: 'GATEWAY_ERROR' });
    expect(standIn.refusedAuth).toBe(before + 1);
  });

  it('checks the payment signature: HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const signature = sign(KEY_SECRET, 'order_9|pay_9');
    expect(gateway().verifyPayment({ orderId: 'order_9', paymentId: 'pay_9', signature })).toBe(true);
    expect(gateway().verifyPayment({ orderId: 'order_9', paymentId: 'pay_10', signature })).toBe(false);
    expect(gateway().verifyPayment({ orderId: 'order_9', paymentId: 'pay_9', signature: sign('another secret', 'order_9|pay_9') })).toBe(
      false,
    );
    expect(gateway().verifyPayment({ orderId: 'order_9', paymentId: 'pay_9', signature: 'not-hex' })).toBe(false);
  });

  it('checks webhook signatures over the raw body with the webhook secret', () => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_w1', order_id: 'order_w1', status: 'captured' } } },
    });
    expect(gateway().parseNotification(raw, { 'x-razorpay-signature': sign(WEBHOOK_SECRET, raw), 'x-razorpay-event-id': 'evt_1' })).toEqual(
      {
        eventId: 'evt_1',
        event: 'payment.captured',
        orderId: 'order_w1',
        outcome: { status: 'paid', paymentId: 'pay_w1' },
      },
    );
    expect(gateway().parseNotification(raw, { 'x-razorpay-signature': sign(KEY_SECRET, raw) })).toBeNull();
    expect(gateway().parseNotification(`${raw} `, { 'x-razorpay-signature': sign(WEBHOOK_SECRET, raw) })).toBeNull();
    expect(gateway().parseNotification(raw, {})).toBeNull();
  });
});

type Settings = NonNullable<Parameters<typeof usePaymentsOrigin>[1]>;

/** The origin's settings for Razorpay against the stand-in (which starts before the origin is built). */
function razorpayEnvironment(extra: Settings = {}): Settings {
  return {
    ...extra,
    PAYMENTS_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get RAZORPAY_API_URL() {
      return standIn.url;
    },
  };
}

describe.each(testDatabases())('paying through Razorpay on $name', (engine) => {
  const origin = usePaymentsOrigin(engine, razorpayEnvironment());

  async function start(cookie: string) {
    const pending = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie,
      payload: { product_ids: [1000003] },
    });
    const created = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/transaction/create',
      cookie,
      headers: { host: 'chalchitra.example', 'x-forwarded-proto': 'https' },
      payload: { subscription_id: pending.json().data.subscription_id, payment_type_id: 100001 },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as {
      vid: string;
      gateway: string;
      next_action: { type: string; options: { order_id: string; key: string; amount: number; callback_url: string } };
    };
  }
  const webhook = (body: object, secret = WEBHOOK_SECRET, eventId = `evt_${Math.random()}`) => {
    const raw = JSON.stringify(body);
    return origin.call({
      method: 'POST',
      url: '/api/v1/payments/webhook/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(secret, raw), 'x-razorpay-event-id': eventId },
      payload: raw,
    });
  };

  it('opens Razorpay checkout and credits on a valid payment signature only', async () => {
    const user = await origin.user();
    const { vid, gateway, next_action: action } = await start(user.cookie);
    expect(gateway).toBe('razorpay');
    expect(action.type).toBe('razorpay_checkout');
    expect(action.options).toMatchObject({
      key: KEY_ID,
      amount: 9900,
      callback_url: `https://chalchitra.example/api/v1/payments/gateway/razorpay/callback?vid=${vid}`,
    });
    const orderId = action.options.order_id;
    const confirm = (payload: object) =>
      origin.call({ method: 'POST', url: '/api/v1/payments/subscription/create', cookie: user.cookie, payload: { vid, ...payload } });

    const forged = await confirm({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: sign('guess', `${orderId}|pay_x`),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'We could not verify this payment.', status_code: 'PAYMENT_SIGNATURE_INVALID' });
    expect(await origin.planOf(user.id)).toBe('basic');

    const good = await confirm({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: sign(KEY_SECRET, `${orderId}|pay_x`),
    });
    expect(good.json().data).toMatchObject({ status: 'success', gateway: 'razorpay', user_plan: 'premium', next_path: '/thankyou' });
    expect(await origin.planOf(user.id)).toBe('premium');
  });

  it('credits from a signed webhook, refuses a forged one, and ignores its replay', async () => {
    const user = await origin.user();
    const { vid, next_action: action } = await start(user.cookie);
    const body = {
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_hook1', order_id: action.options.order_id, status: 'captured' } } },
    };
    const forged = await webhook(body, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(await origin.planOf(user.id)).toBe('basic');
    expect((await webhook(body, WEBHOOK_SECRET, 'evt_hook1')).json().message).toBe('Processed.');
    expect(await origin.planOf(user.id)).toBe('premium');
    expect((await webhook(body, WEBHOOK_SECRET, 'evt_hook1')).json().message).toBe('Already processed.');
    expect(
      (await origin.call({ method: 'GET', url: `/api/v1/payments/transaction/status?vid=${vid}`, cookie: user.cookie })).json().data.status,
    ).toBe('success');
  });

  it('reconciles with Razorpay on the status call, and takes the redirect-mode callback', async () => {
    const user = await origin.user();
    const { vid, next_action: action } = await start(user.cookie);
    standIn.orders.get(action.options.order_id)!.payments.push({ id: 'pay_late', status: 'captured', created_at: 5 });
    expect(
      (await origin.call({ method: 'GET', url: `/api/v1/payments/transaction/status?vid=${vid}`, cookie: user.cookie })).json().data,
    ).toMatchObject({ status: 'success', user_plan: 'premium' });

    const other = await origin.user();
    const second = await start(other.cookie);
    const orderId = second.next_action.options.order_id;
    const callback = await origin.call({
      method: 'POST',
      url: `/api/v1/payments/gateway/razorpay/callback?vid=${second.vid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({
        razorpay_payment_id: 'pay_cb',
        razorpay_order_id: orderId,
        razorpay_signature: sign(KEY_SECRET, `${orderId}|pay_cb`),
      }).toString(),
    });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/payment-status?vid=${second.vid}`);
    expect(await origin.planOf(other.id)).toBe('premium');
  });

  it('gives back a second payment for a plan already paid for, asking Razorpay again when it could not', async () => {
    const user = await origin.user();
    const { first, second, payOne, payTwo, pay } = await twoCapturedPayments(origin, user.cookie, `retry_${engine.name}`);
    expect((await pay(first, payOne)).json().data).toMatchObject({
      status: 'success',
      refund: null,
      message: 'Payment successful',
      user_plan: 'premium',
    });

    // Razorpay is down when the second payment arrives: it is recorded as due, not lost
    standIn.failRefunds = 1;
    expect((await pay(second, payTwo)).json().data).toMatchObject({
      status: 'success',
      refund: 'due',
      message: 'This plan was already paid for, so this payment will be refunded.',
    });
    expect(standIn.refunds.filter((made) => made.payment_id === payTwo)).toEqual([]);

    // the next status call asks again, once, for the whole amount
    const status = await origin.call({ method: 'GET', url: `/api/v1/payments/transaction/status?vid=${second.vid}`, cookie: user.cookie });
    expect(status.json().data).toMatchObject({
      status: 'success',
      refund: 'refunded',
      message: 'This plan was already paid for, so this payment has been refunded.',
      user_plan: 'premium',
    });
    await origin.call({ method: 'GET', url: `/api/v1/payments/transaction/status?vid=${second.vid}`, cookie: user.cookie });
    expect(standIn.refunds.filter((made) => made.payment_id === payTwo)).toEqual([
      expect.objectContaining({ amount: 9900, notes: { vid: second.vid, reason: 'duplicate payment' } }),
    ]);
    expect(standIn.refunds.filter((made) => made.payment_id === payOne)).toEqual([]);
    expect(await origin.subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('sends a Razorpay payment link for a renewal', async () => {
    const user = await origin.user();
    const { vid, next_action: action } = await start(user.cookie);
    await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create',
      cookie: user.cookie,
      payload: {
        vid,
        razorpay_order_id: action.options.order_id,
        razorpay_payment_id: 'pay_r1',
        razorpay_signature: sign(KEY_SECRET, `${action.options.order_id}|pay_r1`),
      },
    });
    const link = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/transaction/razorpay-payment-link',
      cookie: user.cookie,
      payload: {},
    });
    expect(link.statusCode).toBe(201);
    expect(link.json().data.short_url).toMatch(/^https:\/\/rzp\.io\/i\/\d+$/);
    const linkId = [...standIn.links.keys()].at(-1)!;
    const paid = {
      entity: 'event',
      event: 'payment_link.paid',
      payload: { payment_link: { entity: { id: linkId } }, payment: { entity: { id: 'pay_link1', status: 'captured' } } },
    };
    await webhook(paid);
    const renewal = (
      await origin.call({ method: 'GET', url: `/api/v1/payments/transaction/status?vid=${link.json().data.vid}`, cookie: user.cookie })
    ).json().data;
    expect(renewal).toMatchObject({ status: 'success', kind: 'renewal', next_billing_date: '2027-01-22' });
  });
});

describe.each(testDatabases())('refunds asked for again by the job queue on $name', (engine) => {
  const origin = usePaymentsOrigin(engine, razorpayEnvironment({ PAYMENTS_REFUND_RETRY_SECONDS: 1 }));

  it('refunds a due payment without anybody asking for its status', async () => {
    // pg-boss on PostgreSQL (once across instances), the in-process runner on PGlite
    expect(origin.app.jobs.kind).toBe(engine.name === 'postgres' ? 'pg-boss' : 'in-process');
    const user = await origin.user();
    const { first, second, payOne, payTwo, pay } = await twoCapturedPayments(origin, user.cookie, `timer_${engine.name}`);
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
