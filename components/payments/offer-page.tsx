import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { purchaseLink } from '@/lib/links';
import { AIRLINE_UTM_SOURCE } from '@/lib/payment-rules';
import { PremiumFeatures } from './premium-features';
import { queryString, type SearchParams } from './page-context';
import styles from './payments.module.css';

// The offer pages without the shell: the airline offer (/baoffer, spec 000 §1) and the partner
// pages (/myt, /mtnaf, spec 001 §2). Each leads to the plans with its own marketing parameter,
// which the purchase and payment pages carry along, and to the catalogue.

export interface Offer {
  /** The purchase page's screen name for analytics. */
  screen: string;
  /** The keys of its heading and lead in the payments messages. */
  heading: string;
  lead: string;
  /** The marketing parameter that names where the visitor came from. */
  tag: { name: 'utm_source' | 'partner_code'; value: string };
}

export const AIRLINE_OFFER: Offer = {
  screen: 'airline-offer',
  heading: 'offers.airlineHeading',
  lead: 'offers.airlineLead',
  tag: { name: 'utm_source', value: AIRLINE_UTM_SOURCE },
};

/** The partner pages, by address: a telecom partner's customers arrive here from its app or SMS. */
export const PARTNER_OFFERS = {
  myt: {
    screen: 'partner-myt',
    heading: 'offers.mytHeading',
    lead: 'offers.mytLead',
    tag: { name: 'partner_code', value: 'MYT' },
  },
  mtnaf: {
    screen: 'partner-mtnaf',
    heading: 'offers.mtnafHeading',
    lead: 'offers.mtnafLead',
    tag: { name: 'partner_code', value: 'MTNAF' },
  },
} as const satisfies Record<string, Offer>;

/** The plans link: the visitor's own marketing parameters, with the offer's tag. */
export function offerLink(offer: Offer, searchParams: SearchParams): string {
  const carry = new URLSearchParams(queryString(searchParams));
  carry.set(offer.tag.name, offer.tag.value);
  return purchaseLink({ screen: offer.screen, carry });
}

export function OfferPage({ offer, searchParams }: { offer: Offer; searchParams: SearchParams }) {
  const t = useTranslations('payments');
  return (
    <main id="main" className={styles.page} aria-labelledby="offer-heading">
      <div className={styles.section}>
        <h1 id="offer-heading">{t(offer.heading)}</h1>
        <p className={styles.lead}>{t(offer.lead)}</p>
        <div className={styles.actions}>
          <Link className="btn btn-premium" href={offerLink(offer, searchParams)}>
            {t('offers.seePlans')}
          </Link>
          <Link className="btn btn-ghost" href={`/?${offer.tag.name}=${encodeURIComponent(offer.tag.value)}`}>
            {t('offers.browse')}
          </Link>
        </div>
      </div>
      <PremiumFeatures />
    </main>
  );
}
