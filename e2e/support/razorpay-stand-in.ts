import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { e2ePort } from './ports';

// A local stand-in for Razorpay for the card journey of the second product instance
// (playwright.config.ts, PAYMENTS_GATEWAY=razorpay): the orders API the origin calls with its key,
// and a Standard Checkout script the browser loads in place of checkout.razorpay.com. Its Pay button
// captures a payment on the order and, as Razorpay's redirect mode does, posts the payment id, order
// id and signature (HMAC-SHA256 of "order_id|payment_id" with the key secret) to the callback URL.

export const RAZORPAY_STAND_IN = {
  port: e2ePort(4103),
  webPort: e2ePort(3102),
  originPort: e2ePort(4104),
  keyId: 'rzp_test_standin',
  keySecret: 'standin-key-secret',
  webhookSecret: 'standin-webhook-secret',
} as const;

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface Order {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  payments: Array<{ id: string; order_id: string; status: string; created_at: number }>;
}

export interface RazorpayStandIn {
  orders: Map<string, Order>;
  close(): Promise<void>;
}

/** Ids shaped like Razorpay's (a prefix and 14 characters), unique across stand-ins on one database. */
const razorpayId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const orders = new Map<string, Order>();
  const authorization = `Basic ${Buffer.from(`${RAZORPAY_STAND_IN.keyId}:${RAZORPAY_STAND_IN.keySecret}`).toString('base64')}`;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'content-type',
        });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url!, 'http://stand-in');
      if (request.method === 'OPTIONS') return send(204, {});
      // the checkout's own call, from the browser
      if (request.method === 'POST' && url.pathname === '/standin/pay') {
        const order = orders.get((JSON.parse(raw || '{}') as { order_id?: string }).order_id ?? '');
        if (!order) return send(400, { error: { description: 'The id provided does not exist' } });
        const payment = { id: razorpayId('pay'), order_id: order.id, status: 'captured', created_at: Math.floor(Date.now() / 1000) };
        order.payments.push(payment);
        const signature = createHmac('sha256', RAZORPAY_STAND_IN.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
        return send(200, { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature });
      }
      if (request.headers.authorization !== authorization)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      const body = raw ? JSON.parse(raw) : {};
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        const order: Order = {
          id: razorpayId('order'),
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          notes: body.notes,
          payments: [],
        };
        orders.set(order.id, order);
        return send(200, { ...order, entity: 'order', status: 'created', payments: undefined });
      }
      const payments = url.pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (request.method === 'GET' && payments) {
        const order = orders.get(payments[1]);
        return order
          ? send(200, { entity: 'collection', count: order.payments.length, items: order.payments })
          : send(400, { error: { description: 'The id provided does not exist' } });
      }
      return send(404, { error: { description: 'no such route' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(RAZORPAY_STAND_IN.port, '127.0.0.1', resolve));
  return {
    orders,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Serves the stand-in's Standard Checkout in place of Razorpay's script. */
export async function routeRazorpayCheckout(page: Page): Promise<void> {
  const payUrl = `http://127.0.0.1:${RAZORPAY_STAND_IN.port}/standin/pay`;
  await page.route(CHECKOUT_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.Razorpay = function (options) {
  this.open = function () {
    var sheet = document.createElement('div');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-label', 'Razorpay Checkout');
    sheet.style.cssText = 'position:fixed;inset:20% 30%;background:#fff;color:#000;padding:24px;z-index:2147483647';
    var text = document.createElement('p');
    text.textContent = options.name + ': ' + options.description + ', ' + (options.amount / 100).toFixed(2) + ' ' + options.currency;
    var pay = document.createElement('button');
    pay.type = 'button';
    pay.textContent = 'Pay with test card';
    pay.onclick = function () {
      fetch(${JSON.stringify(payUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: options.order_id }) })
        .then(function (answer) { return answer.json(); })
        .then(function (paid) {
          var form = document.createElement('form');
          form.method = 'POST';
          form.action = options.callback_url;
          Object.keys(paid).forEach(function (name) {
            var field = document.createElement('input');
            field.type = 'hidden';
            field.name = name;
            field.value = paid[name];
            form.appendChild(field);
          });
          document.body.appendChild(form);
          form.submit();
        });
    };
    sheet.append(text, pay);
    document.body.appendChild(sheet);
  };
};`,
    }),
  );
}
