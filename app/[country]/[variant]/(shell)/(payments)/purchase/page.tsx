import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PurchasePage } from '@/components/payments/purchase-page';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.purchase'), robots: { index: false } };
}

// /purchase?rurl&src&pr&vou&ent&screen and the marketing parameters – choose a plan (spec 000 §2, spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PurchasePage searchParams={await searchParams} />;
}
