'use client';

import { api } from '@/lib/api/client';
import { SNACKBAR_LONG_TIME_MS } from '@/lib/constants';
import { encodeSnackbarParam } from '@/stores/snackbar-rules';
import type { UiStore } from '@/stores/ui-store';

// spec 000 §4 "Free plan (MZaalo)" and §8: subscribe, then reload so that every part of the page
// sees the new plan, with the outcome in the sb parameter.

function reloadWith(message: string): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('createAVOD');
  url.searchParams.set('sb', encodeSnackbarParam({ message, type: 'success', time: SNACKBAR_LONG_TIME_MS }));
  window.location.assign(url.toString());
}

export async function subscribeToFreePlan(ui: UiStore): Promise<void> {
  ui.getState().setLoader(true);
  try {
    // POST /api/v1/payments/subscription/create-avod – no body (spec 001 §7); a 401 is ours to handle (§8)
    const { data } = await api.post<{ message: string }>('/api/v1/payments/subscription/create-avod', undefined, { skipAuthRedirect: true });
    reloadWith(data.message);
  } catch (error) {
    console.error('Free plan subscription failed', error);
    ui.getState().setLoader(false);
    ui.getState().showSnackbar({
      message: 'Subscription Failed!',
      type: 'error',
      actionText: 'Retry',
      action: () => void subscribeToFreePlan(ui),
    });
  }
}
