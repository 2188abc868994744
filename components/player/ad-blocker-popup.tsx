'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { useSessionStore, useUiStore, useUiStoreApi } from '@/stores/store-provider';
import { watchesAsKids } from '@/stores/session-rules';
import styles from './player.module.css';

/** spec 001 §2 "Ad-blocker popup": a modal on desktop, a bottom sheet on mobile (without Upgrade on a kids profile: issue 49). */
export function AdBlockerPopup() {
  const open = useUiStore((state) => Boolean(state.modals.adBlocker));
  const kids = useSessionStore((state) => watchesAsKids(state.userData));
  const ui = useUiStoreApi();
  const t = useTranslations('player');
  const close = () => ui.getState().closeModal('adBlocker');
  return (
    <Modal open={open} onClose={close} title={t('adBlocker.title')} variant="sheet">
      <p className={styles.blockerText}>{t('adBlocker.text')}</p>
      {kids ? null : (
        <Link className={styles.blockerUpgrade} href="/purchase" onClick={close}>
          {t('adBlocker.upgrade')}
        </Link>
      )}
      <p className={styles.blockerHelp}>
        <Link href="/help_mzaalo?section=adblock">{t('adBlocker.howToDisable')}</Link>
        {' · '}
        <Link href="/help_mzaalo?section=mzaaloTerms">{t('adBlocker.terms')}</Link>
      </p>
    </Modal>
  );
}
