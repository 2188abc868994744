import { getTranslations } from 'next-intl/server';
import { paysByWallet } from '@/contract/plans';
import { loadCheckout } from './checkout-data';
import { PaymentSummary } from './payment-summary';
import { PaymentMethods } from './payment-methods';
import { CardCheckout } from './card-checkout';
import { WalletCheckout } from './wallet-checkout';
import { LoaderDone } from './loader-done';
import type { SearchParams } from './page-context';
import Link from 'next/link';
import styles from './payments.module.css';

// The payment pages of spec 001 §2: /payment (Payment) and /bd choose how to pay; /payment/pmt
// (Pay by Card) and /vin-payment, the card vendor page, pay by card; /payment/simpaisa (Pay by Sim)
// pays by a Pakistan mobile wallet.

export type PaymentPageKind = 'choose' | 'card' | 'wallet';

const HEADINGS: Record<PaymentPageKind, string> = {
  choose: 'paymentPage.headingChoose',
  card: 'paymentPage.headingCard',
  wallet: 'paymentPage.headingWallet',
};

export async function PaymentPage({ kind, searchParams }: { kind: PaymentPageKind; searchParams: SearchParams }) {
  const [checkout, t] = await Promise.all([loadCheckout(searchParams), getTranslations('payments')]);
  const { plan, breakup, vou, country, rurl, query } = checkout;
  const pay = { productId: plan.product_id, country, voucher: vou, total: breakup.total, currency: breakup.currency, rurl };

  let body;
  if (kind === 'choose' || breakup.is_free) {
    body = <PaymentMethods checkout={checkout} />;
  } else if (kind === 'card') {
    body = <CardCheckout {...pay} />;
  } else if (paysByWallet(country, checkout.mobile)) {
    body = <WalletCheckout {...pay} />;
  } else {
    body = (
      <section className={styles.card}>
        <p className={styles.lead}>{t('paymentPage.simOnly')}</p>
        <div>
          <Link className="btn btn-premium" href={`/payment/pmt${query ? `?${query}` : ''}`}>
            {t('paymentPage.payByCard')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="payment-heading">
      <LoaderDone />
      <h1 id="payment-heading">{t(HEADINGS[kind])}</h1>
      <PaymentSummary checkout={checkout} />
      {body}
    </section>
  );
}
