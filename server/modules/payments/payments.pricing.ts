import { ENTITLEMENT_MATRIX, type ViewerPlan } from '../../../contract/entitlements';
import { FREE_PLAN_COUNTRIES } from '../../../contract/plans';
import { text } from '../../platform/texts';

// Prices, breakups and voucher rules as pure functions over the seeded data (products,
// plan_prices, vouchers). Amounts are integers in minor units; answers carry major units too.

export function currencyFor(country: string): 'INR' | 'PKR' | 'USD' {
  const code = country.toUpperCase();
  if (code === 'IN') return 'INR';
  if (code === 'PK') return 'PKR';
  return 'USD';
}

export const major = (minor: number) => Math.round(minor) / 100;

const SYMBOL: Record<string, string> = { INR: '₹', PKR: 'Rs ', USD: '$' };
/** '₹99', 'Rs 299', '$4.99'; `fixed` always shows two decimals ('₹99.00'). */
export function displayAmount(minor: number, currency: string, fixed = false): string {
  const value = major(minor);
  const text = fixed || minor % 100 !== 0 ? value.toFixed(2) : String(value);
  return `${SYMBOL[currency] ?? `${currency} `}${text}`;
}

export interface PriceRow {
  planId: number;
  productId: number;
  country: string;
  currency: string;
  amountMinor: number;
  taxRateBp: number;
}
export interface ProductRow {
  productId: number;
  name: string;
  tier: string;
  entitlementGroup: string;
  owner: string;
  durationDays: number | null;
  billingPeriod: string;
  description: string;
  purchasable: boolean;
  position: number;
}

/** The country's own price, else the '*' price; MZaalo only where the free plan is offered. */
export function priceFor(product: ProductRow, prices: PriceRow[], country: string): PriceRow | null {
  const code = country.toUpperCase();
  if (product.tier === 'mzaalo' && !FREE_PLAN_COUNTRIES.has(code)) return null;
  const own = prices.find((price) => price.productId === product.productId && price.country === code);
  const row = own ?? prices.find((price) => price.productId === product.productId && price.country === '*') ?? null;
  // a free product is priced in the country's currency
  if (row && row.amountMinor === 0) return { ...row, currency: currencyFor(code) };
  return row;
}

/** What a tier unlocks, read from the playback entitlement matrix. */
export function unlocksOf(tier: string) {
  const row = ENTITLEMENT_MATRIX[(tier in ENTITLEMENT_MATRIX ? tier : 'basic') as ViewerPlan];
  const access = (['free', 'avod', 'svod'] as const).filter((level) => row[level].play);
  return {
    access,
    ads: access.some((level) => {
      const cell = row[level];
      return cell.play && cell.ads;
    }),
    downloads: tier === 'premium',
  };
}

export interface VoucherRow {
  code: string;
  kind: string;
  value: number;
  currency: string | null;
  description: string;
  validFrom: Date;
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number;
  uses: number;
  countries: string[];
  productIds: number[];
}

export interface Breakup {
  priceMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  taxRateBp: number;
  /** the period the purchase gives: a free_period voucher's days, else the product's duration */
  periodDays: number | null;
}

export function computeBreakup(price: PriceRow, product: ProductRow, voucher: VoucherRow | null): Breakup {
  const priceMinor = price.amountMinor;
  let discountMinor = 0;
  let periodDays = product.durationDays;
  if (voucher?.kind === 'percent') discountMinor = Math.round((priceMinor * voucher.value) / 100);
  else if (voucher?.kind === 'fixed') discountMinor = Math.min(voucher.value, priceMinor);
  else if (voucher?.kind === 'free_period') {
    discountMinor = priceMinor;
    periodDays = voucher.value;
  }
  const totalMinor = priceMinor - discountMinor;
  // prices include tax: the tax part of the total
  const taxMinor = Math.round((totalMinor * price.taxRateBp) / (10_000 + price.taxRateBp));
  return { priceMinor, discountMinor, taxMinor, totalMinor, taxRateBp: price.taxRateBp, periodDays };
}

/** Each voucher refusal's status_code and its words (the `errors` catalogue). */
export const VOUCHER_REFUSALS = {
  VOUCHER_INVALID: text('errors.payments.voucherInvalid'),
  VOUCHER_NOT_STARTED: text('errors.payments.voucherNotStarted'),
  VOUCHER_EXPIRED: text('errors.payments.voucherExpired'),
  VOUCHER_EXHAUSTED: text('errors.payments.voucherExhausted'),
  VOUCHER_ALREADY_USED: text('errors.payments.voucherAlreadyUsed'),
  VOUCHER_COUNTRY: text('errors.payments.voucherCountry'),
  VOUCHER_PLAN: text('errors.payments.voucherPlan'),
  VOUCHER_NOT_FREE: text('errors.payments.voucherNotFree'),
} as const;
export type VoucherRefusal = keyof typeof VOUCHER_REFUSALS;

/** The first rule a voucher breaks for this use, or null when it applies. */
export function voucherRefusal(
  voucher: VoucherRow | null,
  use: { now: Date; country: string; productId: number; currency: string; usesByUser: number },
): VoucherRefusal | null {
  if (!voucher) return 'VOUCHER_INVALID';
  if (use.now < voucher.validFrom) return 'VOUCHER_NOT_STARTED';
  if (voucher.validUntil && use.now >= voucher.validUntil) return 'VOUCHER_EXPIRED';
  if (voucher.countries.length > 0 && !voucher.countries.includes(use.country.toUpperCase())) return 'VOUCHER_COUNTRY';
  if (voucher.kind === 'fixed' && voucher.currency !== use.currency) return 'VOUCHER_COUNTRY';
  if (voucher.productIds.length > 0 && !voucher.productIds.includes(use.productId)) return 'VOUCHER_PLAN';
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return 'VOUCHER_EXHAUSTED';
  if (use.usesByUser >= voucher.maxUsesPerUser) return 'VOUCHER_ALREADY_USED';
  return null;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();
