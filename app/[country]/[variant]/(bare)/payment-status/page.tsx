import type { Metadata } from 'next';
import { PaymentStatusPage } from '@/components/payments/payment-outcome';
import type { SearchParams } from '@/components/payments/page-context';

export const metadata: Metadata = { title: 'Payment status', robots: { index: false } };

// /payment-status?vid – where the payment gateway returns; no shell (spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentStatusPage searchParams={await searchParams} />;
}
