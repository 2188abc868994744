import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = pageMetadata({
  title: 'Movies',
  path: '/movies',
  description:
    'Bollywood and Indian movies in Hindi, Tamil, Telugu, Punjabi, Bengali and more: new releases, classics and blockbusters to stream on Chalchitra.',
});

export default function MoviesPage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="movies" heading="Movies" searchParams={searchParams} />;
}
