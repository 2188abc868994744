import type { z } from 'zod';
import type {
  Breakup,
  CreatePendingResponse,
  CreateTransactionResponse,
  GiftsResponse,
  NextActionSchema,
  Plan as PlanSchema,
  PlansResponse,
  ProductResponse,
  RenewalLinkResponse,
  Subscription as SubscriptionSchema,
  TransactionStatus as TransactionStatusSchema,
  Unlocks,
  VendorsResponse,
} from '@/contract/schemas/payments';
import type { ActiveProduct } from '@/contract/schemas/users';

// Shapes of the payments calls (spec 001 §7 "Payments and subscriptions"): the origin's own schemas
// (contract/schemas/payments.ts), so the two sides cannot drift apart. Shared by server reads
// (lib/api/payments-server.ts) and browser calls (lib/api/payments.ts).

export type PlanUnlocks = z.infer<typeof Unlocks>;
/** One entry of get_plans_detailed (fetch_product_details adds purchasable). */
export type Plan = z.infer<typeof PlanSchema> & Partial<Pick<z.infer<typeof ProductResponse>['data'], 'purchasable'>>;
export type Tier = Plan['tier'];
export type PlansAnswer = z.infer<typeof PlansResponse>['data'];
/** fetch_price_breakup's data. */
export type PriceBreakup = z.infer<typeof Breakup>;
export type AppliedVoucher = NonNullable<PriceBreakup['voucher']>;
export type PendingSubscription = z.infer<typeof CreatePendingResponse>['data'];
export type Vendor = z.infer<typeof VendorsResponse>['data']['vendors'][number];
export type NextAction = z.infer<typeof NextActionSchema>;
export type CreatedTransaction = z.infer<typeof CreateTransactionResponse>['data'];
/** transaction/status's data (also subscription/create's). */
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;
export type TransactionState = TransactionStatus['status'];
/** a gift payment: the code is null until the payment succeeds */
export type GiftOfPayment = NonNullable<TransactionStatus['gift']>;
/** One of the buyer's gifts (GET /api/v1/payments/gifts). */
export type GiftSummary = z.infer<typeof GiftsResponse>['data'][number];
/** A subscription as the account calls answer it. */
export type Subscription = z.infer<typeof SubscriptionSchema>;
/** spec 001 §3 "Active product", with the subscription's state. */
export type ActiveProductAnswer = ActiveProduct;
export type RenewalLink = z.infer<typeof RenewalLinkResponse>['data'];
