'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import styles from './downloads.module.css';

// The Downloads page (issue 19), at /downloads and, offline, inside the app shell: its list and
// the download code load only here.

const LazyDownloadsView = lazyComponent(() => import('./downloads-view').then((module) => module.DownloadsView));

export function DownloadsPage() {
  return (
    <section className={styles.page} aria-labelledby="downloads-heading">
      <h1 id="downloads-heading">Downloads</h1>
      <LazyDownloadsView />
    </section>
  );
}
