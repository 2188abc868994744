import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GiftPage } from '@/components/payments/gift-page';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.gift'), robots: { index: false } };
}

// /gift?cc&pr&op&ls – buy a plan for someone else (authReq; spec 001 §9 gift link)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <GiftPage searchParams={await searchParams} />;
}
