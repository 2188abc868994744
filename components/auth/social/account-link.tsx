'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import Link from 'next/link';
import { linkAccount, pendingLink } from '@/lib/api/social';
import styles from '../auth.module.css';

// The body of /account-link: the social sign-in left its provider payload in this tab's
// sessionStorage; now that the user signed in with the password, the link is made once.

const NAMES: Record<string, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/** This tab holds no provider payload for linkWith (opened directly, or another tab signed in). */
class NothingToLink extends Error {}

type State = { step: 'linking' } | { step: 'linked'; message: string } | { step: 'failed'; message: string };

export function AccountLink({ linkWith }: { linkWith: string | null }) {
  const t = useTranslations('auth');
  const name = (linkWith && NAMES[linkWith]) || null;
  const [state, setState] = useState<State>({ step: 'linking' });
  const started = useRef(false);

  useEffect(() => {
    // once per visit, also under React's development double effects
    if (started.current) return;
    started.current = true;
    const link = async () => {
      const payload = name ? pendingLink(linkWith) : null;
      if (!payload)
        throw new NothingToLink(name ? t('accountLink.nothingToLink', { provider: name }) : t('accountLink.nothingSocialToLink'));
      return linkAccount(payload);
    };
    link()
      .then((message) => setState({ step: 'linked', message }))
      .catch((failure: unknown) =>
        setState({
          step: 'failed',
          message: failure instanceof NothingToLink ? failure.message : readFailure(failure, t('errors.internal')).message,
        }),
      );
  }, [linkWith, name, t]);

  return (
    <div className={styles.form} aria-live="polite">
      {state.step === 'linking' ? <p className={styles.notice}>{t('accountLink.linking', { provider: name ?? '' })}</p> : null}
      {state.step === 'linked' ? <p>{t('accountLink.linked', { message: state.message, provider: name ?? '' })}</p> : null}
      {state.step === 'failed' ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      {state.step !== 'linking' ? (
        <Link href="/account" className="btn btn-ghost">
          {t('accountLink.accountSettings')}
        </Link>
      ) : null}
    </div>
  );
}
