import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentsOrigin, usePaymentsOrigin } from './support';

// A local stand-in that speaks Razorpay's orders, payments, refunds and payment-links API, and the
// steps the Razorpay tests share.

export const KEY_ID = 'rzp_test_standin';
export const KEY_SECRET = 'standin-key-secret';
export const WEBHOOK_SECRET = 'standin-webhook-secret';
export const sign = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

type Settings = NonNullable<Parameters<typeof usePaymentsOrigin>[1]>;

/** The origin's settings for Razorpay against the stand-in, which may start after this is called but before the origin is built. */
export function razorpaySettings(standIn: () => StandIn, extra: Settings = {}): Settings {
  return {
    ...extra,
    PAYMENTS_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get RAZORPAY_API_URL() {
      return standIn().url;
    },
  };
}

export interface StandIn {
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

export async function startStandIn(): Promise<StandIn> {
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

/**
 * Two card transactions for one pending subscription, both captured at the stand-in (payment ids
 * tagged: the stand-in serves both engines); `pay` sends one's signed return to the origin.
 */
export async function twoCapturedPayments(standIn: StandIn, origin: PaymentsOrigin, cookie: string, tag: string) {
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
