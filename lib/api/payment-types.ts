import type { z } from 'zod';
import type { CreateTransactionResponse, NextActionSchema, TransactionStatus as TransactionStatusSchema } from '@/server/modules/payments/payments.schemas';
// Shapes of the payments calls (spec 001 §7 "Payments and subscriptions"), as the origin answers
// them. Shared by server reads (lib/api/payments-server.ts) and browser calls (lib/api/payments.ts).

export type Tier = 'premium' | 'plus' | 'mzaalo' | 'basic';

export interface PlanUnlocks {
  access: string[];
  ads: boolean;
  downloads: boolean;
}

/** One entry of get_plans_detailed (and fetch_product_details). */
export interface Plan {
  product_id: number;
  product_name: string;
  plan_id: number;
  tier: Tier;
  entitlement_group: 'SVOD' | 'AVOD';
  owner: string;
  duration_days: number | null;
  billing_period?: string | null;
  currency: string;
  price: number;
  price_minor: number;
  display_price: string;
  description?: string | null;
  unlocks: PlanUnlocks;
  purchasable?: boolean;
}

export interface PlansAnswer {
  country: string;
  currency: string;
  plans: Plan[];
}

export interface AppliedVoucher {
  code: string;
  kind: 'percent' | 'fixed' | 'free_period' | string;
  value: number;
  description: string;
}

/** fetch_price_breakup's data. */
export interface PriceBreakup {
  product_id: number;
  plan_id: number;
  country: string;
  currency: string;
  price: number;
  discount: number;
  tax: number;
  tax_rate: number;
  tax_inclusive: boolean;
  total: number;
  price_minor: number;
  discount_minor: number;
  tax_minor: number;
  total_minor: number;
  duration_days: number | null;
  is_free: boolean;
  payment_type_id: number | null;
  voucher: AppliedVoucher | null;
}

export interface PendingSubscription {
  subscription_id: string;
  status: 'pending';
  product_id: number;
  plan_id: number;
  product_name: string;
  breakup: PriceBreakup;
  /** a gift: paid for someone else */
  gift?: boolean;
}

export interface Vendor {
  payment_type_id: number;
  name: string;
  kind: 'card' | 'wallet' | 'free' | string;
  gateway: string;
}

// The transaction answers are the origin's own schemas, so the two sides cannot drift apart.
export type NextAction = z.infer<typeof NextActionSchema>;
export type CreatedTransaction = z.infer<typeof CreateTransactionResponse>['data'];
/** transaction/status's data (also subscription/create's). */
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;
export type TransactionState = TransactionStatus['status'];
/** a gift payment: the code is null until the payment succeeds */
export type GiftOfPayment = NonNullable<TransactionStatus['gift']>;

/** One of the buyer's gifts (GET /api/v1/payments/gifts). */
export interface GiftSummary {
  code: string;
  product_id: number;
  product_name: string;
  recipient_name: string | null;
  message: string | null;
  purchased_at: string | null;
  redeemed: boolean;
  redeemed_at: string | null;
}

/** A subscription as the account calls answer it. */
export interface Subscription {
  subscription_id: string;
  status: 'pending' | 'active' | 'cancelled' | 'renewal_due' | 'expired' | 'failed' | string;
  product_id: number;
  product_name: string;
  plan_id: number;
  tier: Tier;
  auto_renew: boolean;
  current_period_start: string;
  current_period_end: string | null;
  next_billing_date: string | null;
  access_until: string | null;
  payment_method: string;
}

/** spec 001 §3 "Active product", with the subscription's state. */
export interface ActiveProductAnswer {
  userstate: string;
  product_name?: string | null;
  product_id?: number | null;
  plan_id?: number | null;
  next_billing_date?: string | null;
  payment_method?: string | null;
  uuid?: string | null;
  subscription_status?: string | null;
  access_until?: string | null;
}

export interface RenewalLink {
  vid: string;
  short_url: string;
  amount: number;
  amount_minor: number;
  currency: string;
  product_id: number;
  expires_at: string;
}
