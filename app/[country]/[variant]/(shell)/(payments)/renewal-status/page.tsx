import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentOutcomePage } from '@/components/payments/payment-outcome';
import type { SearchParams } from '@/components/payments/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('meta.renewalStatus'), robots: { index: false } };
}

// /renewal-status?vid – where a renewal link returns (spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentOutcomePage kind="renewal" searchParams={await searchParams} />;
}
