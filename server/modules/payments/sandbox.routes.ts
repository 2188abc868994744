import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayAmount } from './payments.pricing';
import { SANDBOX_CHECKOUT_PATH, type SandboxGateway, type SandboxOrder } from './gateways/sandbox';

// The sandbox gateway's test checkout page: plain server-rendered HTML (no script), reached by the
// browser through the web app's /api relay. The payer chooses an outcome; the sandbox notifies the
// origin (signed) and sends the browser back to the web app's return path with the vid.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1014;color:#f5f5f5}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#1b1c22;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#b8b8c0}dd{margin:0;font-weight:600}
.note{color:#ffd479;margin:0 0 1rem}
label{display:flex;gap:.5rem;align-items:center;margin:1rem 0}
button,a.button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0;padding:.75rem;border-radius:8px;border:2px solid transparent;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#00bff2;color:#000}.decline{background:#3a3b44;color:#fff}.pending{background:transparent;color:#fff;border-color:#6b6c76}
a.button{background:#00bff2;color:#000}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #ffd479;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function details(order: SandboxOrder): string {
  return `<dl><dt>Merchant</dt><dd>Chalchitra</dd><dt>Item</dt><dd>${escape(order.description)}</dd><dt>Amount</dt><dd>${escape(displayAmount(order.amountMinor, order.currency, true))}</dd><dt>Order</dt><dd>${escape(order.orderId)}</dd></dl>`;
}

function checkoutPage(order: SandboxOrder): string {
  const amount = escape(displayAmount(order.amountMinor, order.currency, true));
  return page(
    'Test checkout · Chalchitra',
    `
<h1>Test payment</h1>
<p class="note">This is a test checkout. No money moves.</p>
${details(order)}
${order.status === 'pending' ? '<p role="status">This payment is pending. Choose how it ends.</p>' : ''}
<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${escape(order.orderId)}">
<label><input type="checkbox" name="notify" value="on" checked> Send the payment notification to Chalchitra</label>
<button class="pay" type="submit" name="outcome" value="success">Pay ${amount}</button>
<button class="decline" type="submit" name="outcome" value="failure">Decline payment</button>
<button class="pending" type="submit" name="outcome" value="pending">Leave payment pending</button>
</form>`,
  );
}

function settledPage(order: SandboxOrder): string {
  return page(
    'Test checkout · Chalchitra',
    `
<h1>Test payment</h1>
<p role="status">This payment is already complete.</p>
${details(order)}
<a class="button" href="${escape(order.returnUrl)}">Return to Chalchitra</a>`,
  );
}

const notFoundPage = () => page('Test checkout · Chalchitra', '<h1>Test payment</h1><p role="alert">We could not find this payment.</p>');

export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxGateway }> = async (app, { sandbox }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    reply.header('x-content-type-options', 'nosniff');
  });
  const tags = ['payments sandbox'];
  const params = z.object({ orderId: z.string().regex(/^sbx_order_[A-Za-z0-9_-]{1,40}$/) });

  // GET /api/v1/payments/sandbox/checkout/:orderId – the test checkout page (HTML)
  app.get(
    '/api/v1/payments/sandbox/checkout/:orderId',
    {
      schema: { tags, params, description: 'HTML: the order, and a form to pay, decline or leave the payment pending.' },
    },
    async (request, reply) => {
      const order = await sandbox.findOrder(request.params.orderId);
      reply.type('text/html; charset=utf-8');
      if (!order) return reply.status(404).send(notFoundPage());
      return reply.send(order.status === 'created' || order.status === 'pending' ? checkoutPage(order) : settledPage(order));
    },
  );

  // POST /api/v1/payments/sandbox/checkout/:orderId – the payer's choice; 303 back to the web app
  app.post(
    '/api/v1/payments/sandbox/checkout/:orderId',
    {
      schema: {
        tags,
        params,
        body: z.object({ outcome: z.enum(['success', 'failure', 'pending']), notify: z.string().optional() }),
        description:
          'Form post. Records the outcome, sends the signed notification unless notify is left out, and answers 303 to the return path with ?vid=.',
      },
    },
    async (request, reply) => {
      const order = await sandbox.findOrder(request.params.orderId);
      if (!order) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
      const settled = await sandbox.settle(order.orderId, request.body.outcome, request.body.notify === 'on');
      if (!settled) return reply.type('text/html; charset=utf-8').send(settledPage(order));
      return reply.redirect(settled.returnUrl, 303);
    },
  );
};
