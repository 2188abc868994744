'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useUiStore } from '@/stores/store-provider';

// Shows the share modal when the UI store opens it; its code loads only then.
const ShareModal = lazyComponent(() => import('./share-modal').then((module) => module.ShareModal));

export function ShareHost() {
  const share = useUiStore((state) => state.modals.share);
  const closeModal = useUiStore((state) => state.closeModal);
  return share ? <ShareModal data={share.data} onClose={() => closeModal('share')} /> : null;
}
