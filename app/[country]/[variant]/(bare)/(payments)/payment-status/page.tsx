import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentStatusPage } from '@/components/payments/payment-outcome';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.paymentStatus'), robots: { index: false } };
}

// /payment-status?vid – where the payment gateway returns; no shell (spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentStatusPage searchParams={await searchParams} />;
}
