'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import type { ShareModalData } from '@/stores/ui-store';
import { openShareWindow, shareAddress, type ShareNetwork } from './share-window';
import styles from './share.module.css';

// the networks' own names, in every language
const NETWORKS: Array<{ network: ShareNetwork; label: string }> = [
  { network: 'whatsapp', label: 'WhatsApp' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'x', label: 'X' },
];

/** The share modal (spec 001 §3 "Share modal"): the social networks in a popup, or the link copied. */
export function ShareModal({ data, onClose }: { data: ShareModalData; onClose: () => void }) {
  const t = useTranslations('share');
  const [status, setStatus] = useState('');

  function share(network: ShareNetwork) {
    // the viewer is done once the network's window closes
    const opened = openShareWindow(shareAddress(network, data), { onOpen: () => data.onShared?.(network), onClose });
    if (!opened) setStatus(t('shareModal.blocked'));
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(data.url);
      data.onShared?.('copy');
      setStatus(t('shareModal.copied'));
    } catch {
      setStatus(t('shareModal.copyFailed'));
    }
  }

  return (
    <Modal open onClose={onClose} title={t('shareModal.title', { title: data.title })} variant="sheet">
      <div className={styles.body}>
        <label className={styles.link}>
          <span className="visually-hidden">{t('shareModal.link')}</span>
          <input type="text" readOnly value={data.url} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <ul className={styles.targets}>
          {NETWORKS.map(({ network, label }) => (
            <li key={network}>
              <button type="button" className={styles.target} onClick={() => share(network)}>
                {t('shareModal.shareOn', { network: label })}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.target} onClick={() => void copy()}>
              {t('shareModal.copy')}
            </button>
          </li>
        </ul>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
    </Modal>
  );
}
