import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = pageMetadata({
  title: 'Chalchitra Originals',
  path: '/originals',
  description: 'Chalchitra Originals: series and films made for Chalchitra, in every genre from thrillers to romance, streaming only here.',
});

export default function OriginalsPage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="originals" heading="Chalchitra Originals" searchParams={searchParams} />;
}
