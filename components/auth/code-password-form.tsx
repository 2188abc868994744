'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { CODE_LENGTH, validatePassword } from '@/lib/account-rules';
import { failureOf, identifierFromQuery, resetPassword, sendCode, setPassword, type CodeType } from '@/lib/api/auth';
import { safeReturnPath } from '@/lib/return-path';
import { useUiStoreApi } from '@/stores/store-provider';
import { PasswordField } from './password-field';
import { loadPage } from './after-login';
import styles from './auth.module.css';

// /set-password (registration: the code sent on U002 plus a new password, then signed in) and
// /reset-password (the code sent by forgot_password plus a new password, then sign in again).
// Both carry the identifier and rurl in the address (spec 000 §2).

const RESEND_AFTER_SECONDS = 30;

export function CodePasswordForm({ type }: { type: CodeType }) {
  const query = useSearchParams();
  const identifier = identifierFromQuery(query);
  const rurl = safeReturnPath(query.get('rurl'));
  const ui = useUiStoreApi();
  const codeId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [password, setPasswordValue] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  if (!identifier) {
    return <p className={styles.notice}>This link is missing the e-mail or mobile number. Please start again from the sign-in dialog.</p>;
  }
  const to = 'email' in identifier ? identifier.email : `${identifier.calling_code} ${identifier.mobile}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !identifier) return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) { setError('Enter the 6-digit code.'); return; }
    const problem = validatePassword(password);
    if (problem) { setError(problem); return; }
    setSubmitting(true);
    setError('');
    try {
      if (type === 'registration') {
        await setPassword(identifier, code, password);
        // spec 000 §2: a loader shows when moving on from set-password
        ui.getState().setLoader(true);
        loadPage(rurl);
      } else {
        const message = await resetPassword(identifier, code, password);
        // signed out everywhere: sign in again with the new password (the sb parameter carries
        // the success message across the page load), then back to rurl
        const next = new URLSearchParams({ sb: btoa(JSON.stringify({ message, type: 'success', time: 4000 })) });
        if (rurl !== '/') next.set('rurl', rurl);
        ui.getState().setLoader(true);
        loadPage(`/login?${next.toString()}`);
      }
    } catch (failure) {
      setError(failureOf(failure).message);
      setSubmitting(false);
    }
  }

  async function onResend() {
    if (!identifier) return;
    setError('');
    try {
      await sendCode(identifier, type);
      setWait(RESEND_AFTER_SECONDS);
      ui.getState().showSnackbar({ message: 'We have sent you a new code.', type: 'success' });
    } catch (failure) {
      setError(failureOf(failure).message);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.notice}>We have sent a {CODE_LENGTH}-digit code to <strong>{to}</strong>. It is valid for 10 minutes.</p>
      <div className={styles.field}>
        <label htmlFor={codeId} className={styles.label}>Code</label>
        <div className={styles.inputRow}>
          <input
            id={codeId}
            className={styles.input}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder="Enter code"
            autoFocus
            onChange={(event) => { setCode(event.target.value.replace(/\D/g, '')); setError(''); }}
          />
        </div>
      </div>
      <PasswordField
        value={password}
        onChange={(value) => { setPasswordValue(value); setError(''); }}
        label={type === 'registration' ? 'Password' : 'New password'}
        placeholder={type === 'registration' ? 'Enter password' : 'Enter new password'}
        autoComplete="new-password"
        describedBy={errorId}
      />
      <p id={errorId} className={styles.error} role="alert">{error}</p>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={submitting}>
        {submitting ? 'Please wait…' : type === 'registration' ? 'Set password' : 'Reset password'}
      </button>
      <button type="button" className={styles.link} onClick={onResend} disabled={wait > 0}>
        {wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
      </button>
    </form>
  );
}
