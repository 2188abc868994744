'use client';

import { SNACKBAR_LONG_TIME_MS } from '@/contract/constants';
import { safeReturnPath } from '@/contract/return-path';
import { encodeSnackbarParam } from '@/stores/snackbar-rules';
import type { UiStore } from '@/stores/ui-store';
import { joinFreePlan } from '@/lib/api/payments';
import { pushEvent } from '@/lib/analytics';
import { callAndroid, currentWebview } from '@/lib/native-bridge';

// spec 000 §4 "Free plan (MZaalo)" and §8: subscribe, then reload so that every part of the page
// sees the new plan, with the outcome in the sb parameter.

/** The address to load after the free plan starts: the return address on /purchase, else here. */
export function addressAfterFreePlan(here: URL, message: string): string {
  const rurl = here.pathname === '/purchase' ? here.searchParams.get('rurl') : null;
  const url = rurl ? new URL(safeReturnPath(rurl), here.origin) : new URL(here.href);
  url.searchParams.delete('createAVOD');
  url.searchParams.set('sb', encodeSnackbarParam({ message, type: 'success', time: SNACKBAR_LONG_TIME_MS }));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The texts of the failure snackbar, in the page's language (the caller's `t` of payments). */
export type FreePlanTexts = (key: 'freePlan.failed' | 'freePlan.retry') => string;

export async function subscribeToFreePlan(ui: UiStore, t: FreePlanTexts): Promise<void> {
  ui.getState().setLoader(true);
  try {
    const message = await joinFreePlan();
    pushEvent({ event: 'free_plan_success' });
    if (currentWebview() === 'android') callAndroid('purchaseSuccess', JSON.stringify({ plan: 'mzaalo' }));
    // a reload on purpose: the plan cookie, the shell and the player all start again on the new plan
    window.location.assign(addressAfterFreePlan(new URL(window.location.href), message));
  } catch (error) {
    console.error('Free plan subscription failed', error);
    ui.getState().setLoader(false);
    ui.getState().showSnackbar({
      message: t('freePlan.failed'),
      type: 'error',
      actionText: t('freePlan.retry'),
      action: () => void subscribeToFreePlan(ui, t),
    });
  }
}
