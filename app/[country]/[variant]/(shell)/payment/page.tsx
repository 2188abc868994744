import type { Metadata } from 'next';
import { PaymentPage } from '@/components/payments/payment-pages';
import type { SearchParams } from '@/components/payments/page-context';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

// /payment?pr&vou – the plan's price and how to pay (authReq; spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentPage kind="choose" searchParams={await searchParams} />;
}
