import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('browse');
  return pageMetadata({ title: t('movies.title'), path: '/movies', description: t('movies.description') });
}

export default function MoviesPage({ searchParams }: { searchParams: LandingSearchParams }) {
  const t = useTranslations('browse');
  return <LandingPage page="movies" heading={t('movies.title')} searchParams={searchParams} />;
}
