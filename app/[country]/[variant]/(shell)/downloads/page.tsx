import type { Metadata } from 'next';
import { DownloadsPage } from '@/components/downloads/downloads-page';

export const metadata: Metadata = { title: 'Downloads', robots: { index: false } };

// /downloads (issue 19): the titles kept in this browser. Offline, the service worker opens the
// app shell at this address, which draws the same page.
export default function Downloads() {
  return <DownloadsPage />;
}
