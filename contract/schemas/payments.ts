import { z } from 'zod';

// Request and response shapes of the payments calls (spec 001 §7). Where the spec says
// "caller-defined" these are the shapes, published in the OpenAPI document at /api/docs.

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), message: z.string().optional(), data });
const productId = z.coerce.number().int().positive();
const countryQuery = {
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
};

export const Unlocks = z.object({ access: z.array(z.enum(['free', 'avod', 'svod'])), ads: z.boolean(), downloads: z.boolean() });

export const Plan = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  plan_id: z.number().int(),
  tier: z.string(),
  entitlement_group: z.string(),
  owner: z.string(),
  duration_days: z.number().int().nullable(),
  billing_period: z.string(),
  currency: z.string(),
  price: z.number(),
  price_minor: z.number().int(),
  display_price: z.string(),
  description: z.string(),
  unlocks: Unlocks,
});

export const PlansQuery = z.object({
  entitlement_groups: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('SVOD and/or AVOD, repeatable; default both'),
  owner: z.string().default('eros'),
  ...countryQuery,
});
export const PlansResponse = success(z.object({ country: z.string(), currency: z.string(), plans: z.array(Plan) }));

export const ProductQuery = z.object({ product_id: productId, ...countryQuery });
export const ProductResponse = success(Plan.extend({ purchasable: z.boolean() }));

export const Breakup = z.object({
  product_id: z.number().int(),
  plan_id: z.number().int(),
  country: z.string(),
  currency: z.string(),
  price: z.number(),
  discount: z.number(),
  tax: z.number(),
  tax_rate: z.number(),
  tax_inclusive: z.literal(true),
  total: z.number(),
  price_minor: z.number().int(),
  discount_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  duration_days: z.number().int().nullable(),
  is_free: z.boolean(),
  payment_type_id: z.number().int().nullable(),
  voucher: z.object({ code: z.string(), kind: z.string(), value: z.number(), description: z.string() }).nullable(),
});
export const BreakupQuery = z.object({ product_id: productId, voucher_code: z.string().max(64).optional(), ...countryQuery });
export const BreakupResponse = success(Breakup);

export const CreatePendingBody = z.object({
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  discount_code: z.string().max(64).nullable().optional(),
  product_ids: z.array(productId).min(1),
  gift: z.boolean().optional().describe('a gift: once paid, a single-use code for the plan instead of a plan for the buyer'),
  recipient_name: z.string().trim().max(60, 'The name can be up to 60 characters.').optional(),
  message: z.string().trim().max(300, 'The message can be up to 300 characters.').optional(),
});
export const CreatePendingResponse = success(
  z.object({
    subscription_id: z.string(),
    status: z.literal('pending'),
    product_id: z.number().int(),
    plan_id: z.number().int(),
    product_name: z.string(),
    breakup: Breakup,
    gift: z.boolean(),
  }),
);

export const VendorsQuery = z.object({ subscription_id: z.string().uuid(), ...countryQuery });
export const VendorsResponse = success(
  z.object({
    subscription_id: z.string(),
    country: z.string(),
    vendors: z.array(
      z.object({ payment_type_id: z.number().int(), name: z.string(), kind: z.enum(['card', 'wallet']), gateway: z.string() }),
    ),
  }),
);

export const NextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('razorpay_checkout'), script: z.string(), options: z.record(z.string(), z.unknown()) }),
  z.object({
    type: z.literal('code'),
    msisdn: z.string(),
    operator: z.string(),
    code_length: z.number().int(),
    expires_in_seconds: z.number().int(),
    message: z.string(),
  }),
]);

export const CreateTransactionBody = z.object({
  subscription_id: z.string().uuid(),
  payment_type_id: z.coerce.number().int(),
  msisdn: z.string().max(20).optional().describe('wallets: a Pakistan mobile number'),
  return_path: z.string().max(512).optional().describe('same-site relative path; default /payment-status; ?vid= is appended'),
});
export const CreateTransactionResponse = success(
  z.object({
    vid: z.string(),
    status: z.literal('pending'),
    gateway: z.string(),
    payment_type_id: z.number().int(),
    amount: z.number(),
    amount_minor: z.number().int(),
    currency: z.string(),
    next_action: NextActionSchema,
  }),
);

export const TransactionStatus = z.object({
  vid: z.string(),
  status: z.enum(['pending', 'success', 'failed']),
  kind: z.enum(['purchase', 'renewal']),
  gateway: z.string(),
  payment_type_id: z.number().int(),
  amount: z.number(),
  amount_minor: z.number().int(),
  currency: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  plan_id: z.number().int().nullable(),
  tier: z.string(),
  subscription_id: z.string(),
  subscription_status: z.string(),
  next_billing_date: z.string().nullable(),
  user_plan: z.string(),
  message: z.string(),
  failure_reason: z.string().nullable(),
  next_path: z.string(),
  refund: z
    .enum(['due', 'refunded'])
    .nullable()
    .describe('a second payment for a plan already paid for is given back: due until the gateway confirms'),
  gift: z
    .object({
      code: z.string().nullable().describe('null until the payment succeeds'),
      product_id: z.number().int(),
      product_name: z.string(),
      recipient_name: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
});
export const StatusQuery = z.object({ vid: z.string().min(1).max(64) });
export const StatusResponse = success(TransactionStatus);

export const ConfirmBody = z.object({
  vid: z.string().min(1).max(64),
  razorpay_payment_id: z.string().max(64).optional(),
  razorpay_order_id: z.string().max(64).optional(),
  razorpay_signature: z.string().max(256).optional(),
  code: z
    .string()
    .regex(/^\d{4,8}$/, 'The code is not valid.')
    .optional()
    .describe('wallets: the code sent to the phone'),
});

export const Subscription = z.object({
  subscription_id: z.string(),
  status: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  plan_id: z.number().int().nullable(),
  tier: z.string(),
  auto_renew: z.boolean(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  access_until: z.string().nullable(),
  payment_method: z.string().nullable(),
});
export const SubscriptionResponse = success(Subscription.nullable());

export const ErosFreeBody = z.object({
  product_ids: z.array(productId).min(1),
  voucher_code: z.string().min(1).max(64),
  payment_type_id: z.coerce.number().int(),
});
export const PurchaseBody = z.object({
  product: productId.optional(),
  plan: z.coerce.number().int().optional(),
  pin: z.string().trim().min(1, 'Please enter a promo code.').max(64),
  payment_id: z.coerce.string(),
});

export const RenewalLinkBody = z.object({ subscription_id: z.string().uuid().optional() }).default({});
export const RenewalLinkResponse = success(
  z.object({
    vid: z.string(),
    short_url: z.string(),
    amount: z.number(),
    amount_minor: z.number().int(),
    currency: z.string(),
    product_id: z.number().int(),
    expires_at: z.string(),
  }),
);

export const GiftsResponse = success(
  z.array(
    z.object({
      code: z.string(),
      product_id: z.number().int(),
      product_name: z.string(),
      recipient_name: z.string().nullable(),
      message: z.string().nullable(),
      purchased_at: z.string().nullable(),
      redeemed: z.boolean(),
      redeemed_at: z.string().nullable(),
    }),
  ),
);

export const Acknowledged = z.object({ status: z.literal('success'), message: z.string().optional() });
