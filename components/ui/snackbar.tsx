'use client';

import { useEffect } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { useUiStore, useUiStoreApi } from '@/stores/store-provider';
import { autoHideAfter, decodeSnackbarParam, isSnackbarClosable } from '@/stores/snackbar-rules';
import { withQueryParam } from '@/components/ui/query';
import styles from './snackbar.module.css';

// spec 001 §4: the snackbar auto-hides after its time value, otherwise it stays closable.

export function Snackbar() {
  const snackbar = useUiStore((state) => state.snackbar);
  const hideSnackbar = useUiStore((state) => state.hideSnackbar);
  const t = useTranslations('common');

  useEffect(() => {
    if (!snackbar) return;
    const after = autoHideAfter(snackbar);
    if (after === null) return;
    const timer = window.setTimeout(() => hideSnackbar(snackbar.id), after);
    return () => window.clearTimeout(timer);
  }, [snackbar, hideSnackbar]);

  return (
    <div className={styles.region} role="region" aria-label={t('snackbar.region')}>
      {snackbar && (
        <div
          key={snackbar.id}
          className={`${styles.snackbar} ${styles[snackbar.type] ?? ''}`}
          role={snackbar.type === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.message}>{snackbar.message}</span>
          {snackbar.action && snackbar.actionText && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                snackbar.action?.();
                hideSnackbar(snackbar.id);
              }}
            >
              {snackbar.actionText}
            </button>
          )}
          {isSnackbarClosable(snackbar) && (
            <button type="button" className={styles.close} onClick={() => hideSnackbar(snackbar.id)} aria-label={t('snackbar.dismiss')}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** spec 000 §2: the sb query parameter (a base64 payload) is shown, then removed. */
export function SnackbarFromQuery() {
  const ui = useUiStoreApi();
  const router = useRouter();
  const pathname = useVisiblePathname();
  const searchParams = useSearchParams();
  const sb = searchParams.get('sb');

  useEffect(() => {
    if (!sb) return;
    const payload = decodeSnackbarParam(sb);
    if (payload) ui.getState().showSnackbar(payload);
    router.replace(withQueryParam(pathname, window.location.search, 'sb', null), { scroll: false });
  }, [sb, ui, router, pathname]);

  return null;
}
