import Link from 'next/link';
import { redirect } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import { purchaseLink } from '@/lib/links';
import { safeReturnPath } from '@/contract/return-path';
import { formatMoney, formatPaymentDate, outcomePath } from '@/lib/payment-rules';
import { getActiveProduct, getTransactionStatus } from '@/lib/api/payments-server';
import type { TransactionStatus } from '@/lib/api/payment-types';
import { firstOf, type SearchParams } from './page-context';
import { LoaderDone } from './loader-done';
import { OutcomeSync } from './outcome-sync';
import styles from './payments.module.css';

// The payment outcome pages (spec 001 §2): each reads the transaction (transaction/status with
// vid) and shows what really happened; a page reached for another outcome passes the visitor on
// to the right one.

export type OutcomePageKind = 'thankyou' | 'pending' | 'failed' | 'renewal';

const EXPECTED: Record<Exclude<OutcomePageKind, 'renewal'>, TransactionStatus['status']> = {
  thankyou: 'success',
  pending: 'pending',
  failed: 'failed',
};

function rurlOf(searchParams: SearchParams): string | null {
  const value = firstOf(searchParams.rurl);
  return value && safeReturnPath(value) === value && value !== '/' ? value : null;
}

function Details({ status }: { status: TransactionStatus }) {
  const t = useTranslations('payments');
  const format = useFormatter();
  return (
    <dl className={styles.details}>
      <dt>{t('outcome.plan')}</dt>
      <dd>{status.product_name}</dd>
      <dt>{t('outcome.amount')}</dt>
      <dd>{formatMoney(format, status.amount, status.currency)}</dd>
      {status.status === 'success' && status.next_billing_date ? (
        <>
          <dt>{t('outcome.nextBillingDate')}</dt>
          <dd>{formatPaymentDate(format, status.next_billing_date)}</dd>
        </>
      ) : null}
      <dt>{t('outcome.paymentId')}</dt>
      <dd>{status.vid}</dd>
    </dl>
  );
}

function NotFound() {
  const t = useTranslations('payments');
  return (
    <section className={`${styles.page} ${styles.narrow} ${styles.outcome}`} aria-labelledby="outcome-heading">
      <LoaderDone />
      <h1 id="outcome-heading">{t('outcome.notFoundHeading')}</h1>
      <p className={styles.lead}>{t('outcome.notFoundLead')}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" href="/account">
          {t('outcome.accountSettings')}
        </Link>
        <Link className="btn btn-ghost" href="/purchase">
          {t('outcome.seePlans')}
        </Link>
      </div>
    </section>
  );
}

export async function PaymentOutcomePage({ kind, searchParams }: { kind: OutcomePageKind; searchParams: SearchParams }) {
  const vid = firstOf(searchParams.vid) ?? null;
  const rurl = rurlOf(searchParams);
  const status = vid ? await getTransactionStatus(vid) : null;
  if (vid && !status) return <NotFound />;
  // a gift's outcome is on the gift page, with its code
  if (status?.gift) redirect(outcomePath(status, rurl));
  if (status && kind !== 'renewal' && status.status !== EXPECTED[kind]) redirect(outcomePath(status, rurl));

  const [t, format] = await Promise.all([getTranslations('payments'), getFormatter()]);
  const continueTo = rurl ?? '/';
  const wrap = (icon: string, heading: string, children: React.ReactNode, state: 'success' | 'pending' | 'failed') => (
    <section className={`${styles.page} ${styles.narrow} ${styles.outcome}`} aria-labelledby="outcome-heading">
      <LoaderDone />
      <OutcomeSync vid={vid} state={state} rurl={rurl} stayOnPage={kind === 'renewal'} />
      <span className={styles.outcomeIcon} aria-hidden="true">
        {icon}
      </span>
      <h1 id="outcome-heading">{heading}</h1>
      {children}
    </section>
  );

  if (!status) {
    // /thankyou after a promo code or a free plan: no payment, the plan itself is the outcome
    if (kind !== 'thankyou') return <NotFound />;
    const product = await getActiveProduct();
    return wrap(
      '✓',
      t('outcome.thankYou'),
      <>
        <p className={styles.lead} role="status">
          {t('outcome.subscribed')}
        </p>
        {product?.product_name ? (
          <dl className={styles.details}>
            <dt>{t('outcome.plan')}</dt>
            <dd>{product.product_name}</dd>
            {product.next_billing_date ? (
              <>
                <dt>{t('outcome.nextBillingDate')}</dt>
                <dd>{formatPaymentDate(format, product.next_billing_date)}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <Link className="btn btn-premium" href={continueTo}>
          {t('outcome.startWatching')}
        </Link>
      </>,
      'success',
    );
  }

  if (status.status === 'success' && status.refund) {
    return wrap(
      '↩',
      t('outcome.alreadyPaidHeading'),
      <>
        <p className={styles.lead} role="status">
          {status.message}
        </p>
        <p>{t.rich('outcome.alreadyPaidLead', { plan: status.product_name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <Details status={status} />
        <Link className="btn btn-ghost" href="/account">
          {t('outcome.accountSettings')}
        </Link>
      </>,
      'success',
    );
  }

  if (status.status === 'success') {
    const renewal = kind === 'renewal';
    return wrap(
      '✓',
      renewal ? t('outcome.renewed') : t('outcome.thankYou'),
      <>
        <p className={styles.lead} role="status">
          {status.message}
        </p>
        <p>{t.rich('outcome.successLead', { plan: status.product_name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <Details status={status} />
        <Link className="btn btn-premium" href={renewal ? '/account' : continueTo}>
          {renewal ? t('outcome.accountSettings') : t('outcome.startWatching')}
        </Link>
      </>,
      'success',
    );
  }

  if (status.status === 'pending') {
    return wrap(
      '⏳',
      t('outcome.pendingHeading'),
      <>
        <p className={styles.lead} role="status">
          {t('outcome.pendingLead', { confirmer: status.gateway === 'simpaisa' ? 'operator' : 'bank' })}
        </p>
        <Details status={status} />
        <Link className="btn btn-ghost" href="/account">
          {t('outcome.accountSettings')}
        </Link>
      </>,
      'pending',
    );
  }

  return wrap(
    '✕',
    t('outcome.failedHeading'),
    <>
      <p className={styles.lead} role="alert">
        {status.failure_reason ?? status.message}
      </p>
      <p>{kind === 'renewal' ? t('outcome.planUnchanged') : t('outcome.planUnchangedNoCharge')}</p>
      <Details status={status} />
      <div className={styles.actions}>
        {kind === 'renewal' ? (
          <Link className="btn btn-premium" href="/account">
            {t('outcome.accountSettings')}
          </Link>
        ) : (
          <Link className="btn btn-premium" href={purchaseLink({ rurl, pr: String(status.product_id) })}>
            {t('outcome.tryAgain')}
          </Link>
        )}
        <Link className="btn btn-ghost" href={continueTo}>
          {t('outcome.notNow')}
        </Link>
      </div>
    </>,
    'failed',
  );
}

/** /payment-status?vid – where the gateway returns: straight on to the page of the outcome. */
export async function PaymentStatusPage({ searchParams }: { searchParams: SearchParams }) {
  const vid = firstOf(searchParams.vid);
  const status = vid ? await getTransactionStatus(vid) : null;
  if (!status) return <NotFound />;
  redirect(outcomePath(status, rurlOf(searchParams)));
}
