import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DownloadsPage } from '@/components/downloads/downloads-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('downloads');
  return { title: t('page.heading'), robots: { index: false } };
}

// /downloads (issue 19): the titles kept in this browser. Offline, the service worker opens the
// app shell at this address, which draws the same page.
export default function Downloads() {
  return <DownloadsPage />;
}
