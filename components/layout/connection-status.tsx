'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { SNACKBAR_TIME_MS } from '@/contract/constants';
import { useUiStoreApi } from '@/stores/store-provider';

// spec 000 §4 "Other" and §8: going offline shows 'No connection' (until the connection is
// back); coming back shows 'Back online' (success, 3500 ms).

export function ConnectionStatus() {
  const ui = useUiStoreApi();
  const t = useTranslations('layout');
  useEffect(() => {
    const offline = () => ui.getState().showSnackbar({ message: t('connectionStatus.offline'), type: 'error' });
    const online = () => ui.getState().showSnackbar({ message: t('connectionStatus.online'), type: 'success', time: SNACKBAR_TIME_MS });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [ui, t]);
  return null;
}
