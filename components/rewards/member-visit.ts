'use client';

import Cookies from 'js-cookie';
import { COOKIE } from '@/contract/constants';
import { checkIn, claimReferral } from '@/lib/api/rewards';
import type { UiStore } from '@/stores/ui-store';
import { announceCoins } from './coins';

// A MZaalo member's page load (spec 000 §4: "On MZaalo login a check-in is performed"): the day's
// check-in, asked once a day per browser (the origin pays it once a day in the user's country),
// and the referral code a new member joined with.

const checkedInKey = (userId: string) => `rewards.checked-in.${userId}`;

export async function onMemberVisit(ui: UiStore, userId: string): Promise<void> {
  const today = new Date().toDateString();
  if (localStorage.getItem(checkedInKey(userId)) !== today) {
    try {
      announceCoins(ui, await checkIn());
      localStorage.setItem(checkedInKey(userId), today);
    } catch (error) {
      // asked again on the next page load
      console.warn('Check-in failed', error);
    }
  }
  const referral = Cookies.get(COOKIE.referral);
  if (referral) {
    try {
      await claimReferral(referral);
      Cookies.remove(COOKIE.referral, { path: '/' });
    } catch (error) {
      // an answer (an unknown code, say) is final; without one the next page load asks again
      if ((error as { response?: unknown }).response) Cookies.remove(COOKIE.referral, { path: '/' });
      console.warn('Referral not claimed', error);
    }
  }
}
