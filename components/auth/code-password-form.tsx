'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { useSearchParams } from 'next/navigation';
import { CODE_LENGTH, validatePassword } from '@/contract/account-rules';
import { identifierFromQuery, resetPassword, setPassword, type CodeType } from '@/lib/api/auth';
import { takeBotToken } from '@/lib/bot-token';
import { safeReturnPath } from '@/contract/return-path';
import { COOKIE } from '@/contract/constants';
import { returnAfterSetPassword, showsLoaderBetween } from '@/lib/payment-rules';
import { isMobileUserAgent } from '@/contract/platform';
import Cookies from 'js-cookie';
import { useUiStoreApi } from '@/stores/store-provider';
import { SentCodeField } from './sent-code-field';
import { PasswordField } from './password-field';
import { loadPage } from './after-login';
import { resendCode, useResendWait } from './use-resend-wait';
import styles from './auth.module.css';
import { FormError } from './form-error';

// /set-password (registration: the code sent on U002 plus a new password, then signed in) and
// /reset-password (the code sent by forgot_password plus a new password, then sign in again).
// Both carry the identifier and rurl in the address (spec 000 §2). A registration may also go on
// without the code ('Verify later', after the bot check): the account is then unverified and the
// login dialog offers Verify.

export function CodePasswordForm({ type }: { type: CodeType }) {
  const query = useSearchParams();
  const identifier = identifierFromQuery(query);
  const rurl = safeReturnPath(query.get('rurl'));
  const ui = useUiStoreApi();
  const t = useTranslations('auth');
  // the password rule's messages (contract/account-rules.ts): full keys of the catalogues
  const say = useTranslations();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [password, setPasswordValue] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [wait, restartWait] = useResendWait();

  if (!identifier) {
    return <p className={styles.notice}>{t('codePasswordForm.missingIdentifier')}</p>;
  }
  const to = 'email' in identifier ? identifier.email : `${identifier.calling_code} ${identifier.mobile}`;

  /** The account exists and is signed in: on to where the registration leads. */
  function goOnAfterRegistration() {
    // spec 000 §4: from purchase with a plan chosen, on to the payment page; otherwise rurl
    const next = returnAfterSetPassword({
      rurl,
      avod: query.has('avod'),
      country: Cookies.get(COOKIE.country),
      mobile: isMobileUserAgent(navigator.userAgent),
    });
    // spec 000 §2: a loader shows when moving on from set-password
    if (showsLoaderBetween('/set-password', next)) ui.getState().setLoader(true);
    loadPage(next);
  }

  /** Sets the password by `action` once it passes the rules; `action` answers a message to show when it could not start. */
  async function withNewPassword(action: (who: NonNullable<typeof identifier>) => Promise<string | void>) {
    if (submitting || !identifier) return;
    const problem = validatePassword(password);
    if (problem) {
      setError(say(problem));
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      const refusal = await action(identifier);
      if (refusal) {
        setError(refusal);
        setSubmitting(false);
      }
    } catch (failure) {
      setError(readFailure(failure, t('errors.internal')).message);
      setSubmitting(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !identifier) return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setError(t('errors.codeIncomplete'));
      return;
    }
    await withNewPassword(async (who) => {
      if (type === 'registration') {
        await setPassword(who, code, password);
        goOnAfterRegistration();
        return;
      }
      const message = await resetPassword(who, code, password);
      // signed out everywhere: sign in again with the new password (the sb parameter carries
      // the success message across the page load), then back to rurl
      const next = new URLSearchParams({ sb: btoa(JSON.stringify({ message, type: 'success', time: 4000 })) });
      if (rurl !== '/') next.set('rurl', rurl);
      ui.getState().setLoader(true);
      loadPage(`/login?${next.toString()}`);
    });
  }

  /** Registration without the code: the bot check stands in for it and the account starts unverified. */
  async function onVerifyLater() {
    await withNewPassword(async (who) => {
      const token = await takeBotToken('set_password');
      if (!token) return t('errors.botCheckFailed');
      await setPassword(who, null, password, token);
      goOnAfterRegistration();
    });
  }

  async function onResend() {
    if (!identifier) return;
    setError('');
    const problem = await resendCode(identifier, type, restartWait, t);
    if (problem) setError(problem);
    else ui.getState().showSnackbar({ message: t('codePasswordForm.codeResent'), type: 'success' });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SentCodeField
        to={to}
        code={code}
        onCode={(digits) => {
          setCode(digits);
          setError('');
        }}
      />
      <PasswordField
        value={password}
        onChange={(value) => {
          setPasswordValue(value);
          setError('');
        }}
        label={type === 'registration' ? t('codePasswordForm.password') : t('codePasswordForm.newPassword')}
        placeholder={type === 'registration' ? t('codePasswordForm.passwordPlaceholder') : t('codePasswordForm.newPasswordPlaceholder')}
        autoComplete="new-password"
        describedBy={errorId}
      />
      <FormError id={errorId}>{error}</FormError>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={submitting}>
        {submitting
          ? t('codePasswordForm.wait')
          : type === 'registration'
            ? t('codePasswordForm.setPassword')
            : t('codePasswordForm.resetPassword')}
      </button>
      <button type="button" className={styles.link} onClick={onResend} disabled={wait > 0}>
        {wait > 0 ? t('codePasswordForm.resendIn', { seconds: wait }) : t('codePasswordForm.resend')}
      </button>
      {type === 'registration' ? (
        <>
          <p className={styles.notice}>{t('codePasswordForm.verifyLaterNotice')}</p>
          <button type="button" className={`btn btn-ghost ${styles.submit}`} onClick={() => void onVerifyLater()} disabled={submitting}>
            {t('codePasswordForm.verifyLater')}
          </button>
        </>
      ) : null}
    </form>
  );
}
