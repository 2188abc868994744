import Link from 'next/link';
import { Suspense } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getActiveProduct } from '@/lib/api/payments-server';
import { FIRST_PREMIUM_PRODUCT_ID, formatPaymentDate, giftLink } from '@/lib/payment-rules';
import { canUpgrade } from '@/stores/session-rules';
import { planOf } from '@/contract/entitlements';
import { RedeemPromo } from './redeem-promo';
import { SubscriptionActions } from './subscription-actions';
import { requestContext } from './page-context';
import styles from './payments.module.css';

// The account page's plan (spec 001 §3 "Active product"): product_name, next_billing_date and
// payment_method, with Cancel and Renew; Upgrade and Redeem promo code for basic and MZaalo;
// Gift Premium (the gift link, spec 001 §9) for everyone.

const STATUS_TEXT: Record<string, string> = {
  active: 'activeProduct.statusActive',
  cancelled: 'activeProduct.statusCancelled',
  renewal_due: 'activeProduct.statusRenewalDue',
  expired: 'activeProduct.statusExpired',
};

export async function ActiveProductPanel() {
  const [t, format] = await Promise.all([getTranslations('payments'), getFormatter()]);
  let product;
  try {
    product = await getActiveProduct();
  } catch (error) {
    console.error('Active product did not load', error);
    return (
      <p className={styles.error} role="alert">
        {t('activeProduct.loadFailed')}
      </p>
    );
  }
  if (!product) return null;
  const { country } = await requestContext();
  const plan = planOf(product.userstate);
  const status = product.subscription_status ?? null;
  const upgradable = canUpgrade(plan) || plan === 'plus';

  return (
    <section className={styles.card} aria-labelledby="plan-heading" data-testid="active-product">
      <h2 id="plan-heading">{t('activeProduct.heading')}</h2>
      <dl className={styles.details}>
        <dt>{t('activeProduct.plan')}</dt>
        <dd>{product.product_name || t('activeProduct.planName', { plan: plan ?? 'basic' })}</dd>
        {status && STATUS_TEXT[status] ? (
          <>
            <dt>{t('activeProduct.status')}</dt>
            <dd>{t(STATUS_TEXT[status])}</dd>
          </>
        ) : null}
        {product.next_billing_date ? (
          <>
            <dt>{t('activeProduct.nextBillingDate')}</dt>
            <dd>{formatPaymentDate(format, product.next_billing_date)}</dd>
          </>
        ) : null}
        {!product.next_billing_date && product.access_until ? (
          <>
            <dt>{t('activeProduct.accessUntil')}</dt>
            <dd>{formatPaymentDate(format, product.access_until)}</dd>
          </>
        ) : null}
        {product.payment_method ? (
          <>
            <dt>{t('activeProduct.paymentMethod')}</dt>
            <dd>{product.payment_method}</dd>
          </>
        ) : null}
      </dl>
      <SubscriptionActions status={status} />
      <div className={styles.actions}>
        {upgradable ? (
          <Link className="btn btn-premium" href="/purchase">
            {t('activeProduct.upgrade')}
          </Link>
        ) : null}
        {canUpgrade(plan) ? (
          <Suspense fallback={null}>
            <RedeemPromo />
          </Suspense>
        ) : null}
        <Link className="btn btn-ghost" href={giftLink({ cc: country, pr: String(FIRST_PREMIUM_PRODUCT_ID), ls: 'account' })}>
          {t('activeProduct.giftPremium')}
        </Link>
      </div>
    </section>
  );
}
