'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { COINS_EARNED_EVENT, takeUnseenCoins } from './coins-event';

/** On /rewards: coins earned meanwhile (the day's check-in, a share) render the page's figures again. */
export function RefreshOnCoins() {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (takeUnseenCoins()) router.refresh();
    };
    // coins earned before these figures were on the page (the check-in on the session's arrival)
    refresh();
    window.addEventListener(COINS_EARNED_EVENT, refresh);
    return () => window.removeEventListener(COINS_EARNED_EVENT, refresh);
  }, [router]);
  return null;
}
