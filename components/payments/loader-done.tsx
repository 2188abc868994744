'use client';

import { useEffect } from 'react';
import { useUiStoreApi } from '@/stores/store-provider';

/** Hides the loader that the previous step showed (spec 000 §2), once this page is on screen. */
export function LoaderDone() {
  const ui = useUiStoreApi();
  useEffect(() => {
    ui.getState().setLoader(false);
  }, [ui]);
  return null;
}
