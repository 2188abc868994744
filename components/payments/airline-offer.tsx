import Link from 'next/link';
import { purchaseLink } from '@/lib/links';
import { AIRLINE_UTM_SOURCE } from '@/lib/payment-rules';
import { PremiumFeatures } from './premium-features';
import { queryString, type SearchParams } from './page-context';
import styles from './payments.module.css';

// /baoffer (no shell): the airline offer flow of spec 000 §1. Its way on is the purchase link
// with utm_source british_airways, which the purchase and payment pages carry along.

export function airlineOfferLink(searchParams: SearchParams): string {
  const carry = new URLSearchParams(queryString(searchParams));
  carry.set('utm_source', AIRLINE_UTM_SOURCE);
  return purchaseLink({ screen: 'airline-offer', carry });
}

export function AirlineOffer({ searchParams }: { searchParams: SearchParams }) {
  return (
    <main id="main" className={styles.page} aria-labelledby="airline-offer-heading">
      <div className={styles.section}>
        <h1 id="airline-offer-heading">Chalchitra for British Airways travellers</h1>
        <p className={styles.lead}>
          Bollywood on the go: over 11,000 HD titles, films, TV shows, originals and music. Watch on any device, download for the flight,
          and cancel at any time.
        </p>
        <div className={styles.actions}>
          <Link className="btn btn-premium" href={airlineOfferLink(searchParams)}>
            See the plans
          </Link>
          <Link className="btn btn-ghost" href="/">
            Browse Chalchitra
          </Link>
        </div>
      </div>
      <PremiumFeatures />
    </main>
  );
}
