'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { SNACKBAR_LONG_TIME_MS } from '@/contract/constants';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { loadPage } from './after-login';
import { partnerSignIn } from '@/lib/api/user';
import { callSamsung } from '@/lib/native-bridge';
import { isSamsungApp, SAMSUNG_PARTNER_CODE } from '@/lib/webview';

// spec 000 §4 "Partner sign-in and autoplay": with partner_code and a token (sso_token, token or
// partner_token), a visitor who is not signed in is signed in through the partner profile call,
// then the address reloads without the token parameters. On failure: the subscription modal when
// a content or channel id is present, else 'Partner login failed!' (error, 4000 ms).

const TOKEN_PARAMS = ['sso_token', 'token', 'partner_token'] as const;

export function PartnerSignIn() {
  const t = useTranslations('auth');
  const query = useSearchParams();
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const started = useRef(false);
  // a member's page learns its session after it loads (app/[country]/[variant]/layout.tsx)
  const known = useSessionStore((state) => state.fetchedUserProfile);
  const partnerCode = query.get('partner_code');
  const token = TOKEN_PARAMS.map((name) => query.get(name)).find(Boolean);

  useEffect(() => {
    if (!known || started.current || session.getState().isLoggedIn) return;
    // spec 001 §7: in the Samsung app without a token in the address, the app's bridge gives one
    const samsung = !token && isSamsungApp();
    if (!samsung && (!partnerCode || !token)) return;
    started.current = true;
    const search = new URLSearchParams(window.location.search);
    const signIn = async () => {
      if (!samsung) return partnerSignIn(partnerCode!, token!);
      const appToken = await callSamsung('getAccessToken');
      // no bridge (logged as not found) or no Samsung account in the app: the visitor stays signed out
      if (!appToken) throw new Error('no Samsung app token');
      return partnerSignIn(SAMSUNG_PARTNER_CODE, appToken);
    };
    // the axios client loads only when a partner token is present, keeping it out of the first load
    signIn()
      .then(() => {
        for (const name of TOKEN_PARAMS) search.delete(name);
        loadPage(`${window.location.pathname}${search.size > 0 ? `?${search.toString()}` : ''}`);
      })
      .catch((error: unknown) => {
        console.error('Partner sign-in failed', error);
        if (samsung) return;
        if (search.get('content-id') || search.get('channel-id')) ui.getState().openModal('subscription', {});
        else ui.getState().showSnackbar({ message: t('partnerSignIn.failed'), type: 'error', time: SNACKBAR_LONG_TIME_MS });
      });
  }, [known, partnerCode, token, session, ui, t]);

  return null;
}
