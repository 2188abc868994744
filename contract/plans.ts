// Plan facts both processes read (spec 000 §1, §3 and §9; spec 001 §9): product ids, payment ids,
// wallet operators and the countries of the free MZaalo plan.

/** spec 000 §3: plan values and their product ids. */
export const PLAN_PRODUCT_IDS = {
  basic: [1000011],
  plus: [1000016],
  premium: [1000003, 1000001, 1000014],
} as const;

/** A positive integer product id from a payment address's pr, or null. */
export function productIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

/** The free plan's product id (spec 000 §1: MZaalo, the free ad-supported plan). */
export const MZAALO_PRODUCT_ID = 1000020;

/** spec 001 §9: the payment id of a coupon purchase (Redeem promo code). */
export const COUPON_PAYMENT_ID = '1000001';
/** spec 000 §9: the payment type ids: card, the Pakistan wallets, and free (a voucher that covers the whole price). */
export const PAYMENT_TYPE = { card: 100001, telenor: 100002, zong: 100003, free: 100014 } as const;
export const FREE_PAYMENT_TYPE_ID = PAYMENT_TYPE.free;
/** spec 000 §9: mobile-wallet operators for Pakistan. */
export const WALLET_OPERATORS = [
  { id: PAYMENT_TYPE.telenor, name: 'Telenor' },
  { id: PAYMENT_TYPE.zong, name: 'Zong' },
] as const;

/** The wallet operator's name for a payment type id, or undefined for a payment type that is no wallet. */
export function walletOperatorName(paymentTypeId: number): string | undefined {
  return WALLET_OPERATORS.find((operator) => operator.id === paymentTypeId)?.name;
}

/** spec 000 §9: countries where the free MZaalo plan (AVOD) is offered. */
export const FREE_PLAN_COUNTRIES: ReadonlySet<string> = new Set([
  'VE',
  'MX',
  'BR',
  'CO',
  'EG',
  'LB',
  'ML',
  'IQ',
  'IR',
  'SY',
  'YE',
  'TR',
  'AZ',
  'RU',
  'VN',
  'MY',
  'KH',
  'PH',
  'BT',
  'AF',
  'AR',
  'LK',
  'BD',
  'PK',
  'NP',
  'IN',
]);

export function offersFreePlan(country: string | null | undefined): boolean {
  return FREE_PLAN_COUNTRIES.has((country ?? '').toUpperCase());
}

/** spec 000 §2: a Pakistan-country user on mobile pays by wallet. */
export function paysByWallet(country: string | null | undefined, mobile: boolean): boolean {
  return mobile && (country ?? '').toUpperCase() === 'PK';
}
