'use client';

import type { ClipboardEvent, FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { LoginModalData } from '@/stores/ui-store';
import type { SocialClientIds } from '@/lib/api/social';
import { PasswordField } from './password-field';
import { SocialButtons } from './social/social-buttons';
import styles from './auth.module.css';
import { FormError } from './form-error';

// The two forms of the login dialog (spec 000 §4, §5): verifyScreen asks who is signing in,
// loginScreen asks for the password. The dialog (login-dialog.tsx) holds their state and calls.

export interface VerifyScreenProps {
  usernameId: string;
  errorId: string;
  username: string;
  onUsername: (value: string) => void;
  /** The calling code shown before a mobile number; undefined for an e-mail. */
  prefix?: string;
  /** The most characters the field takes while it holds `value` (its mode's limit, spec 000 §5). */
  maxLengthOf: (value: string) => number;
  placeholder: string;
  error: string;
  submitting: boolean;
  disabled: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The social buttons, unless a partner flow asks for its e-mail only. */
  social?: { ids: SocialClientIds; data: LoginModalData; onDone: () => void; onError: (message: string) => void };
}

export function VerifyScreen(props: VerifyScreenProps) {
  const { usernameId, errorId, username, onUsername, prefix, maxLengthOf, placeholder, error, submitting, disabled, onSubmit, social } =
    props;
  const t = useTranslations('auth');
  const maxLength = maxLengthOf(username);

  // The browser cuts what is pasted to the field's current limit: an e-mail pasted over a mobile
  // number would keep only the mobile's 15 characters. The field takes the pasted text itself,
  // within the limit of the mode that text gives it.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text/plain');
    const whole = input.value.slice(0, start) + pasted + input.value.slice(end);
    if (whole.length <= maxLength) return;
    event.preventDefault();
    onUsername(whole.slice(0, maxLengthOf(whole)));
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('verifyScreen.label')}>
      <div className={styles.field}>
        <label htmlFor={usernameId} className="visually-hidden">
          {t('verifyScreen.username')}
        </label>
        <div className={styles.inputRow}>
          {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
          <input
            id={usernameId}
            className={styles.input}
            value={username}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="username"
            inputMode={prefix ? 'tel' : 'email'}
            autoFocus
            aria-invalid={error !== ''}
            aria-describedby={errorId}
            onChange={(event) => onUsername(event.target.value)}
            onPaste={onPaste}
          />
        </div>
        <FormError id={errorId}>{error}</FormError>
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={disabled}>
        {submitting ? t('verifyScreen.wait') : t('verifyScreen.continue')}
      </button>
      {social ? <SocialButtons ids={social.ids} data={social.data} onDone={social.onDone} onError={social.onError} /> : null}
    </form>
  );
}

export interface LoginScreenProps {
  errorId: string;
  who: string;
  password: string;
  onPassword: (value: string) => void;
  error: string;
  usernameError: string;
  success: string;
  verified: boolean;
  submitting: boolean;
  ready: boolean;
  onSubmit: (event: FormEvent) => void;
  onVerify: () => void;
  onForgot: () => void;
  onDifferentAccount: () => void;
}

export function LoginScreen(props: LoginScreenProps) {
  const { errorId, who, password, onPassword, error, usernameError, success, verified, submitting, ready } = props;
  const t = useTranslations('auth');
  return (
    <form className={styles.form} onSubmit={props.onSubmit} noValidate aria-label={t('loginScreen.label')}>
      <p className={styles.who}>{who}</p>
      {usernameError ? <FormError>{usernameError}</FormError> : null}
      {success ? (
        <p className={styles.success} role="status">
          {success}
        </p>
      ) : null}
      {verified ? null : (
        <div className={styles.row}>
          <p className={styles.notice}>{t('loginScreen.notVerified')}</p>
          <button type="button" className={styles.link} onClick={props.onVerify} disabled={submitting}>
            {t('loginScreen.verify')}
          </button>
        </div>
      )}
      <PasswordField value={password} onChange={onPassword} autoComplete="current-password" autoFocus describedBy={errorId} />
      <FormError id={errorId}>{error}</FormError>
      <button type="button" className={styles.link} onClick={props.onForgot} disabled={submitting}>
        {t('loginScreen.forgotPassword')}
      </button>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={submitting || !ready}>
        {submitting ? t('loginScreen.wait') : t('loginScreen.continue')}
      </button>
      <button type="button" className={styles.link} onClick={props.onDifferentAccount}>
        {t('loginScreen.differentAccount')}
      </button>
    </form>
  );
}
