import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export const metadata: Metadata = pageMetadata({
  title: 'Quickie',
  path: '/quickie',
  description:
    'Quickie on Chalchitra: short videos, famous scenes, songs, dialogues and behind-the-scenes clips from Indian films and shows.',
});

export default function QuickiePage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="quickie" heading="Quickie" searchParams={searchParams} />;
}
