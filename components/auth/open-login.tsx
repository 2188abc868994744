'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useUiStoreApi } from '@/stores/store-provider';

/** /login (and pages that need a sign-in) open the login dialog on arrival. */
export function OpenLogin() {
  const ui = useUiStoreApi();
  useEffect(() => {
    if (!ui.getState().modals.login) ui.getState().openModal('login', {}, { withQuery: false });
  }, [ui]);
  return null;
}

/** A button that opens the login dialog again after it was closed. */
export function OpenLoginButton({ label }: { label?: string }) {
  const t = useTranslations('auth');
  const ui = useUiStoreApi();
  return (
    <button type="button" className="btn btn-primary" onClick={() => ui.getState().openModal('login', {}, { withQuery: false })}>
      {label ?? t('openLogin.signIn')}
    </button>
  );
}
