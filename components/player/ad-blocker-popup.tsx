'use client';

import Link from 'next/link';
import { Modal } from '@/components/ui/modal';
import { useSessionStore, useUiStore, useUiStoreApi } from '@/stores/store-provider';
import { watchesAsKids } from '@/stores/session-rules';
import styles from './player.module.css';

/** spec 001 §2 "Ad-blocker popup": a modal on desktop, a bottom sheet on mobile (without Upgrade on a kids profile: issue 49). */
export function AdBlockerPopup() {
  const open = useUiStore((state) => Boolean(state.modals.adBlocker));
  const kids = useSessionStore((state) => watchesAsKids(state.userData));
  const ui = useUiStoreApi();
  const close = () => ui.getState().closeModal('adBlocker');
  return (
    <Modal open={open} onClose={close} title="Cannot Play The Content!" variant="sheet">
      <p className={styles.blockerText}>
        An ad blocker stopped the ads that keep this title free. Please disable your ad blocker for Chalchitra and press Play again, or get
        Premium to watch ad-free.
      </p>
      {kids ? null : (
        <Link className={styles.blockerUpgrade} href="/purchase" onClick={close}>
          Upgrade to Premium
        </Link>
      )}
      <p className={styles.blockerHelp}>
        <Link href="/help_mzaalo?section=adblock">How to disable your ad blocker</Link>
        {' · '}
        <Link href="/help_mzaalo?section=mzaaloTerms">MZaalo terms</Link>
      </p>
    </Modal>
  );
}
