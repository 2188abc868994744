import type { Metadata } from 'next';
import { GiftPage } from '@/components/payments/gift-page';
import type { SearchParams } from '@/components/payments/page-context';

export const metadata: Metadata = { title: 'Gift Premium', robots: { index: false } };

// /gift?cc&pr&op&ls – buy a plan for someone else (authReq; spec 001 §9 gift link)
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <GiftPage searchParams={await searchParams} />;
}
