import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

// /music – the music landing: new albums, top tracks, music videos and genre rows

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('music');
  return pageMetadata({ title: t('landing.title'), path: '/music', description: t('landing.description') });
}

export default async function MusicPage({ searchParams }: { searchParams: LandingSearchParams }) {
  const t = await getTranslations('music');
  return <LandingPage page="music" heading={t('landing.title')} searchParams={searchParams} />;
}
