import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfferPage, PARTNER_OFFERS } from '@/components/payments/offer-page';
import type { SearchParams } from '@/components/payments/page-context';

const offer = PARTNER_OFFERS.myt;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t(offer.heading), description: t(offer.lead) };
}

// /myt – a partner page, no shell (spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <OfferPage offer={offer} searchParams={await searchParams} />;
}
