import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

// /music – the music landing: new albums, top tracks, music videos and genre rows

export const metadata: Metadata = pageMetadata({
  title: 'Music',
  path: '/music',
  description: 'Bollywood hits, Punjabi pop, devotional, sufi and ghazal albums, top charts and music videos. Play any song on Chalchitra.',
});

export default function MusicPage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="music" heading="Music" searchParams={searchParams} />;
}
