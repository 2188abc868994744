'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { withQueryParam } from '@/components/ui/query';
import { SNACKBAR_TIME_MS } from '@/contract/constants';
import { isMzaalo, isPremium } from '@/stores/session-rules';
import { useSessionStore, useUiStoreApi } from '@/stores/store-provider';

// spec 000 §2 createAVOD and §4 "Free plan (MZaalo)": the parameter starts the free-plan flow
// (after a sign-in made for it, or from a link), then is removed.
//   signed out: the login dialog opens (for AVOD);
//   already MZaalo: 'You are already subscribed to Mzaalo.' and the page goes on;
//   premium: the page goes on;
//   on /purchase: it subscribes directly;
//   otherwise: the Yes/No confirmation.

export function FreePlanFromQuery() {
  const t = useTranslations('payments');
  const query = useSearchParams();
  const pathname = useVisiblePathname();
  const router = useRouter();
  const ui = useUiStoreApi();
  const signedIn = useSessionStore((state) => state.isLoggedIn);
  // a member's page learns its session after it loads (app/[country]/[variant]/layout.tsx)
  const known = useSessionStore((state) => state.fetchedUserProfile);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const started = useRef(false);
  const asked = query.has('createAVOD');

  useEffect(() => {
    if (!asked || !known || started.current) return;
    started.current = true;
    const state = ui.getState();
    if (!signedIn) {
      state.openModal('login', { for: 'AVOD' }, { withQuery: false });
      return;
    }
    const search = query.toString();
    const without = withQueryParam(pathname, search, 'createAVOD', null);
    if (isMzaalo(plan)) {
      state.showSnackbar({ message: t('freePlan.alreadySubscribed'), type: 'success', time: SNACKBAR_TIME_MS });
      router.replace(without, { scroll: false });
    } else if (isPremium(plan)) {
      router.replace(without, { scroll: false });
    } else if (pathname === '/purchase') {
      // the API client loads only now, not with every page
      void import('./free-plan').then(({ subscribeToFreePlan }) => subscribeToFreePlan(ui, t));
    } else {
      router.replace(without, { scroll: false });
      state.openModal('subscription', { popupType: 'avod' }, { withQuery: false });
    }
  }, [asked, known, signedIn, plan, pathname, query, router, ui, t]);

  return null;
}
