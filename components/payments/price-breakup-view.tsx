import { formatMoney } from '@/lib/payment-rules';
import type { PriceBreakup } from '@/lib/api/payment-types';
import styles from './payments.module.css';

/** The price breakup: price, the promo code's discount, tax included, and the total to pay. */
export function PriceBreakupView({ breakup, busy = false }: { breakup: PriceBreakup; busy?: boolean }) {
  const money = (amount: number) => formatMoney(amount, breakup.currency);
  const freePeriod = breakup.voucher?.kind === 'free_period';
  return (
    <dl className={styles.breakup} aria-label="Price breakup" aria-busy={busy || undefined}>
      <dt>Price</dt>
      <dd>{money(breakup.price)}</dd>
      {breakup.discount > 0 || breakup.voucher ? (
        <>
          <dt>
            Promo code {breakup.voucher?.code}
            {freePeriod && breakup.duration_days ? ` (${breakup.duration_days} days free)` : ''}
          </dt>
          <dd>−{money(breakup.discount)}</dd>
        </>
      ) : null}
      {breakup.tax_rate > 0 ? (
        <>
          <dt>{breakup.tax_inclusive ? `Tax included (${breakup.tax_rate}%)` : `Tax (${breakup.tax_rate}%)`}</dt>
          <dd>{money(breakup.tax)}</dd>
        </>
      ) : null}
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total} data-testid="price-total">
        {breakup.is_free ? 'Free' : money(breakup.total)}
      </dd>
    </dl>
  );
}
