import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { purchaseLink } from '@/lib/links';
import { periodOf } from './plan-card';
import { PriceBreakupView } from './price-breakup-view';
import type { Checkout } from './checkout-data';
import styles from './payments.module.css';
import { AlertText } from '@/components/ui/alert-text';

/** The plan being bought and its price breakup, with a way back to change either. */
export function PaymentSummary({ checkout }: { checkout: Checkout }) {
  const t = useTranslations('payments');
  const { plan, breakup, refusal, vou, rurl, query } = checkout;
  const period = periodOf(plan);
  return (
    <section className={styles.card} aria-labelledby="payment-plan-heading">
      <h2 id="payment-plan-heading">{plan.product_name}</h2>
      {period ? <p className={styles.lead}>{t('paymentSummary.billed', { ...period })}</p> : null}
      <AlertText className={styles.error} message={refusal} />
      <PriceBreakupView breakup={breakup} />
      <div>
        <Link
          className={styles.textButton}
          href={purchaseLink({ rurl, pr: String(plan.product_id), vou, carry: new URLSearchParams(query) })}
        >
          {t('paymentSummary.change')}
        </Link>
      </div>
    </section>
  );
}
