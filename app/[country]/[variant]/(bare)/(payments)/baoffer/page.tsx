import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AIRLINE_OFFER, OfferPage } from '@/components/payments/offer-page';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.airlineOffer'), description: t('meta.airlineOfferDescription') };
}

// /baoffer – the airline offer page, no shell (spec 001 §2, spec 000 §1)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <OfferPage offer={AIRLINE_OFFER} searchParams={await searchParams} />;
}
