import 'server-only';
import { redirect } from 'next/navigation';
import { getSession } from '@/lib/session';
import { purchaseLink } from '@/lib/links';
import { safeReturnPath } from '@/contract/return-path';
import { getPriceBreakup, getProductDetails } from '@/lib/api/payments-server';
import type { Plan, PriceBreakup } from '@/lib/api/payment-types';
import type { SessionUser } from '@/stores/session-rules';
import { isPremium } from '@/stores/session-rules';
import { productIdOf } from '@/contract/plans';
import { firstOf, queryString, requestContext, type SearchParams } from './page-context';

// What every payment page needs (spec 001 §2: authReq, redirect to /purchase, subscribed users
// sent away): the signed-in user, the chosen plan (pr) and its price with the promo code (vou).
// proxy.ts redirects early on cookies; this checks the session the server fetched.

export interface Checkout {
  user: SessionUser;
  plan: Plan;
  breakup: PriceBreakup;
  /** the promo code of the address, when the origin refused it */
  refusal: string | null;
  vou: string | null;
  country: string;
  mobile: boolean;
  /** the page's query, for links that keep it */
  query: string;
  rurl: string | null;
}

export async function loadCheckout(searchParams: SearchParams): Promise<Checkout> {
  const [{ user }, { country, mobile }] = await Promise.all([getSession(), requestContext()]);
  const productId = productIdOf(firstOf(searchParams.pr));
  const vou = firstOf(searchParams.vou)?.trim().toUpperCase() || null;
  const carry = new URLSearchParams(queryString(searchParams));
  const rurlValue = firstOf(searchParams.rurl);
  const rurl = rurlValue && safeReturnPath(rurlValue) === rurlValue ? rurlValue : null;
  const backToPlans = purchaseLink({ rurl, pr: productId ? String(productId) : null, vou, carry });

  if (!user || isPremium(user.activeUserPlan)) redirect(backToPlans);
  if (productId === null) redirect(backToPlans);
  const plan = await getProductDetails(productId);
  if (!plan || plan.purchasable === false || plan.price === 0) redirect(purchaseLink({ rurl, carry }));

  let read = await getPriceBreakup(productId, vou);
  let refusal: string | null = null;
  if (!read.breakup) {
    refusal = read.refusal;
    read = await getPriceBreakup(productId);
  }
  if (!read.breakup) redirect(backToPlans);
  return {
    user,
    plan,
    breakup: read.breakup,
    refusal,
    vou: read.breakup.voucher?.code ?? null,
    country,
    mobile,
    query: carry.toString(),
    rurl,
  };
}
