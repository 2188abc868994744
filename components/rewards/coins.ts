'use client';

import { SNACKBAR_TIME_MS } from '@/contract/constants';
import { pushEvent } from '@/lib/analytics';
import { earnForShare, type Earned } from '@/lib/api/rewards';
import type { UiStore } from '@/stores/ui-store';
import { coinsText } from './rewards-labels';
import { announceCoinsEarned } from './coins-event';

// Coins the user just earned: the '+N coins' toast (a snackbar: it never takes focus, so playback
// goes on) and the dataLayer's reward event.

/** Shows the toast once the snackbar is free: a message already showing ('Subscription successful') is not cut short. */
function showWhenFree(ui: UiStore, message: string): void {
  const show = () => ui.getState().showSnackbar({ message, type: 'success', time: SNACKBAR_TIME_MS });
  if (!ui.getState().snackbar) {
    show();
    return;
  }
  const stop = ui.subscribe((state) => {
    if (state.snackbar) return;
    stop();
    show();
  });
}

export function announceCoins(ui: UiStore, earned: Pick<Earned, 'action' | 'coins'> | null): void {
  if (!earned || earned.coins <= 0) return;
  showWhenFree(ui, coinsText(earned.coins, true));
  pushEvent({ event: 'reward_earned', action: earned.action, coins: earned.coins });
  announceCoinsEarned();
}

/** A share from the share modal by a MZaalo user: the share call, then its coins. */
export async function earnForShareAndAnnounce(ui: UiStore, contentId?: number): Promise<void> {
  try {
    announceCoins(ui, await earnForShare(contentId));
  } catch (error) {
    // the share itself went through; only its coins are missing
    console.warn('Share coins not recorded', error);
  }
}
