import 'server-only';
import { originGet, originGetOrNull, OriginError } from '@/lib/api/server';
import type { ActiveProductAnswer, GiftSummary, Plan, PlansAnswer, PriceBreakup, TransactionStatus } from './payment-types';

// Payments reads for server components (spec 001 §7): one function per origin call. A `country`
// argument prices for that country instead of the visitor's (the gift link's cc).

export type PlanGroup = 'SVOD' | 'AVOD';

// GET /api/v1/payments/plan/get_plans_detailed – entitlement_groups repeated, owner
export async function getPlansDetailed(groups: PlanGroup[], country?: string): Promise<PlansAnswer> {
  const path = `/api/v1/payments/plan/get_plans_detailed?${groups.map((group) => `entitlement_groups=${group}`).join('&')}`;
  return (await originGet<{ data: PlansAnswer }>(path, { query: { owner: 'eros', country }, withoutCountry: Boolean(country) })).data;
}

// GET /api/v1/payments/plan/fetch_product_details – null when the plan is unknown or not sold here
export async function getProductDetails(productId: number, country?: string): Promise<Plan | null> {
  return (
    (
      await originGetOrNull<{ data: Plan }>('/api/v1/payments/plan/fetch_product_details', {
        query: { product_id: productId, country },
        withoutCountry: Boolean(country),
      })
    )?.data ?? null
  );
}

/** The price breakup, or the voucher's refusal message. */
export type BreakupRead = { breakup: PriceBreakup; refusal?: undefined } | { breakup: null; refusal: string };

// GET /api/v1/payments/pricing/fetch_price_breakup
export async function getPriceBreakup(productId: number, voucherCode?: string | null, country?: string): Promise<BreakupRead> {
  try {
    const query: Record<string, string | number> = { product_id: productId };
    if (voucherCode) query.voucher_code = voucherCode;
    if (country) query.country = country;
    return {
      breakup: (
        await originGet<{ data: PriceBreakup }>('/api/v1/payments/pricing/fetch_price_breakup', { query, withoutCountry: Boolean(country) })
      ).data,
    };
  } catch (error) {
    const message = error instanceof OriginError && error.status === 400 ? (error.body as { message?: string } | null)?.message : undefined;
    if (message) return { breakup: null, refusal: message };
    throw error;
  }
}

// GET /api/v1/payments/transaction/status – null when the payment is not the visitor's or unknown
export async function getTransactionStatus(vid: string): Promise<TransactionStatus | null> {
  try {
    return (await originGet<{ data: TransactionStatus }>('/api/v1/payments/transaction/status', { query: { vid }, withoutCountry: true }))
      .data;
  } catch (error) {
    if (error instanceof OriginError && (error.status === 404 || error.status === 401 || error.status === 400)) return null;
    throw error;
  }
}

// GET /api/v1/payments/gifts – the buyer's gifts; empty when not signed in
export async function getGifts(): Promise<GiftSummary[]> {
  try {
    return (await originGet<{ data: GiftSummary[] }>('/api/v1/payments/gifts', { withoutCountry: true })).data;
  } catch (error) {
    if (error instanceof OriginError && error.status === 401) return [];
    throw error;
  }
}

// GET /api/v2/secured/user/activeproduct – null when not signed in
export async function getActiveProduct(): Promise<ActiveProductAnswer | null> {
  try {
    return (await originGet<{ data: ActiveProductAnswer }>('/api/v2/secured/user/activeproduct', { withoutCountry: true })).data;
  } catch (error) {
    if (error instanceof OriginError && error.status === 401) return null;
    throw error;
  }
}
