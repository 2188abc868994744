import type { Metadata } from 'next';
import { AIRLINE_OFFER, OfferPage } from '@/components/payments/offer-page';
import type { SearchParams } from '@/components/payments/page-context';

export const metadata: Metadata = {
  title: 'British Airways offer',
  description: 'Chalchitra for British Airways travellers: Bollywood films, TV shows, originals and music on any device.',
};

// /baoffer – the airline offer page, no shell (spec 001 §2, spec 000 §1)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <OfferPage offer={AIRLINE_OFFER} searchParams={await searchParams} />;
}
