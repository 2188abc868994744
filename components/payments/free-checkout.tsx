'use client';

import { useTranslations } from 'next-intl';
import { subscribeFree } from '@/lib/api/payments';
import { useUiStoreApi } from '@/stores/store-provider';
import styles from './payments.module.css';
import { AlertText } from '@/components/ui/alert-text';
import { useLeavingPress } from '@/components/ui/use-leaving-press';

// A promo code that makes the plan free: subscription/eros-free with the free payment type
// (spec 000 §9: 100014), then the thank-you page.

export function thankYouAddress(rurl: string | null): string {
  return rurl ? `/thankyou?rurl=${encodeURIComponent(rurl)}` : '/thankyou';
}

export function FreeCheckout({ productId, voucher, rurl }: { productId: number; voucher: string; rurl: string | null }) {
  const t = useTranslations('payments');
  const ui = useUiStoreApi();
  const {
    busy,
    error,
    press: start,
  } = useLeavingPress(async () => {
    await subscribeFree(productId, voucher);
    ui.getState().setLoader(true);
    // a full page load: the shell and the player start again on the new plan
    window.location.assign(thankYouAddress(rurl));
  });

  return (
    <section className={styles.card} aria-labelledby="free-checkout-heading">
      <h2 id="free-checkout-heading">{t('freeCheckout.heading')}</h2>
      <p className={styles.lead}>{t('freeCheckout.lead', { voucher })}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-premium" onClick={() => void start()} disabled={busy}>
          {busy ? t('checkout.pleaseWait') : t('freeCheckout.start')}
        </button>
      </div>
      <AlertText className={styles.error} reserve message={error} />
    </section>
  );
}
