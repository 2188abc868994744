import type { Metadata } from 'next';
import { PurchasePage } from '@/components/payments/purchase-page';
import type { SearchParams } from '@/components/payments/page-context';

export const metadata: Metadata = { title: 'Choose your plan', robots: { index: false } };

// /purchase?rurl&src&pr&vou&ent&screen and the marketing parameters – choose a plan (spec 000 §2, spec 001 §2)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PurchasePage searchParams={await searchParams} />;
}
