import Link from 'next/link';
import { redirect } from 'next/navigation';
import { purchaseLink } from '@/lib/links';
import { safeReturnPath } from '@/contract/return-path';
import { formatMoney, outcomePath } from '@/lib/payment-rules';
import { getActiveProduct, getTransactionStatus } from '@/lib/api/payments-server';
import type { TransactionStatus } from '@/lib/api/payment-types';
import { formatDate } from '@/lib/format';
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
  return (
    <dl className={styles.details}>
      <dt>Plan</dt>
      <dd>{status.product_name}</dd>
      <dt>Amount</dt>
      <dd>{formatMoney(status.amount, status.currency)}</dd>
      {status.status === 'success' && status.next_billing_date ? (
        <>
          <dt>Next billing date</dt>
          <dd>{formatDate(status.next_billing_date)}</dd>
        </>
      ) : null}
      <dt>Payment id</dt>
      <dd>{status.vid}</dd>
    </dl>
  );
}

function NotFound() {
  return (
    <section className={`${styles.page} ${styles.narrow} ${styles.outcome}`} aria-labelledby="outcome-heading">
      <LoaderDone />
      <h1 id="outcome-heading">We could not find that payment.</h1>
      <p className={styles.lead}>If money left your account, it will show on your account page shortly.</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" href="/account">
          Account Settings
        </Link>
        <Link className="btn btn-ghost" href="/purchase">
          See plans
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
      'Thank you!',
      <>
        <p className={styles.lead} role="status">
          Subscription successful
        </p>
        {product?.product_name ? (
          <dl className={styles.details}>
            <dt>Plan</dt>
            <dd>{product.product_name}</dd>
            {product.next_billing_date ? (
              <>
                <dt>Next billing date</dt>
                <dd>{formatDate(product.next_billing_date)}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <Link className="btn btn-premium" href={continueTo}>
          Start watching
        </Link>
      </>,
      'success',
    );
  }

  if (status.status === 'success' && status.refund) {
    return wrap(
      '↩',
      'Already paid for',
      <>
        <p className={styles.lead} role="status">
          {status.message}
        </p>
        <p>
          You keep <strong>{status.product_name}</strong> from your earlier payment. Refunds reach the card in 5 to 7 working days.
        </p>
        <Details status={status} />
        <Link className="btn btn-ghost" href="/account">
          Account Settings
        </Link>
      </>,
      'success',
    );
  }

  if (status.status === 'success') {
    const renewal = kind === 'renewal';
    return wrap(
      '✓',
      renewal ? 'Your subscription is renewed' : 'Thank you!',
      <>
        <p className={styles.lead} role="status">
          {status.message}
        </p>
        <p>
          You are on <strong>{status.product_name}</strong>: every title, no ad breaks, downloads.
        </p>
        <Details status={status} />
        <Link className="btn btn-premium" href={renewal ? '/account' : continueTo}>
          {renewal ? 'Account Settings' : 'Start watching'}
        </Link>
      </>,
      'success',
    );
  }

  if (status.status === 'pending') {
    return wrap(
      '⏳',
      'Your payment is being processed.',
      <>
        <p className={styles.lead} role="status">
          We will update this page as soon as {status.gateway === 'simpaisa' ? 'your operator' : 'the bank'} confirms the payment. You can
          leave it: your plan starts as soon as it does.
        </p>
        <Details status={status} />
        <Link className="btn btn-ghost" href="/account">
          Account Settings
        </Link>
      </>,
      'pending',
    );
  }

  return wrap(
    '✕',
    'Payment failed',
    <>
      <p className={styles.lead} role="alert">
        {status.failure_reason ?? status.message}
      </p>
      <p>Your plan has not changed{kind === 'renewal' ? '' : ' and no money was taken'}.</p>
      <Details status={status} />
      <div className={styles.actions}>
        {kind === 'renewal' ? (
          <Link className="btn btn-premium" href="/account">
            Account Settings
          </Link>
        ) : (
          <Link className="btn btn-premium" href={purchaseLink({ rurl, pr: String(status.product_id) })}>
            Try again
          </Link>
        )}
        <Link className="btn btn-ghost" href={continueTo}>
          Not now
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
