'use client';

import { useEffect } from 'react';
import type { ActiveProduct } from '@/stores/session-rules';
import { useSessionStore, useSessionStoreApi } from '@/stores/store-provider';

// spec 001 §4 "Sign-in state": once signed in (the server fetched the profile), the active
// product is fetched; its userstate sets the plan the shell shows.

export function SessionBootstrap() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const session = useSessionStoreApi();
  useEffect(() => {
    if (!isLoggedIn || session.getState().activeProductData) return;
    // GET /api/v2/secured/user/activeproduct
    // the axios client loads only for a signed-in visitor, keeping it out of the first load
    import('@/lib/api/client')
      .then(({ api }) => api.get<{ data: ActiveProduct }>('/api/v2/secured/user/activeproduct', { withoutCountry: true }))
      .then((response) => session.getState().setActiveProduct(response.data.data))
      .catch((error: unknown) => console.error('Active product did not load', error));
  }, [isLoggedIn, session]);
  return null;
}
