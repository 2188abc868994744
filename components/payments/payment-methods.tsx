import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { paysByWallet } from '@/contract/plans';
import type { Checkout } from './checkout-data';
import { FreeCheckout } from './free-checkout';
import styles from './payments.module.css';

/** /payment and /bd: how to pay. A promo code that makes the plan free needs no payment at all. */
export function PaymentMethods({ checkout }: { checkout: Checkout }) {
  const t = useTranslations('payments');
  const { breakup, plan, vou, query, rurl } = checkout;
  if (breakup.is_free && vou) {
    return <FreeCheckout productId={plan.product_id} voucher={vou} rurl={rurl} />;
  }
  const suffix = query ? `?${query}` : '';
  return (
    <section className={styles.card} aria-labelledby="payment-methods-heading">
      <h2 id="payment-methods-heading">{t('paymentMethods.heading')}</h2>
      <div className={styles.actions}>
        <Link className="btn btn-premium" href={`/payment/pmt${suffix}`}>
          {t('paymentMethods.card')}
        </Link>
        {paysByWallet(checkout.country, checkout.mobile) ? (
          <Link className="btn btn-ghost" href={`/payment/simpaisa${suffix}`}>
            {t('paymentMethods.sim')}
          </Link>
        ) : null}
      </div>
      <p className={styles.lead}>{t('paymentMethods.lead')}</p>
    </section>
  );
}
