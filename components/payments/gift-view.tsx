import Link from 'next/link';
import { purchaseLink } from '@/lib/links';
import { formatMoney, giftLink } from '@/lib/payment-rules';
import { paysByWallet } from '@/contract/plans';
import type { GiftSummary, Plan, PriceBreakup, TransactionStatus } from '@/lib/api/payment-types';
import { CardCheckout } from './card-checkout';
import { WalletCheckout } from './wallet-checkout';
import { PriceBreakupView } from './price-breakup-view';
import { GiftForm } from './gift-form';
import { GiftCode } from './gift-code';
import { LoaderDone } from './loader-done';
import { OutcomeSync } from './outcome-sync';
import { formatDate } from '@/lib/format';
import styles from './payments.module.css';
import giftStyles from './gift.module.css';

// The gift page's steps (spec 001 §9 gift link; README "Payments"): choose a plan and a note
// (op=preparation), pay for it like a purchase (op=payment), then the outcome with the gift code
// (op=result&vid=). The buyer's own plan never changes.

/** What travels from step to step in the address. */
export interface GiftChoice {
  /** the country the gift is priced for (cc, else the country cookie) */
  country: string;
  /** where the gift link was opened from (ls), kept for analytics */
  ls: string | null;
  recipientName: string;
  message: string;
}

export type GiftViewProps = GiftChoice &
  (
    | { step: 'preparation'; plans: Plan[]; productId: number; gifts: GiftSummary[] }
    | { step: 'payment'; plan: Plan; breakup: PriceBreakup; mobile: boolean }
    | { step: 'result'; status: TransactionStatus | null }
  );

/** The address of a gift step, keeping the choice. */
export function giftStepPath(op: 'preparation' | 'payment', choice: GiftChoice & { productId: number }): string {
  const query = new URLSearchParams({ cc: choice.country, pr: String(choice.productId), op });
  if (choice.ls) query.set('ls', choice.ls);
  if (choice.recipientName) query.set('to', choice.recipientName);
  if (choice.message) query.set('msg', choice.message);
  return `/gift?${query.toString()}`;
}

/** The recipient's link: the purchase page with the plan and the code applied. */
export function redeemPathOf(code: string, productId: number): string {
  return purchaseLink({ pr: String(productId), vou: code });
}

function GiftList({ gifts }: { gifts: GiftSummary[] }) {
  if (gifts.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="gift-list-heading">
      <h2 id="gift-list-heading">Your gifts</h2>
      <ul className={giftStyles.list}>
        {gifts.map((gift) => (
          <li key={gift.code} data-testid="gift-entry">
            <strong>{gift.product_name}</strong>
            {gift.recipient_name ? <> for {gift.recipient_name}</> : null}
            {' · '}
            <span>{gift.code}</span>
            {' · '}
            <span>{gift.redeemed ? `Redeemed${gift.redeemed_at ? ` on ${formatDate(gift.redeemed_at)}` : ''}` : 'Not redeemed yet'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Result({ status, choice }: { status: TransactionStatus | null; choice: GiftChoice }) {
  const gift = status?.gift ?? null;
  if (!status || !gift) {
    return (
      <section className={styles.card} aria-labelledby="gift-result-heading">
        <h2 id="gift-result-heading">We could not find that payment.</h2>
        <p className={styles.lead}>If money left your account, your gift will show on this page shortly.</p>
        <div>
          <Link className="btn btn-premium" href={giftLink({ cc: choice.country, pr: '1000003', ls: choice.ls })}>
            Gift Premium
          </Link>
        </div>
      </section>
    );
  }
  const again = giftLink({ cc: choice.country, pr: String(gift.product_id), ls: choice.ls });
  const details = (
    <dl className={styles.details}>
      <dt>Plan</dt>
      <dd>{gift.product_name}</dd>
      {gift.recipient_name ? (
        <>
          <dt>For</dt>
          <dd>{gift.recipient_name}</dd>
        </>
      ) : null}
      <dt>Amount</dt>
      <dd>{formatMoney(status.amount, status.currency)}</dd>
      <dt>Payment id</dt>
      <dd>{status.vid}</dd>
    </dl>
  );

  if (status.status === 'success' && gift.code) {
    return (
      <section className={styles.card} aria-labelledby="gift-result-heading">
        <h2 id="gift-result-heading">Your gift is ready</h2>
        <p className={styles.lead} role="status">
          {status.message}
        </p>
        <p>
          Send the code or the link to {gift.recipient_name ?? 'the person you are gifting'}. They redeem it once, with Redeem promo code or
          by opening the link, and get {gift.product_name} free. Your own plan has not changed.
        </p>
        {gift.message ? <blockquote className={giftStyles.quote}>{gift.message}</blockquote> : null}
        <GiftCode code={gift.code} redeemPath={redeemPathOf(gift.code, gift.product_id)} />
        {details}
        <div className={styles.actions}>
          <Link className="btn btn-ghost" href={again}>
            Give another gift
          </Link>
        </div>
      </section>
    );
  }

  if (status.status === 'failed') {
    return (
      <section className={styles.card} aria-labelledby="gift-result-heading">
        <h2 id="gift-result-heading">Payment failed</h2>
        <p className={styles.error} role="alert">
          {status.failure_reason ?? status.message}
        </p>
        <p>No gift code was made and no money was taken.</p>
        {details}
        <div className={styles.actions}>
          <Link className="btn btn-premium" href={again}>
            Try again
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="gift-result-heading">
      <OutcomeSync vid={status.vid} state="pending" stayOnPage />
      <h2 id="gift-result-heading">Your payment is being processed.</h2>
      <p className={styles.lead} role="status">
        We will update this page as soon as {status.gateway === 'simpaisa' ? 'your operator' : 'the bank'} confirms the payment. Your gift
        code appears here then.
      </p>
      {details}
    </section>
  );
}

export function GiftView(props: GiftViewProps) {
  const { country, ls, recipientName, message } = props;
  let body;
  if (props.step === 'preparation') {
    body = (
      <>
        <p className={styles.lead}>
          Give someone the whole Chalchitra library: choose a plan, add a note, and pay once. You get a gift code to send them; it does not
          renew, and your own plan does not change.
        </p>
        {props.plans.length === 0 ? (
          <p className={styles.error} role="alert">
            No plans can be gifted in this country at the moment.
          </p>
        ) : (
          <GiftForm
            plans={props.plans}
            initialProductId={props.productId}
            country={country}
            ls={ls}
            recipientName={recipientName}
            message={message}
          />
        )}
        <GiftList gifts={props.gifts} />
      </>
    );
  } else if (props.step === 'payment') {
    const { plan, breakup, mobile } = props;
    const gift = { recipientName: recipientName || null, message: message || null };
    const pay = { productId: plan.product_id, country, voucher: null, total: breakup.total, currency: breakup.currency, rurl: null, gift };
    body = (
      <>
        <section className={styles.card} aria-labelledby="gift-summary-heading">
          <h2 id="gift-summary-heading">Your gift: {plan.product_name}</h2>
          <p className={styles.lead}>
            A one-time payment: {recipientName || 'the recipient'} gets {plan.duration_days ? `${plan.duration_days} days of ` : ''}
            {plan.product_name} free with the gift code. It does not renew, and your own plan does not change.
          </p>
          {recipientName ? (
            <p>
              For <strong>{recipientName}</strong>
            </p>
          ) : null}
          {message ? <blockquote className={giftStyles.quote}>{message}</blockquote> : null}
          <PriceBreakupView breakup={breakup} />
          <div>
            <Link className={styles.textButton} href={giftStepPath('preparation', { ...props, productId: plan.product_id })}>
              Change gift
            </Link>
          </div>
        </section>
        <CardCheckout {...pay} />
        {paysByWallet(country, mobile) ? <WalletCheckout {...pay} /> : null}
      </>
    );
  } else {
    body = <Result status={props.status} choice={props} />;
  }

  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="gift-heading">
      <LoaderDone />
      <h1 id="gift-heading">Gift Premium</h1>
      {body}
    </section>
  );
}
