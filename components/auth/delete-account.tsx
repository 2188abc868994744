'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { useRouter } from 'next/navigation';
import { Modal } from '@/components/ui/modal';
import { deleteAccount } from '@/lib/api/auth';
import { requestLogout } from '@/stores/session-actions';
import { useUiStoreApi } from '@/stores/store-provider';
import { loadPage } from './after-login';
import styles from './auth.module.css';
import { FormError } from './form-error';

// /deleteuser (spec 000 §4 "Account deletion"): re-authenticate with the login dialog; the success
// state appears 2 s after the login; deletion needs a Yes confirmation, shows its message (the
// message modal of spec 000 §3), and after 1.5 s logs out and goes home. Cancel goes to /account
// and scrolls down.

/** spec 000 §9: deletion success delay 2 s; logout after deletion 1.5 s. */
export const REAUTH_SUCCESS_DELAY_MS = 2000;
export const LOGOUT_AFTER_DELETION_MS = 1500;

type Step = 'auth' | 'waiting' | 'ready' | 'confirm' | 'deleting' | 'done';

export function DeleteAccount() {
  const t = useTranslations('auth');
  const [step, setStep] = useState<Step>('auth');
  const [error, setError] = useState('');
  const ui = useUiStoreApi();
  const router = useRouter();
  const timers = useRef<number[]>([]);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const reauthenticate = useCallback(() => {
    ui.getState().openModal(
      'login',
      {
        onLogin: () => {
          setStep('waiting');
          later(() => setStep('ready'), REAUTH_SUCCESS_DELAY_MS);
        },
      },
      { withQuery: false },
    );
  }, [ui, later]);

  useEffect(() => {
    reauthenticate();
  }, [reauthenticate]);

  async function onYes() {
    setStep('deleting');
    setError('');
    try {
      const message = await deleteAccount();
      let leaving = false;
      const leave = () => {
        if (leaving) return;
        leaving = true;
        void requestLogout().finally(() => loadPage('/'));
      };
      // the message modal shows the deletion's message; OK leaves at once, else in 1.5 s
      ui.getState().openModal('message', { title: message, btnData: { btnText: t('deleteAccount.ok'), btnFn: leave } });
      setStep('done');
      later(leave, LOGOUT_AFTER_DELETION_MS);
    } catch (failure) {
      setError(readFailure(failure, t('errors.internal')).message);
      setStep('ready');
    }
  }

  function onCancel() {
    router.push('/account');
    // spec 000 §4: scroll down by 2.7 (mobile) or 3.3 page heights once /account shows
    const factor = window.matchMedia('(max-width: 767px)').matches ? 2.7 : 3.3;
    window.setTimeout(() => window.scrollBy({ top: window.innerHeight * factor, behavior: 'smooth' }), 600);
  }

  return (
    <section className={styles.page} aria-labelledby="delete-heading">
      <h1 id="delete-heading">{t('deleteAccount.title')}</h1>
      {step === 'auth' ? (
        <>
          <p className={styles.notice}>{t('deleteAccount.signInAgain')}</p>
          <div className={styles.row}>
            <button type="button" className="btn btn-primary" onClick={reauthenticate}>
              {t('deleteAccount.signIn')}
            </button>
          </div>
        </>
      ) : null}
      {step === 'waiting' ? (
        <p className={styles.notice} role="status">
          {t('deleteAccount.checking')}
        </p>
      ) : null}
      {step === 'ready' || step === 'confirm' || step === 'deleting' ? (
        <>
          <p className={styles.notice} role="status">
            {t('deleteAccount.ready')}
          </p>
          <FormError>{error}</FormError>
          <div className={styles.row}>
            <button type="button" className="btn btn-primary" onClick={() => setStep('confirm')} disabled={step === 'deleting'}>
              {t('deleteAccount.delete')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              {t('deleteAccount.cancel')}
            </button>
          </div>
        </>
      ) : null}
      {step === 'done' ? (
        <p className={styles.notice} role="status">
          {t('deleteAccount.deleted')}
        </p>
      ) : null}
      <Modal
        open={step === 'confirm' || step === 'deleting'}
        onClose={() => setStep('ready')}
        title={t('deleteAccount.title')}
        closable={false}
      >
        <div className={styles.body}>
          <p>{t('deleteAccount.confirm')}</p>
          <div className={styles.row}>
            <button type="button" className="btn btn-primary" onClick={onYes} disabled={step === 'deleting'}>
              {t('deleteAccount.yes')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setStep('ready')} disabled={step === 'deleting'}>
              {t('deleteAccount.no')}
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
