'use client';

import { useEffect } from 'react';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { isMzaalo } from '@/stores/session-rules';
import { fetchActiveProduct } from '@/lib/api/user';

// spec 001 §4 "Sign-in state": once signed in (the server fetched the profile), the active
// product is fetched; its userstate sets the plan the shell shows. A MZaalo member's visit checks
// in for the day (spec 000 §4) and claims the referral it joined with.

export function SessionBootstrap() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const member = useSessionStore((state) => (isMzaalo(state.activeUserPlan) ? (state.userData?.uuid ?? null) : null));
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  useEffect(() => {
    if (!isLoggedIn || session.getState().activeProductData) return;
    // the axios client loads only for a signed-in visitor, keeping it out of the first load
    fetchActiveProduct()
      .then((product) => session.getState().setActiveProduct(product))
      .catch((error: unknown) => console.error('Active product did not load', error));
  }, [isLoggedIn, session]);
  useEffect(() => {
    if (!member) return;
    void import('@/components/rewards/member-visit').then(({ onMemberVisit }) => onMemberVisit(ui, member));
  }, [member, ui]);
  return null;
}
