import { useFormatter, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/payment-rules';
import type { PriceBreakup } from '@/lib/api/payment-types';
import styles from './payments.module.css';

/** The price breakup: price, the promo code's discount, tax included, and the total to pay. */
export function PriceBreakupView({ breakup, busy = false }: { breakup: PriceBreakup; busy?: boolean }) {
  const t = useTranslations('payments');
  const format = useFormatter();
  const money = (amount: number) => formatMoney(format, amount, breakup.currency);
  const freePeriod = breakup.voucher?.kind === 'free_period';
  return (
    <dl className={styles.breakup} aria-label={t('priceBreakup.label')} aria-busy={busy || undefined}>
      <dt>{t('priceBreakup.price')}</dt>
      <dd>{money(breakup.price)}</dd>
      {breakup.discount > 0 || breakup.voucher ? (
        <>
          <dt>
            {freePeriod && breakup.duration_days
              ? t('priceBreakup.promoCodeFreeDays', { code: breakup.voucher?.code ?? '', days: breakup.duration_days })
              : t('priceBreakup.promoCode', { code: breakup.voucher?.code ?? '' })}
          </dt>
          <dd>−{money(breakup.discount)}</dd>
        </>
      ) : null}
      {breakup.tax_rate > 0 ? (
        <>
          <dt>
            {breakup.tax_inclusive
              ? t('priceBreakup.taxIncluded', { rate: breakup.tax_rate })
              : t('priceBreakup.tax', { rate: breakup.tax_rate })}
          </dt>
          <dd>{money(breakup.tax)}</dd>
        </>
      ) : null}
      <dt className={styles.total}>{t('priceBreakup.total')}</dt>
      <dd className={styles.total} data-testid="price-total">
        {breakup.is_free ? t('priceBreakup.free') : money(breakup.total)}
      </dd>
    </dl>
  );
}
