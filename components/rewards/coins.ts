'use client';

import { createTranslator } from 'next-intl';
import { SNACKBAR_TIME_MS } from '@/contract/constants';
import { DEFAULT_LOCALE, LOCALE_INFO, localeOf, type Locale } from '@/contract/locales';
import en from '@/contract/messages/en/rewards.json';
import hi from '@/contract/messages/hi/rewards.json';
import ta from '@/contract/messages/ta/rewards.json';
import te from '@/contract/messages/te/rewards.json';
import bn from '@/contract/messages/bn/rewards.json';
import mr from '@/contract/messages/mr/rewards.json';
import { pushEvent } from '@/lib/analytics';
import { earnForShare, type Earned } from '@/lib/api/rewards';
import type { UiStore } from '@/stores/ui-store';
import { announceCoinsEarned } from './coins-event';

// Coins the user just earned: the '+N coins' toast (a snackbar: it never takes focus, so playback
// goes on) and the dataLayer's reward event.

const CATALOGUES: Record<Locale, typeof en> = { en, hi, ta, te, bn, mr };

/** '+10 coins' in the page's language (<html lang>): the toast is raised outside React, where no provider is. */
function earnedText(coins: number): string {
  const locale = localeOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
  const t = createTranslator({ locale: LOCALE_INFO[locale].tag, messages: { rewards: CATALOGUES[locale] }, namespace: 'rewards' });
  return t('coins.earned', { count: coins });
}

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
  showWhenFree(ui, earnedText(earned.coins));
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
