import type { Metadata } from 'next';
import { OfferPage, PARTNER_OFFERS } from '@/components/payments/offer-page';
import type { SearchParams } from '@/components/payments/page-context';

const offer = PARTNER_OFFERS.mtnaf;

export const metadata: Metadata = { title: offer.heading, description: offer.lead };

// /mtnaf – a partner page, no shell (spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <OfferPage offer={offer} searchParams={await searchParams} />;
}
