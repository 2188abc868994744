import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';
import { HeroCarousel } from '@/components/catalogue/hero-carousel';
import { OpenInAppBanner } from '@/components/layout/open-in-app-banner';

// spec 000 §1: the home page's title and description are the site's, which claim over 11,000 HD titles.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    ...(await pageMetadata({ title: t('siteTitle'), path: '/', description: t('siteDescription') })),
    title: { absolute: t('siteTitle') },
  };
}

export default function HomePage({ searchParams }: { searchParams: LandingSearchParams }) {
  const t = useTranslations('meta');
  return (
    <>
      <OpenInAppBanner />
      <LandingPage page="home" heading={t('home.heading')} Hero={HeroCarousel} searchParams={searchParams} />
    </>
  );
}
