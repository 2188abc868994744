import type { Metadata } from 'next';
import { PaymentPage } from '@/components/payments/payment-pages';
import type { SearchParams } from '@/components/payments/page-context';

export const metadata: Metadata = { title: 'Pay by Card', robots: { index: false } };

// /payment/pmt?pr&vou – pay by card, UPI or net banking (authReq; spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentPage kind="card" searchParams={await searchParams} />;
}
