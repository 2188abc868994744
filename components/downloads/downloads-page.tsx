'use client';

import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazy-component';
import styles from './downloads.module.css';

// The Downloads page (issue 19), at /downloads and, offline, inside the app shell: its list and
// the download code load only here.

const LazyDownloadsView = lazyComponent(() => import('./downloads-view').then((module) => module.DownloadsView));

export function DownloadsPage() {
  const t = useTranslations('downloads');
  return (
    <section className={styles.page} aria-labelledby="downloads-heading">
      <h1 id="downloads-heading">{t('page.heading')}</h1>
      <LazyDownloadsView />
    </section>
  );
}
