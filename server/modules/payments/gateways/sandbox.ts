import { ServiceUnavailableError } from '../../../platform/errors';
import { render, text } from '../../../platform/texts';
import type { SandboxOrder, SandboxOrdersRepository } from './sandbox-orders.repository';
import { hmacHex, randomId, signatureMatches, type CardGateway, type GatewayNotification, type GatewayStatus } from './gateway';

// The embedded sandbox card gateway (PAYMENTS_GATEWAY=sandbox, the default): our own test checkout
// page (sandbox.routes.ts) where the payer chooses success, failure or pending. Like a real
// gateway it keeps its own books (sandbox_gateway_orders), notifies the origin with a signed body
// (x-sandbox-signature: hex HMAC-SHA256 of the raw body with PAYMENTS_SANDBOX_SECRET) and sends the
// browser back to the web app.

/** The bank's refusal, kept with the order in English (the origin translates it when it answers). */
const DECLINED = render(text('errors.payments.reasons.declined'));

export const SANDBOX_CHECKOUT_PATH = '/api/v1/payments/sandbox/checkout';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export type SandboxOutcome = 'success' | 'failure' | 'pending';
export type { SandboxOrder };

export interface SandboxNotificationBody {
  event_id: string;
  event: 'payment.succeeded' | 'payment.failed' | 'payment.pending';
  order_id: string;
  payment_id: string | null;
  amount: number;
  currency: string;
  reason: string | null;
  created_at: string;
}

export function signSandboxBody(secret: string, rawBody: string): string {
  return hmacHex(secret, rawBody);
}

export function createSandboxGateway(options: {
  /** The sandbox's own orders table. */
  orders: SandboxOrdersRepository;
  secret: string;
  /** Posts a signed notification to the origin's webhook. */
  deliver: (rawBody: string, signature: string) => Promise<void>;
  now?: () => number;
}) {
  const { orders, secret, deliver, now = Date.now } = options;

  async function insertOrder(input: { amountMinor: number; currency: string; description: string; returnUrl: string }) {
    const orderId = randomId('sbx_order_');
    await orders.insert({ orderId, gateway: 'sandbox', status: 'created', ...input });
    return orderId;
  }

  const gateway: CardGateway & {
    findOrder(orderId: string): Promise<SandboxOrder | null>;
    settle(orderId: string, outcome: SandboxOutcome, notify: boolean): Promise<SandboxOrder | null>;
  } = {
    name: 'sandbox',

    async createOrder(input) {
      const orderId = await insertOrder(input);
      return { orderId, action: { type: 'redirect', url: `${SANDBOX_CHECKOUT_PATH}/${orderId}` } };
    },

    async createPaymentLink(input) {
      const orderId = await insertOrder(input);
      return { orderId, shortUrl: `${SANDBOX_CHECKOUT_PATH}/${orderId}` };
    },

    async fetchStatus(orderId): Promise<GatewayStatus> {
      const order = await gateway.findOrder(orderId);
      // a refunded order was paid: the refund is the origin's to record
      if (order?.status === 'paid' || order?.status === 'refunded') return { status: 'paid', paymentId: order.paymentId! };
      if (order?.status === 'failed')
        return {
          status: 'failed',
          reason: order.failureReason ?? DECLINED,
          paymentId: order.paymentId ?? undefined,
        };
      return { status: 'pending' };
    },

    /** Marks a paid order refunded in the sandbox's books; asking again answers the same refund. */
    async refund({ orderId }) {
      const order = await orders.transition('sandbox', orderId, ['paid'], { status: 'refunded', refundId: randomId('sbx_rfnd_') });
      const refunded = order ?? (await gateway.findOrder(orderId));
      if (refunded?.status !== 'refunded' || !refunded.refundId)
        throw new ServiceUnavailableError(text('errors.payments.refundFailed'), 'GATEWAY_ERROR');
      return { refundId: refunded.refundId };
    },

    // the sandbox checkout returns no proof to the browser: the notification and the status call settle it
    verifyPayment: () => false,

    parseNotification(rawBody, headers): GatewayNotification | null {
      if (!signatureMatches(signSandboxBody(secret, rawBody), headers[SANDBOX_SIGNATURE_HEADER])) return null;
      let body: SandboxNotificationBody;
      try {
        body = JSON.parse(rawBody) as SandboxNotificationBody;
      } catch {
        return null;
      }
      if (typeof body.event_id !== 'string' || typeof body.order_id !== 'string') return null;
      const outcome: GatewayStatus | null =
        body.event === 'payment.succeeded' && body.payment_id
          ? { status: 'paid', paymentId: body.payment_id }
          : body.event === 'payment.failed'
            ? { status: 'failed', reason: body.reason ?? DECLINED, paymentId: body.payment_id ?? undefined }
            : body.event === 'payment.pending'
              ? { status: 'pending' }
              : null;
      return { eventId: body.event_id, event: body.event, orderId: body.order_id, outcome };
    },

    async findOrder(orderId) {
      return orders.find('sandbox', orderId);
    },

    /** The payer's choice on the checkout page; a settled order stays as it is. */
    async settle(orderId, outcome, notify) {
      const status = outcome === 'success' ? 'paid' : outcome === 'failure' ? 'failed' : 'pending';
      const order = await orders.transition('sandbox', orderId, ['created', 'pending'], {
        status,
        paymentId: outcome === 'pending' ? null : randomId('sbx_pay_'),
        failureReason: outcome === 'failure' ? DECLINED : null,
      });
      if (!order) return null;
      if (notify) {
        const body: SandboxNotificationBody = {
          event_id: randomId('evt_'),
          event: outcome === 'success' ? 'payment.succeeded' : outcome === 'failure' ? 'payment.failed' : 'payment.pending',
          order_id: order.orderId,
          payment_id: order.paymentId,
          amount: order.amountMinor,
          currency: order.currency,
          reason: order.failureReason,
          created_at: new Date(now()).toISOString(),
        };
        const raw = JSON.stringify(body);
        await deliver(raw, signSandboxBody(secret, raw));
      }
      return order;
    },
  };
  return gateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
