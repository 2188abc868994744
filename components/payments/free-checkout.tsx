'use client';

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
      <h2 id="free-checkout-heading">Nothing to pay</h2>
      <p className={styles.lead}>Your promo code {voucher} covers the whole price.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-premium" onClick={() => void start()} disabled={busy}>
          {busy ? 'Please wait…' : 'Start my subscription'}
        </button>
      </div>
      <AlertText className={styles.error} reserve message={error} />
    </section>
  );
}
