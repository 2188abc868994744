'use client';

import dynamic from 'next/dynamic';
import { useUiStore } from '@/stores/store-provider';

// The popups that playback can ask for; their code loads only when one is asked for.
const SubscriptionPopup = dynamic(() => import('./subscription-popup').then((module) => module.SubscriptionPopup), { ssr: false });
const AdBlockerPopup = dynamic(() => import('@/components/player/ad-blocker-popup').then((module) => module.AdBlockerPopup), { ssr: false });

export function PlaybackPopupsHost() {
  const subscription = useUiStore((state) => state.modals.subscription);
  const adBlocker = useUiStore((state) => Boolean(state.modals.adBlocker));
  return (
    <>
      {subscription ? <SubscriptionPopup data={subscription.data} /> : null}
      {adBlocker ? <AdBlockerPopup /> : null}
    </>
  );
}
