'use client';

import { useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Cookies from 'js-cookie';
import { COOKIE } from '@/contract/constants';
import { CONSENT_COOKIE, showsConsentBanner } from '@/lib/consent-rules';
import { useSessionStore } from '@/stores/store-provider';
import styles from './consent-bar.module.css';
import { giveConsent } from '@/lib/api/user';

// The consent bar (spec 000 §2, §4): anonymous visitors in the GDPR countries see it until they
// press 'I Understand', which stores consent (POST /api/v2/user/gdpr/consent) and sets its cookie.

const subscribeToNothing = () => () => {};

export function ConsentBar() {
  const t = useTranslations('layout');
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [dismissed, setDismissed] = useState(false);
  // cookies are read in the browser only (false on the server and in the hydration pass)
  const wanted = useSyncExternalStore(
    subscribeToNothing,
    () => showsConsentBanner({ isLoggedIn, country: Cookies.get(COOKIE.country), consent: Cookies.get(CONSENT_COOKIE) }),
    () => false,
  );

  if (!wanted || dismissed) return null;

  async function onUnderstand() {
    setDismissed(true);
    try {
      // the axios client loads on first use, keeping it out of the first load
      await giveConsent();
    } catch (error) {
      // the bar stays hidden for this visit; it shows again next time, as consent was not stored
      console.error('Consent was not stored', error);
    }
  }

  return (
    <section className={styles.bar} aria-label={t('consentBar.label')}>
      <p className={styles.text}>{t.rich('consentBar.text', { link: (chunks) => <Link href="/privacypolicy">{chunks}</Link> })}</p>
      <button type="button" className="btn btn-primary" onClick={onUnderstand}>
        {t('consentBar.understand')}
      </button>
    </section>
  );
}
