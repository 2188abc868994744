import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentPage } from '@/components/payments/payment-pages';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.payment'), robots: { index: false } };
}

// /payment?pr&vou – the plan's price and how to pay (authReq; spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentPage kind="choose" searchParams={await searchParams} />;
}
