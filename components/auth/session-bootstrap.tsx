'use client';

import { useEffect } from 'react';
import { useSessionStore, useSessionStoreApi } from '@/stores/store-provider';
import { fetchActiveProduct } from '@/lib/api/user';

// spec 001 §4 "Sign-in state": once signed in (the server fetched the profile), the active
// product is fetched; its userstate sets the plan the shell shows.

export function SessionBootstrap() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const session = useSessionStoreApi();
  useEffect(() => {
    if (!isLoggedIn || session.getState().activeProductData) return;
    // the axios client loads only for a signed-in visitor, keeping it out of the first load
    fetchActiveProduct()
      .then((product) => session.getState().setActiveProduct(product))
      .catch((error: unknown) => console.error('Active product did not load', error));
  }, [isLoggedIn, session]);
  return null;
}
