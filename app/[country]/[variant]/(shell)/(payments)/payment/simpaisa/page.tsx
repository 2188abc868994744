import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentPage } from '@/components/payments/payment-pages';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.payBySim'), robots: { index: false } };
}

// /payment/simpaisa?pr&vou – pay by a Pakistan mobile wallet (authReq; spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentPage kind="wallet" searchParams={await searchParams} />;
}
