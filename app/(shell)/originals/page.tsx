import type { Metadata } from 'next';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'Chalchitra Originals' };

export default function OriginalsPage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="originals" heading="Chalchitra Originals" withCarousel={false} searchParams={searchParams} />;
}
