import 'server-only';
import { redirect } from 'next/navigation';
import { getSession } from '@/lib/session';
import { countryCodeOf, FIRST_PREMIUM_PRODUCT_ID, GIFT_MESSAGE_MAX, giftStepOf, RECIPIENT_NAME_MAX } from '@/lib/payment-rules';
import { getGifts, getPlansDetailed, getPriceBreakup, getProductDetails, getTransactionStatus } from '@/lib/api/payments-server';
import type { Plan } from '@/lib/api/payment-types';
import { productIdOf } from '@/contract/plans';
import { firstOf, requestContext, type SearchParams } from './page-context';
import { GiftView, giftStepPath, type GiftChoice } from './gift-view';

// /gift (spec 001 §9 gift link: cc, pr, op=preparation, ls; authReq): reads what the step needs
// and renders GiftView. Gifts are the plans on sale (premium and plus), priced for cc.

/** The plans that can be gifted: the paid ones (SVOD: premium and plus). */
export function giftablePlans(plans: Plan[]): Plan[] {
  return plans.filter((plan) => (plan.tier === 'premium' || plan.tier === 'plus') && plan.price > 0);
}

export async function GiftPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ user }, { country: cookieCountry, mobile }] = await Promise.all([getSession(), requestContext()]);
  const country = countryCodeOf(firstOf(searchParams.cc)) ?? cookieCountry;
  const ls = firstOf(searchParams.ls)?.slice(0, 64) || null;
  const productId = productIdOf(firstOf(searchParams.pr)) ?? FIRST_PREMIUM_PRODUCT_ID;
  if (!user) redirect('/');

  const choice: GiftChoice = {
    country,
    ls,
    recipientName: (firstOf(searchParams.to) ?? '').trim().slice(0, RECIPIENT_NAME_MAX),
    message: (firstOf(searchParams.msg) ?? '').trim().slice(0, GIFT_MESSAGE_MAX),
  };
  const step = giftStepOf(firstOf(searchParams.op));

  if (step === 'result') {
    const vid = firstOf(searchParams.vid);
    const status = vid ? await getTransactionStatus(vid) : null;
    return <GiftView step="result" status={status} {...choice} />;
  }

  if (step === 'payment') {
    const plan = await getProductDetails(productId, country);
    const read = plan && giftablePlans([plan]).length === 1 ? await getPriceBreakup(productId, null, country) : null;
    if (!plan || !read?.breakup) redirect(giftStepPath('preparation', { ...choice, productId: FIRST_PREMIUM_PRODUCT_ID }));
    return <GiftView step="payment" plan={plan} breakup={read.breakup} mobile={mobile} {...choice} />;
  }

  const [plans, gifts] = await Promise.all([getPlansDetailed(['SVOD'], country), getGifts()]);
  return <GiftView step="preparation" plans={giftablePlans(plans.plans)} productId={productId} gifts={gifts} {...choice} />;
}
