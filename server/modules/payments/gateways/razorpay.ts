import { createHash } from 'node:crypto';
import { ServiceUnavailableError } from '../../../platform/errors';
import { render, text } from '../../../platform/texts';
import { hmacHex, signatureMatches, type CardGateway, type GatewayNotification, type GatewayStatus } from './gateway';

// Razorpay (PAYMENTS_GATEWAY=razorpay): the orders API and Standard Checkout for purchases,
// payment links for renewals, refunds, the payment signature (HMAC-SHA256 of "order_id|payment_id" with
// the key secret) and webhooks (X-Razorpay-Signature: HMAC-SHA256 of the raw body with the
// webhook secret). Amounts are in the currency's smallest unit, as in our tables.

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayPayment {
  id: string;
  order_id?: string;
  status: string;
  error_description?: string | null;
  created_at?: number;
}
interface RazorpayWebhook {
  event?: string;
  payload?: {
    payment?: { entity?: RazorpayPayment };
    order?: { entity?: { id: string } };
    payment_link?: { entity?: { id: string } };
  };
}

export function createRazorpayGateway(options: {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  merchantName?: string;
  fetchImpl?: typeof fetch;
}): CardGateway {
  const { apiUrl, keyId, keySecret, webhookSecret, merchantName = 'Chalchitra', fetchImpl = fetch } = options;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new ServiceUnavailableError(text('errors.payments.gatewayUnavailable'), 'GATEWAY_UNAVAILABLE');
    }
    if (!response.ok) {
      throw new ServiceUnavailableError(text('errors.payments.gatewayError'), 'GATEWAY_ERROR');
    }
    return (await response.json()) as T;
  }

  const failed = (payment: RazorpayPayment): GatewayStatus => ({
    status: 'failed',
    reason: payment.error_description || render(text('errors.payments.reasons.failedAtBank')),
    paymentId: payment.id,
  });

  return {
    name: 'razorpay',

    async createOrder(input) {
      const order = await call<{ id: string }>('POST', '/orders', {
        amount: input.amountMinor,
        currency: input.currency,
        receipt: input.vid.slice(0, 40),
        notes: { vid: input.vid },
      });
      return {
        orderId: order.id,
        action: {
          type: 'razorpay_checkout',
          script: RAZORPAY_CHECKOUT_SCRIPT,
          options: {
            key: keyId,
            order_id: order.id,
            amount: input.amountMinor,
            currency: input.currency,
            name: merchantName,
            description: input.description,
            prefill: {
              ...(input.customer.email ? { email: input.customer.email } : {}),
              ...(input.customer.contact ? { contact: input.customer.contact } : {}),
            },
            notes: { vid: input.vid },
            callback_url: input.callbackUrl,
            redirect: true,
          },
        },
      };
    },

    async createPaymentLink(input) {
      const link = await call<{ id: string; short_url: string }>('POST', '/payment_links', {
        amount: input.amountMinor,
        currency: input.currency,
        description: input.description,
        reference_id: input.vid.slice(0, 40),
        expire_by: Math.floor(input.expiresAt.getTime() / 1000),
        customer: {
          ...(input.customer.email ? { email: input.customer.email } : {}),
          ...(input.customer.contact ? { contact: input.customer.contact } : {}),
        },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { vid: input.vid },
        callback_url: input.callbackUrl,
        callback_method: 'get',
      });
      return { orderId: link.id, shortUrl: link.short_url };
    },

    async fetchStatus(orderId) {
      if (orderId.startsWith('plink_')) {
        const link = await call<{ status: string; payments?: Array<{ payment_id: string; status: string }> | null }>(
          'GET',
          `/payment_links/${encodeURIComponent(orderId)}`,
        );
        const captured = link.payments?.find((payment) => payment.status === 'captured');
        if (link.status === 'paid' && captured) return { status: 'paid', paymentId: captured.payment_id };
        if (link.status === 'expired' || link.status === 'cancelled')
          return { status: 'failed', reason: render(text('errors.payments.reasons.linkExpired')) };
        return { status: 'pending' };
      }
      const { items } = await call<{ items: RazorpayPayment[] }>('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      const captured = items.find((payment) => payment.status === 'captured');
      if (captured) return { status: 'paid', paymentId: captured.id };
      const latest = [...items].sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))[0];
      if (latest?.status === 'failed') return failed(latest);
      return { status: 'pending' };
    },

    async refund({ paymentId, amountMinor, vid }) {
      const refund = await call<{ id: string }>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountMinor,
        speed: 'normal',
        receipt: vid.slice(0, 40),
        notes: { vid, reason: 'duplicate payment' },
      });
      return { refundId: refund.id };
    },

    verifyPayment({ orderId, paymentId, signature }) {
      return signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
    },

    parseNotification(rawBody, headers): GatewayNotification | null {
      if (!signatureMatches(hmacHex(webhookSecret, rawBody), headers['x-razorpay-signature'])) return null;
      let body: RazorpayWebhook;
      try {
        body = JSON.parse(rawBody) as RazorpayWebhook;
      } catch {
        return null;
      }
      const header = headers['x-razorpay-event-id'];
      const eventId = typeof header === 'string' && header ? header : createHash('sha256').update(rawBody).digest('hex');
      const event = body.event ?? 'unknown';
      const payment = body.payload?.payment?.entity;
      const linkId = body.payload?.payment_link?.entity?.id;
      const orderId = linkId ?? body.payload?.order?.entity?.id ?? payment?.order_id ?? null;
      let outcome: GatewayStatus | null = null;
      if ((event === 'payment.captured' || event === 'order.paid' || event === 'payment_link.paid') && payment)
        outcome = { status: 'paid', paymentId: payment.id };
      else if (event === 'payment.failed' && payment) outcome = failed(payment);
      return { eventId, event, orderId, outcome };
    },
  };
}
