import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { purchaseLink } from '@/lib/links';
import { formatMoney, formatPaymentDate, giftLink } from '@/lib/payment-rules';
import { paysByWallet } from '@/contract/plans';
import type { GiftSummary, Plan, PriceBreakup, TransactionStatus } from '@/lib/api/payment-types';
import { CardCheckout } from './card-checkout';
import { WalletCheckout } from './wallet-checkout';
import { PriceBreakupView } from './price-breakup-view';
import { GiftForm } from './gift-form';
import { GiftCode } from './gift-code';
import { LoaderDone } from './loader-done';
import { OutcomeSync } from './outcome-sync';
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
  const t = useTranslations('payments');
  const format = useFormatter();
  if (gifts.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="gift-list-heading">
      <h2 id="gift-list-heading">{t('giftList.heading')}</h2>
      <ul className={giftStyles.list}>
        {gifts.map((gift) => (
          <li key={gift.code} data-testid="gift-entry">
            {gift.recipient_name ? (
              t.rich('giftList.planFor', {
                plan: gift.product_name,
                name: gift.recipient_name,
                strong: (chunks) => <strong>{chunks}</strong>,
              })
            ) : (
              <strong>{gift.product_name}</strong>
            )}
            {' · '}
            <span>{gift.code}</span>
            {' · '}
            <span>
              {gift.redeemed
                ? gift.redeemed_at
                  ? t('giftList.redeemedOn', { date: formatPaymentDate(format, gift.redeemed_at) })
                  : t('giftList.redeemed')
                : t('giftList.notRedeemed')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Result({ status, choice }: { status: TransactionStatus | null; choice: GiftChoice }) {
  const t = useTranslations('payments');
  const format = useFormatter();
  const gift = status?.gift ?? null;
  if (!status || !gift) {
    return (
      <section className={styles.card} aria-labelledby="gift-result-heading">
        <h2 id="gift-result-heading">{t('giftResult.notFoundHeading')}</h2>
        <p className={styles.lead}>{t('giftResult.notFoundLead')}</p>
        <div>
          <Link className="btn btn-premium" href={giftLink({ cc: choice.country, pr: '1000003', ls: choice.ls })}>
            {t('gift.giftPremium')}
          </Link>
        </div>
      </section>
    );
  }
  const again = giftLink({ cc: choice.country, pr: String(gift.product_id), ls: choice.ls });
  const details = (
    <dl className={styles.details}>
      <dt>{t('giftResult.plan')}</dt>
      <dd>{gift.product_name}</dd>
      {gift.recipient_name ? (
        <>
          <dt>{t('giftResult.for')}</dt>
          <dd>{gift.recipient_name}</dd>
        </>
      ) : null}
      <dt>{t('giftResult.amount')}</dt>
      <dd>{formatMoney(format, status.amount, status.currency)}</dd>
      <dt>{t('giftResult.paymentId')}</dt>
      <dd>{status.vid}</dd>
    </dl>
  );

  if (status.status === 'success' && gift.code) {
    return (
      <section className={styles.card} aria-labelledby="gift-result-heading">
        <h2 id="gift-result-heading">{t('giftResult.readyHeading')}</h2>
        <p className={styles.lead} role="status">
          {status.message}
        </p>
        <p>
          {gift.recipient_name
            ? t('giftResult.sendTo', { name: gift.recipient_name, plan: gift.product_name })
            : t('giftResult.send', { plan: gift.product_name })}
        </p>
        {gift.message ? <blockquote className={giftStyles.quote}>{gift.message}</blockquote> : null}
        <GiftCode code={gift.code} redeemPath={redeemPathOf(gift.code, gift.product_id)} />
        {details}
        <div className={styles.actions}>
          <Link className="btn btn-ghost" href={again}>
            {t('giftResult.again')}
          </Link>
        </div>
      </section>
    );
  }

  if (status.status === 'failed') {
    return (
      <section className={styles.card} aria-labelledby="gift-result-heading">
        <h2 id="gift-result-heading">{t('giftResult.failedHeading')}</h2>
        <p className={styles.error} role="alert">
          {status.failure_reason ?? status.message}
        </p>
        <p>{t('giftResult.failedLead')}</p>
        {details}
        <div className={styles.actions}>
          <Link className="btn btn-premium" href={again}>
            {t('giftResult.tryAgain')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="gift-result-heading">
      <OutcomeSync vid={status.vid} state="pending" stayOnPage />
      <h2 id="gift-result-heading">{t('giftResult.pendingHeading')}</h2>
      <p className={styles.lead} role="status">
        {t('giftResult.pendingLead', { confirmer: status.gateway === 'simpaisa' ? 'operator' : 'bank' })}
      </p>
      {details}
    </section>
  );
}

export function GiftView(props: GiftViewProps) {
  const t = useTranslations('payments');
  const { country, ls, recipientName, message } = props;
  let body;
  if (props.step === 'preparation') {
    body = (
      <>
        <p className={styles.lead}>{t('gift.lead')}</p>
        {props.plans.length === 0 ? (
          <p className={styles.error} role="alert">
            {t('gift.noPlans')}
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
          <h2 id="gift-summary-heading">{t('giftSummary.heading', { plan: plan.product_name })}</h2>
          <p className={styles.lead}>
            {recipientName
              ? t('giftSummary.leadFor', { name: recipientName, days: plan.duration_days ?? 0, plan: plan.product_name })
              : t('giftSummary.lead', { days: plan.duration_days ?? 0, plan: plan.product_name })}
          </p>
          {recipientName ? (
            <p>{t.rich('giftSummary.for', { name: recipientName, strong: (chunks) => <strong>{chunks}</strong> })}</p>
          ) : null}
          {message ? <blockquote className={giftStyles.quote}>{message}</blockquote> : null}
          <PriceBreakupView breakup={breakup} />
          <div>
            <Link className={styles.textButton} href={giftStepPath('preparation', { ...props, productId: plan.product_id })}>
              {t('giftSummary.change')}
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
      <h1 id="gift-heading">{t('gift.giftPremium')}</h1>
      {body}
    </section>
  );
}
