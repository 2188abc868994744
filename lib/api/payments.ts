'use client';

import axios from 'axios';
import { api } from '@/lib/api/client';
import { COUPON_PAYMENT_ID, FREE_PAYMENT_TYPE_ID } from '@/contract/plans';
import type {
  CreatedTransaction,
  PendingSubscription,
  PriceBreakup,
  RenewalLink,
  Subscription,
  TransactionStatus,
  Vendor,
} from './payment-types';

// Browser calls of the payments module (spec 001 §7). The payment module rethrows failures to the
// caller (spec 001 §8), which shows the server's message (readFailure in lib/api/errors.ts).

/** A call that a newer one cancelled: not a failure to show. */
export class CancelledError extends Error {
  constructor() {
    super('Cancelled by a newer request');
    this.name = 'CancelledError';
  }
}

export interface PriceBreakupQuery {
  product_id: number;
  voucher_code?: string;
}

/**
 * GET /api/v1/payments/pricing/fetch_price_breakup – one requester per page: a new call cancels the
 * previous pending one (spec 001 §7), which then rejects with CancelledError.
 */
export function createPriceBreakupRequester() {
  let pending: AbortController | null = null;
  return async function fetchPriceBreakup(query: PriceBreakupQuery): Promise<PriceBreakup> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const params: Record<string, string | number> = { product_id: query.product_id };
    if (query.voucher_code) params.voucher_code = query.voucher_code;
    try {
      const response = await api.get<{ data: PriceBreakup }>('/api/v1/payments/pricing/fetch_price_breakup', {
        params,
        signal: controller.signal,
      });
      if (controller.signal.aborted) throw new CancelledError();
      return response.data.data;
    } catch (error) {
      if (controller.signal.aborted || axios.isCancel(error)) throw new CancelledError();
      throw error;
    } finally {
      if (pending === controller) pending = null;
    }
  };
}

// POST /api/v1/payments/subscription/create-pending
export async function createPendingSubscription(body: {
  country_code: string;
  discount_code: string | null;
  product_ids: number[];
  gift?: boolean;
  recipient_name?: string;
  message?: string;
}): Promise<PendingSubscription> {
  return (await api.post<{ data: PendingSubscription }>('/api/v1/payments/subscription/create-pending', body)).data.data;
}

// GET /api/v1/payments/vendor/fetch_all
export async function fetchVendors(subscriptionId: string): Promise<Vendor[]> {
  return (
    await api.get<{ data: { vendors: Vendor[] } }>('/api/v1/payments/vendor/fetch_all', { params: { subscription_id: subscriptionId } })
  ).data.data.vendors;
}

// POST /api/v1/payments/transaction/create
export async function createTransaction(body: {
  subscription_id: string;
  payment_type_id: number;
  msisdn?: string;
  return_path?: string;
}): Promise<CreatedTransaction> {
  return (await api.post<{ data: CreatedTransaction }>('/api/v1/payments/transaction/create', body)).data.data;
}

// POST /api/v1/payments/subscription/create – confirms a payment from the browser (a wallet code)
export async function confirmPayment(body: { vid: string; code?: string }): Promise<TransactionStatus> {
  return (await api.post<{ data: TransactionStatus }>('/api/v1/payments/subscription/create', body)).data.data;
}

// GET /api/v1/payments/transaction/status – through the BFF, so the plan cookie it sets reaches the browser
export async function fetchTransactionStatus(vid: string): Promise<TransactionStatus> {
  return (await api.get<{ data: TransactionStatus }>('/api/v1/payments/transaction/status', { params: { vid }, withoutCountry: true })).data
    .data;
}

// POST /api/v1/payments/subscription/eros-free – a voucher that makes the plan free
export async function subscribeFree(productId: number, voucherCode: string): Promise<{ message: string; data: Subscription }> {
  return (
    await api.post<{ message: string; data: Subscription }>('/api/v1/payments/subscription/eros-free', {
      product_ids: [productId],
      voucher_code: voucherCode,
      payment_type_id: FREE_PAYMENT_TYPE_ID,
    })
  ).data;
}

// POST /api/v2/secured/user/purchase – Redeem promo code (payment id '1000001', spec 001 §9)
export async function redeemPromoCode(pin: string, product?: number): Promise<{ message: string; data: Subscription }> {
  return (
    await api.post<{ message: string; data: Subscription }>(
      '/api/v2/secured/user/purchase',
      {
        ...(product ? { product } : {}),
        pin,
        payment_id: COUPON_PAYMENT_ID,
      },
      { withoutCountry: true },
    )
  ).data;
}

// POST /api/v2/secured/user/subscription/cancel
export async function cancelSubscription(): Promise<string> {
  return (await api.post<{ message: string }>('/api/v2/secured/user/subscription/cancel', undefined, { withoutCountry: true })).data
    .message;
}

// POST /api/v2/secured/user/subscription/renew – undoes a cancellation before the period ends
export async function renewSubscription(): Promise<string> {
  return (await api.post<{ message: string }>('/api/v2/secured/user/subscription/renew', undefined, { withoutCountry: true })).data.message;
}

// POST /api/v1/payments/transaction/razorpay-payment-link – the renewal link of a subscription due
export async function createRenewalLink(subscriptionId?: string): Promise<RenewalLink> {
  return (
    await api.post<{ data: RenewalLink }>(
      '/api/v1/payments/transaction/razorpay-payment-link',
      subscriptionId ? { subscription_id: subscriptionId } : {},
    )
  ).data.data;
}

// POST /api/v1/payments/subscription/create-avod – no body (spec 001 §7); a 401 is the caller's (§8)
export async function joinFreePlan(): Promise<string> {
  return (await api.post<{ message: string }>('/api/v1/payments/subscription/create-avod', undefined, { skipAuthRedirect: true })).data
    .message;
}
