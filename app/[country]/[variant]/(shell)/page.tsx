import type { Metadata } from 'next';
import { pageMetadata, SITE_DESCRIPTION, SITE_TITLE } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';
import { HeroCarousel } from '@/components/catalogue/hero-carousel';
import { OpenInAppBanner } from '@/components/layout/open-in-app-banner';

export const metadata: Metadata = {
  ...pageMetadata({ title: SITE_TITLE, path: '/', description: SITE_DESCRIPTION }),
  title: { absolute: SITE_TITLE },
};

export default function HomePage({ searchParams }: { searchParams: LandingSearchParams }) {
  return (
    <>
      <OpenInAppBanner />
      <LandingPage
        page="home"
        heading="Chalchitra: Indian movies, TV shows, originals, music and live TV"
        Hero={HeroCarousel}
        searchParams={searchParams}
      />
    </>
  );
}
