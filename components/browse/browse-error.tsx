'use client';

import { useEffect } from 'react';
import styles from './browse-error.module.css';

/** What a browse page shows when the catalogue could not be read: a short note and a retry. */
export function BrowseError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('Page failed to load', error.digest ?? error.message);
  }, [error]);
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.heading}>Something went wrong</h1>
      <p className={styles.intro}>We could not load this page just now. Check your connection and try again.</p>
      <button type="button" className={styles.chip} onClick={() => reset()}>
        Try again
      </button>
    </div>
  );
}
