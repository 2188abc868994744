'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';

/** Try again now, and load the page by itself once the connection is back. */
export function RetryConnection() {
  const t = useTranslations('common');
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      {t('tryAgain')}
    </button>
  );
}
