import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = pageMetadata({
  title: 'TV shows',
  path: '/tv',
  description:
    'Indian TV shows to stream episode by episode, fashion and music channels, and live TV with what is on now and next, on Chalchitra.',
});

export default function TvPage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="tv" heading="TV shows" searchParams={searchParams} />;
}
