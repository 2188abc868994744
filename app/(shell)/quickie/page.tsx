import type { Metadata } from 'next';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'Quickie' };

export default function QuickiePage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="quickie" heading="Quickie" withCarousel={false} searchParams={searchParams} />;
}
