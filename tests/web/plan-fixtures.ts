import type { Plan } from '@/lib/api/payment-types';

// A plan as the plans call answers it, for the payment screens' tests: Premium, monthly, in INR,
// with what Premium unlocks, unless the test says otherwise.

export const PREMIUM_UNLOCKS: Plan['unlocks'] = { access: ['free', 'avod', 'svod'], ads: false, downloads: true };

export function aPlan({
  product_id,
  product_name,
  price,
  ...extra
}: Pick<Plan, 'product_id' | 'product_name' | 'price'> & Partial<Plan>): Plan {
  return {
    product_id,
    product_name,
    plan_id: product_id * 10,
    tier: 'premium',
    entitlement_group: 'SVOD',
    owner: 'eros',
    duration_days: 30,
    billing_period: 'monthly',
    currency: 'INR',
    price,
    price_minor: price * 100,
    display_price: `₹${price}`,
    description: '',
    unlocks: PREMIUM_UNLOCKS,
    ...extra,
  };
}
