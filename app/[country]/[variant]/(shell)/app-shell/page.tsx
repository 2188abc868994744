import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { RetryConnection } from '@/components/ui/retry-connection';
import { OfflineShell } from '@/components/downloads/offline-shell';
import styles from '@/components/layout/not-found-view.module.css';

export const metadata: Metadata = { title: 'Chalchitra', robots: { index: false } };

// /app-shell (spec 001 route table): the shell with no page in it. The service worker precaches
// it and opens it for a page that cannot load offline (issue 16); at /downloads it draws the
// downloads page, which plays what this browser keeps (issue 19).
export default function AppShellPage() {
  const t = useTranslations('layout');
  return (
    <OfflineShell>
      <section className={styles.notFound} aria-labelledby="app-shell-heading">
        <h1 id="app-shell-heading" className={styles.heading}>
          {t('appShell.heading')}
        </h1>
        <p className={styles.text}>{t('appShell.text')}</p>
        <RetryConnection />
      </section>
    </OfflineShell>
  );
}
