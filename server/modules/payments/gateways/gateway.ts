import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../platform/texts';

// Payment gateways behind one interface (ARCHITECTURE.md "Third parties"): cards through the
// embedded sandbox (default) or Razorpay; Pakistan wallets through Simpaisa or its sandbox.

/** What the gateway says about an order, a payment link or a wallet payment. */
export type GatewayStatus =
  { status: 'pending' } | { status: 'paid'; paymentId: string } | { status: 'failed'; reason: string; paymentId?: string };

/** A verified notification, reduced to what the origin acts on. */
export interface GatewayNotification {
  eventId: string;
  event: string;
  /** the order, payment link or wallet reference it is about */
  orderId: string | null;
  outcome: GatewayStatus | null;
}

/** What the browser does next to pay (transaction/create's next_action). */
export type NextAction =
  | { type: 'redirect'; url: string }
  | { type: 'razorpay_checkout'; script: string; options: Record<string, unknown> }
  | { type: 'code'; msisdn: string; operator: string; code_length: number; expires_in_seconds: number; message: string };

export interface OrderInput {
  vid: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** where the browser returns (relative, same site), with the vid */
  returnUrl: string;
  /** the absolute address of the origin's gateway callback (Razorpay's redirect mode) */
  callbackUrl: string;
  customer: { email: string | null; contact: string | null };
}

export interface CardGateway {
  readonly name: 'sandbox' | 'razorpay';
  createOrder(input: OrderInput): Promise<{ orderId: string; action: NextAction }>;
  /** A renewal payment link; its id is kept as the transaction's gateway order. */
  createPaymentLink(input: OrderInput & { expiresAt: Date }): Promise<{ orderId: string; shortUrl: string }>;
  fetchStatus(orderId: string): Promise<GatewayStatus>;
  /** Gives a captured payment back in full (a second payment for a subscription already paid). */
  refund(input: { orderId: string; paymentId: string; amountMinor: number; vid: string }): Promise<{ refundId: string }>;
  /** The browser's proof of payment (Razorpay: HMAC-SHA256 of order_id|payment_id). */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** null when the signature does not match the raw body. */
  parseNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayNotification | null;
}

export type WalletConfirmation =
  GatewayStatus | { status: 'invalid_code'; attemptsLeft: number } | { status: 'code_expired' } | { status: 'attempts_exceeded' };

export interface WalletGateway {
  readonly name: 'simpaisa';
  initiate(input: {
    vid: string;
    amountMinor: number;
    currency: string;
    msisdn: string;
    operatorId: number;
    description: string;
    /** The payer's language, for a code the wallet sends (the sandbox's SMS). */
    locale?: Locale;
  }): Promise<{ orderId: string; codeLength: number; expiresInSeconds: number }>;
  confirm(input: { orderId: string; code: string }): Promise<WalletConfirmation>;
  fetchStatus(orderId: string): Promise<GatewayStatus>;
  parseNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayNotification | null;
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function signatureMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function randomId(prefix: string, bytes = 12): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}
