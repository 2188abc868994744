import { createRazorpayGateway } from '@/server/modules/payments/gateways/razorpay';
import { testDatabases } from '../../../support/databases';
import { usePaymentsOrigin } from './support';
import {
  KEY_ID,
  KEY_SECRET,
  WEBHOOK_SECRET,
  razorpaySettings,
  sign,
  startStandIn,
  twoCapturedPayments,
  type StandIn,
} from './razorpay-stand-in';

// The Razorpay adapter against a local stand-in that speaks Razorpay's orders, payments and
// payment-links API: order creation, checkout options, the payment signature and webhook signatures.

let standIn: StandIn;

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

describe.each(testDatabases())('paying through Razorpay on $name', (engine) => {
  const origin = usePaymentsOrigin(
    engine,
    razorpaySettings(() => standIn),
  );

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
    const { first, second, payOne, payTwo, pay } = await twoCapturedPayments(standIn, origin, user.cookie, `retry_${engine.name}`);
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
