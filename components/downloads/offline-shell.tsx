'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { readSummary } from '@/lib/downloads/summary';
import { DownloadsPage } from './downloads-page';
import styles from './downloads.module.css';

// The app shell offline (issue 19): at /downloads it is the downloads page, which needs nothing
// from the network; elsewhere it waits for a connection and offers the downloads kept here.

const subscribeToNothing = () => () => {};
/** The address the service worker answered with the shell, read before the router may change it. */
const openedAt = typeof window === 'undefined' ? '' : window.location.pathname;
/** 'downloads' at /downloads; 'held' elsewhere when this browser keeps downloads; '' otherwise or on the server. */
const whereWeAre = () => (openedAt === '/downloads' ? 'downloads' : readSummary().length > 0 ? 'held' : '');

export function OfflineShell({ children }: { children: ReactNode }) {
  const t = useTranslations('downloads');
  const at = useSyncExternalStore(subscribeToNothing, whereWeAre, () => '');
  if (at === 'downloads') return <DownloadsPage />;
  return (
    <>
      {children}
      {at === 'held' ? (
        // a whole-page load: offline, the service worker answers it with this shell again
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole-page load on purpose
        <a href="/downloads" className={styles.button}>
          {t('offlineShell.watch')}
        </a>
      ) : null}
    </>
  );
}
