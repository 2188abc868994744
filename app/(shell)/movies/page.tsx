import type { Metadata } from 'next';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'Movies' };

export default function MoviesPage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="movies" heading="Movies" withCarousel={false} searchParams={searchParams} />;
}
