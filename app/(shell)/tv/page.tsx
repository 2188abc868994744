import type { Metadata } from 'next';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'TV shows' };

export default function TvPage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="tv" heading="TV shows" withCarousel={false} searchParams={searchParams} />;
}
