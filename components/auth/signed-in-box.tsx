'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/layout/avatar';
import { requestLogout } from '@/stores/session-actions';
import { canUpgrade, contactOf, fullNameOf } from '@/stores/session-rules';
import { useSessionStore } from '@/stores/store-provider';
import { loadPage } from './after-login';
import styles from './auth.module.css';

// spec 001 §2 "Signed-in box" and spec 000 §2 "Change-user box", for pages flagged
// showUserChangeModal (/purchase, /activate, /appletv): who is signed in, and a way to sign in
// as someone else (logout, then /login with rurl back to this page). The heading: 'You are Signed
// In' for basic or the free rewards plan, otherwise 'You are Signed In and Subscribed'.

export function SignedInBox({ returnTo }: { returnTo: string }) {
  const t = useTranslations('auth');
  const user = useSessionStore((state) => state.userData);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  async function switchUser() {
    setLeaving(true);
    await requestLogout();
    loadPage(`/login?rurl=${encodeURIComponent(returnTo)}`);
  }

  return (
    <section className={styles.form} aria-label={t('signedInBox.label')}>
      <h2>{canUpgrade(plan) ? t('signedInBox.signedIn') : t('signedInBox.subscribed')}</h2>
      <div className={styles.row}>
        <Avatar size={48} />
        <div>
          <p className={styles.who}>{fullNameOf(user) || t('signedInBox.account')}</p>
          <p className={styles.notice}>{contactOf(user)}</p>
        </div>
      </div>
      <button type="button" className={styles.link} onClick={switchUser} disabled={leaving}>
        {t('signedInBox.differentAccount')}
      </button>
    </section>
  );
}
