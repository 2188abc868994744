'use client';

import { useEffect } from 'react';
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
export function OpenLoginButton({ label = 'Sign in' }: { label?: string }) {
  const ui = useUiStoreApi();
  return (
    <button type="button" className="btn btn-primary" onClick={() => ui.getState().openModal('login', {}, { withQuery: false })}>
      {label}
    </button>
  );
}
