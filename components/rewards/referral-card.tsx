'use client';

import { useTranslations } from 'next-intl';
import { pushEvent } from '@/lib/analytics';
import { useUiStoreApi } from '@/stores/store-provider';
import { earnForShareAndAnnounce } from './coins';
import styles from './rewards.module.css';

// The user's referral link (issue 14): a friend who opens it is asked to join the free MZaalo
// plan, and the user earns once that friend has verified their e-mail or mobile number and
// watched a few minutes (the rule's figures are in How to earn). Sharing it is a share like any other.

export function ReferralCard({ code, url }: { code: string; url: string }) {
  const t = useTranslations('rewards');
  const ui = useUiStoreApi();

  function share() {
    ui.getState().openModal('share', {
      url,
      title: 'Chalchitra',
      description: t('referral.shareDescription'),
      onShared: (method) => {
        pushEvent({ event: 'reward_referral_shared', method });
        void earnForShareAndAnnounce(ui);
      },
    });
  }

  return (
    <>
      <p className={styles.muted}>{t('referral.howItWorks')}</p>
      <label className={styles.field}>
        <span>{t('referral.linkLabel')}</span>
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p className={styles.muted}>
        {t.rich('referral.code', { value: code, code: (chunks) => <code className={styles.code}>{chunks}</code> })}
      </p>
      <button type="button" className="btn btn-primary" onClick={share}>
        {t('referral.share')}
      </button>
    </>
  );
}
