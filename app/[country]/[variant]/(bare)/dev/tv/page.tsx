import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDevOutbox } from '@/lib/api/account';
import { TvSimulator } from '@/components/devices/tv-simulator';

export const metadata: Metadata = { title: 'TV simulator', robots: { index: false } };

// /dev/tv – a TV client to try activation end to end (issue 15). Like /dev/outbox it exists only
// where the origin runs outside production (it serves the development outbox there).
export default async function TvSimulatorPage() {
  if (!(await getDevOutbox())) notFound();
  return <TvSimulator />;
}
