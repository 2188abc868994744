'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { createPendingSubscription, createTransaction, fetchVendors, subscribeFree } from '@/lib/api/payments';
import type { NextAction } from '@/lib/api/payment-types';
import { formatMoney, showsLoaderBetween } from '@/lib/payment-rules';
import { useUiStoreApi } from '@/stores/store-provider';
import { thankYouAddress } from './free-checkout';
import styles from './payments.module.css';
import { AlertText } from '@/components/ui/alert-text';
import { useLeavingPress } from '@/components/ui/use-leaving-press';

// Pay by Card (/payment/pmt and /vin-payment): a pending subscription, the card vendor, a
// transaction, then the gateway's checkout. The gateway's script loads only here, on demand.
// The gift page (/gift) pays the same way, with `gift` set.

/** What a checkout (card or wallet) pays for. */
export interface CheckoutProps {
  productId: number;
  country: string;
  voucher: string | null;
  total: number;
  currency: string;
  rurl: string | null;
  /** a gift for someone else: paid in full, and the buyer's own plan does not change */
  gift?: GiftOrder | null;
}

export interface GiftOrder {
  recipientName: string | null;
  message: string | null;
}

/** create-pending's body: a purchase with its promo code, or a gift (no promo code). */
export function pendingBody(productId: number, country: string, voucher: string | null, gift?: GiftOrder | null) {
  if (!gift) return { country_code: country, discount_code: voucher, product_ids: [productId] };
  return {
    country_code: country,
    discount_code: null,
    product_ids: [productId],
    gift: true,
    ...(gift.recipientName ? { recipient_name: gift.recipientName } : {}),
    ...(gift.message ? { message: gift.message } : {}),
  };
}

/** Where the gateway sends the browser back: /payment-status, which reads what really happened. */
export function returnPathFor(rurl: string | null): string {
  return rurl ? `/payment-status?rurl=${encodeURIComponent(rurl)}` : '/payment-status';
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open: () => void };
  }
}

/** The texts a checkout's own failures say, in the page's language. */
type CheckoutTexts = (key: 'checkout.notLoaded' | 'checkout.unavailable') => string;

function loadScript(src: string, failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(failure));
    document.body.append(script);
  });
}

async function follow(action: NextAction, t: CheckoutTexts): Promise<void> {
  if (action.type === 'redirect') {
    window.location.assign(action.url);
    return;
  }
  if (action.type === 'razorpay_checkout') {
    await loadScript(action.script, t('checkout.notLoaded'));
    if (!window.Razorpay) throw new Error(t('checkout.notLoaded'));
    new window.Razorpay(action.options).open();
    return;
  }
  throw new Error(t('checkout.unavailable'));
}

export function CardCheckout({ productId, country, voucher, total, currency, rurl, gift = null }: CheckoutProps) {
  const t = useTranslations('payments');
  const format = useFormatter();
  const ui = useUiStoreApi();
  const {
    busy,
    error,
    press: pay,
  } = useLeavingPress(async () => {
    try {
      const pending = await createPendingSubscription(pendingBody(productId, country, voucher, gift));
      const vendors = await fetchVendors(pending.subscription_id);
      const card = vendors.find((vendor) => vendor.kind === 'card');
      if (!card) throw new Error(t('checkout.unavailable'));
      const transaction = await createTransaction({
        subscription_id: pending.subscription_id,
        payment_type_id: card.payment_type_id,
        return_path: returnPathFor(rurl),
      });
      // spec 000 §2: a loader from the card payment page to thank-you
      if (showsLoaderBetween('/payment/pmt', '/thankyou')) ui.getState().setLoader(true);
      await follow(transaction.next_action, t);
    } catch (failure) {
      ui.getState().setLoader(false);
      if (readFailure(failure).statusCode !== 'FREE_WITH_VOUCHER' || !voucher || gift) throw failure;
      // the promo code already makes this plan free: no payment needed
      await subscribeFree(productId, voucher);
      window.location.assign(thankYouAddress(rurl));
    }
  });

  return (
    <section className={styles.card} aria-labelledby="card-checkout-heading">
      <h2 id="card-checkout-heading">{t('cardCheckout.heading')}</h2>
      <p className={styles.lead}>{t('cardCheckout.lead')}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-premium" onClick={() => void pay()} disabled={busy}>
          {busy ? t('checkout.pleaseWait') : t('checkout.pay', { amount: formatMoney(format, total, currency) })}
        </button>
      </div>
      <AlertText className={styles.error} reserve message={error} />
    </section>
  );
}
