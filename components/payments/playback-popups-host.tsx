'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useUiStore } from '@/stores/store-provider';

// The popups that playback can ask for; their code loads only when one is asked for.
const SubscriptionPopup = lazyComponent(() => import('./subscription-popup').then((module) => module.SubscriptionPopup));
const AdBlockerPopup = lazyComponent(() => import('@/components/player/ad-blocker-popup').then((module) => module.AdBlockerPopup));

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
