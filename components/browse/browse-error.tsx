'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import styles from './browse-error.module.css';

/** What a browse page shows when the catalogue could not be read: a short note and a retry. */
export function BrowseError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('browse');
  useEffect(() => {
    console.error('Page failed to load', error.digest ?? error.message);
  }, [error]);
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.heading}>{t('error.heading')}</h1>
      <p className={styles.intro}>{t('error.intro')}</p>
      <button type="button" className={styles.chip} onClick={() => reset()}>
        {t('error.retry')}
      </button>
    </div>
  );
}
