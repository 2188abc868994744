'use client';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { SNACKBAR_LONG_TIME_MS } from '@/contract/constants';
import { useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { loadPage } from './after-login';
import { partnerSignIn } from '@/lib/api/user';

// spec 000 §4 "Partner sign-in and autoplay": with partner_code and a token (sso_token, token or
// partner_token), a visitor who is not signed in is signed in through the partner profile call,
// then the address reloads without the token parameters. On failure: the subscription modal when
// a content or channel id is present, else 'Partner login failed!' (error, 4000 ms).

const TOKEN_PARAMS = ['sso_token', 'token', 'partner_token'] as const;

export function PartnerSignIn() {
  const query = useSearchParams();
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const started = useRef(false);
  const partnerCode = query.get('partner_code');
  const token = TOKEN_PARAMS.map((name) => query.get(name)).find(Boolean);

  useEffect(() => {
    if (!partnerCode || !token || started.current || session.getState().isLoggedIn) return;
    started.current = true;
    const search = new URLSearchParams(window.location.search);
    // the axios client loads only when a partner token is present, keeping it out of the first load
    partnerSignIn(partnerCode, token)
      .then(() => {
        for (const name of TOKEN_PARAMS) search.delete(name);
        loadPage(`${window.location.pathname}${search.size > 0 ? `?${search.toString()}` : ''}`);
      })
      .catch((error: unknown) => {
        console.error('Partner sign-in failed', error);
        if (search.get('content-id') || search.get('channel-id')) ui.getState().openModal('subscription', {});
        else ui.getState().showSnackbar({ message: 'Partner login failed!', type: 'error', time: SNACKBAR_LONG_TIME_MS });
      });
  }, [partnerCode, token, session, ui]);

  return null;
}
