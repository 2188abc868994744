import Link from 'next/link';
import { Suspense } from 'react';
import { getActiveProduct } from '@/lib/api/payments-server';
import { FIRST_PREMIUM_PRODUCT_ID, giftLink } from '@/lib/payment-rules';
import { canUpgrade } from '@/stores/session-rules';
import { planOf } from '@/contract/entitlements';
import { formatDate } from '@/lib/format';
import { RedeemPromo } from './redeem-promo';
import { SubscriptionActions } from './subscription-actions';
import { requestContext } from './page-context';
import styles from './payments.module.css';

// The account page's plan (spec 001 §3 "Active product"): product_name, next_billing_date and
// payment_method, with Cancel and Renew; Upgrade and Redeem promo code for basic and MZaalo;
// Gift Premium (the gift link, spec 001 §9) for everyone.

const PLAN_NAMES: Record<string, string> = { basic: 'Basic', mzaalo: 'MZaalo (free, with ads)', plus: 'Plus', premium: 'Premium' };

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  renewal_due: 'Renewal due',
  expired: 'Expired',
};

export async function ActiveProductPanel() {
  let product;
  try {
    product = await getActiveProduct();
  } catch (error) {
    console.error('Active product did not load', error);
    return (
      <p className={styles.error} role="alert">
        Your plan could not be loaded. Please try again in a moment.
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
      <h2 id="plan-heading">Your plan</h2>
      <dl className={styles.details}>
        <dt>Plan</dt>
        <dd>{product.product_name || (plan ? PLAN_NAMES[plan] : 'Basic')}</dd>
        {status && STATUS_TEXT[status] ? (
          <>
            <dt>Status</dt>
            <dd>{STATUS_TEXT[status]}</dd>
          </>
        ) : null}
        {product.next_billing_date ? (
          <>
            <dt>Next billing date</dt>
            <dd>{formatDate(product.next_billing_date)}</dd>
          </>
        ) : null}
        {!product.next_billing_date && product.access_until ? (
          <>
            <dt>Access until</dt>
            <dd>{formatDate(product.access_until)}</dd>
          </>
        ) : null}
        {product.payment_method ? (
          <>
            <dt>Payment method</dt>
            <dd>{product.payment_method}</dd>
          </>
        ) : null}
      </dl>
      <SubscriptionActions status={status} />
      <div className={styles.actions}>
        {upgradable ? (
          <Link className="btn btn-premium" href="/purchase">
            Upgrade
          </Link>
        ) : null}
        {canUpgrade(plan) ? (
          <Suspense fallback={null}>
            <RedeemPromo />
          </Suspense>
        ) : null}
        <Link className="btn btn-ghost" href={giftLink({ cc: country, pr: String(FIRST_PREMIUM_PRODUCT_ID), ls: 'account' })}>
          Gift Premium
        </Link>
      </div>
    </section>
  );
}
