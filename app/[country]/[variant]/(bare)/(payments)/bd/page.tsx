import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentPage } from '@/components/payments/payment-pages';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.payment'), robots: { index: false } };
}

// /bd?pr&vou – the payment page without the shell (spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentPage kind="choose" searchParams={await searchParams} />;
}
