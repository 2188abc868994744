// The web side's payment rules: plan values, the payment and gift links (spec 001 §9), the loader
// rule of spec 000 §2 and the return address after set-password (spec 000 §4). Pure: shared by
// pages, components and tests.

import type { useFormatter } from 'next-intl';
import { MARKETING_PARAMETERS } from '@/lib/links';
import { safeReturnPath } from '@/contract/return-path';
import { PLAN_PRODUCT_IDS, paysByWallet } from '@/contract/plans';

/** spec 001 §9: the premium-features carousel shows 2.5 cards per page. */
export const PREMIUM_FEATURES_PER_PAGE = 2.5;
/** spec 000 §1: the airline offer flow. */
export const AIRLINE_UTM_SOURCE = 'british_airways';

export interface PaymentLinkInput {
  pr: string;
  /** only when the voucher auto-applies */
  vou?: string | null;
  country?: string | null;
  mobile?: boolean;
  /** the current query, whose marketing parameters travel along (spec 000 §2) */
  carry?: URLSearchParams | null;
  /** where the user started (the purchase page's rurl), to return to after paying */
  rurl?: string | null;
}

/** spec 001 §9 payment link: /payment with pr and vou, or /payment/simpaisa for PK on mobile. */
export function paymentLink({ pr, vou, country, mobile = false, carry, rurl }: PaymentLinkInput): string {
  const query = new URLSearchParams({ pr });
  if (vou) query.set('vou', vou);
  if (rurl && safeReturnPath(rurl) === rurl && rurl !== '/') query.set('rurl', rurl);
  for (const name of MARKETING_PARAMETERS) {
    const value = carry?.get(name);
    if (value) query.set(name, value);
  }
  return `${paysByWallet(country, mobile) ? '/payment/simpaisa' : '/payment'}?${query.toString()}`;
}

export interface GiftLinkInput {
  /** the buyer's country code */
  cc: string;
  /** the first premium plan */
  pr: string;
  /** the page the gift starts from */
  ls?: string | null;
}

/** spec 001 §9: the first premium plan, the gift link's default pr. */
export const FIRST_PREMIUM_PRODUCT_ID = PLAN_PRODUCT_IDS.premium[0];

/** The gift page's steps: choosing (preparation), paying, and the outcome of the payment. */
export type GiftStep = 'preparation' | 'payment' | 'result';

export function giftStepOf(op: string | null | undefined): GiftStep {
  return op === 'payment' || op === 'result' ? op : 'preparation';
}

/** spec 001 §9 gift link: on the secured gift path (/gift) with cc, pr (first premium plan), op=preparation and ls. */
export function giftLink({ cc, pr, ls }: GiftLinkInput): string {
  const query = new URLSearchParams({ cc, pr, op: 'preparation' });
  if (ls) query.set('ls', ls);
  return `/gift?${query.toString()}`;
}

/** The longest recipient name and gift message (the origin refuses longer ones). */
export const RECIPIENT_NAME_MAX = 60;
export const GIFT_MESSAGE_MAX = 300;

/** A country code the gift page accepts (two letters), upper-case; else null. */
export function countryCodeOf(value: string | null | undefined): string | null {
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

const LANDING = new Set(['/', '/home', '/welcome', '/movies', '/quickie', '/originals']);
const isPaymentPath = (path: string) => path === '/payment' || path.startsWith('/payment/') || path === '/vin-payment' || path === '/bd';

function pathOf(address: string): string {
  const end = address.search(/[?#]/);
  const path = end === -1 ? address : address.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * spec 000 §2 "Route guards": a loader shows when moving from set-password or reset-password to
 * landing, purchase or payment pages, from purchase to payment, and from the card payment page to
 * thank-you.
 */
export function showsLoaderBetween(from: string, to: string): boolean {
  const source = pathOf(from);
  const target = pathOf(to);
  if (source === '/set-password' || source === '/reset-password') {
    return LANDING.has(target) || target === '/purchase' || isPaymentPath(target);
  }
  if (source === '/purchase') return isPaymentPath(target);
  if (source === '/payment/pmt') return target === '/thankyou';
  return false;
}

export interface SetPasswordReturnInput {
  /** the rurl of the set-password page */
  rurl: string | null | undefined;
  /** the avod flag of the set-password page */
  avod?: boolean;
  country?: string | null;
  mobile?: boolean;
}

/**
 * spec 000 §4: after set-password the user goes to the payment page when they came from purchase
 * with a plan chosen and without a voucher, avod or free flag; otherwise to the rurl.
 */
export function returnAfterSetPassword({ rurl, avod = false, country, mobile = false }: SetPasswordReturnInput): string {
  const back = safeReturnPath(rurl);
  const url = new URL(back, 'http://site.invalid');
  if (avod) {
    // the free-plan flow goes on where it started (spec 000 §2 createAVOD)
    url.searchParams.set('createAVOD', '1');
    return `${url.pathname}${url.search}`;
  }
  const pr = url.searchParams.get('pr');
  const fromPurchase = pathOf(url.pathname) === '/purchase';
  if (!fromPurchase || !pr || url.searchParams.has('vou') || url.searchParams.has('free') || url.searchParams.has('avod')) return back;
  return paymentLink({ pr, country, mobile, carry: url.searchParams, rurl: url.searchParams.get('rurl') });
}

/** next-intl's formatter (useFormatter, getFormatter): numbers and dates in the page's language. */
type Formatter = Pick<ReturnType<typeof useFormatter>, 'number' | 'dateTime'>;

/**
 * An amount in its currency, in the page's language, as the plan cards and the price breakup show
 * it (₹99, ₹79.20, $4.99, ₹1,00,000).
 */
export function formatMoney(format: Pick<Formatter, 'number'>, amount: number, currency: string): string {
  const digits = { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 };
  const money = format.number(amount, { style: 'currency', currency, ...digits });
  // Indian grouping in every language: Marathi's currency pattern alone groups by thousands
  // (₹100,000) where its numbers group the Indian way, so the amount is written as a number is
  return money.replace(/\d[\d,.]*/, format.number(amount, digits));
}

/** A YYYY-MM-DD or ISO date of a plan or a payment, in the page's language ('23 Dec 2026' in English). */
export function formatPaymentDate(format: Pick<Formatter, 'dateTime'>, value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return format.dateTime(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export type PaymentOutcome = 'success' | 'pending' | 'failed';

/** The outcome page of a payment: the origin's next_path (same-site only) with the vid, plus rurl. */
export function outcomePath(status: { vid: string; status: PaymentOutcome; next_path?: string | null }, rurl?: string | null): string {
  const fallback =
    status.status === 'success' ? '/thankyou' : status.status === 'pending' ? '/subscription-pending' : '/subscription-failed';
  const path = safeReturnPath(status.next_path ?? '', fallback);
  const url = new URL(path, 'http://site.invalid');
  if (!url.searchParams.has('vid')) url.searchParams.set('vid', status.vid);
  if (rurl && safeReturnPath(rurl) === rurl && rurl !== '/') url.searchParams.set('rurl', rurl);
  return `${url.pathname}${url.search}`;
}
