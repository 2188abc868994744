'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/stores/store-provider';
import styles from './loader.module.css';

// The spinner (spec 000 §2 "Other pieces") and the full-page loader driven by the UI store's
// loader flag (spec 000 §2 "Route guards": shown between the set-password, purchase and payment steps).

/** label: what is loading, for screen readers; 'Loading' in the page's language unless given. */
export function Spinner({ label, size = 40 }: { label?: string; size?: number }) {
  const t = useTranslations('common');
  return (
    <span className={styles.spinner} role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

export function Loader() {
  const loader = useUiStore((state) => state.loader);
  if (!loader) return null;
  return (
    <div className={styles.overlay} aria-busy="true">
      <Spinner size={56} />
    </div>
  );
}
