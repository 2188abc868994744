import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('browse');
  return pageMetadata({ title: t('quickie.title'), path: '/quickie', description: t('quickie.description') });
}

export default function QuickiePage({ searchParams }: { searchParams: LandingSearchParams }) {
  const t = useTranslations('browse');
  return <LandingPage page="quickie" heading={t('quickie.title')} searchParams={searchParams} />;
}
