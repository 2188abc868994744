'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { CODE_LENGTH, type Identifier } from '@/contract/account-rules';
import { SentCodeField } from './sent-code-field';
import { verifyCode } from '@/lib/api/auth';
import { resendCode, useResendWait } from './use-resend-wait';
import styles from './auth.module.css';

// The login dialog's code entry for Verify (spec 000 §4): the code went to the account's e-mail
// or mobile when Verify was chosen; a right one verifies the account and the dialog goes back
// to the password with the origin's 'Verification successfully.'.

interface Props {
  identifier: Identifier;
  /** The e-mail or mobile the code went to, as shown to the user. */
  to: string;
  onVerified: (message: string) => void;
  onBack: () => void;
}

export function VerifyAccount({ identifier, to, onVerified, onBack }: Props) {
  const t = useTranslations('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [wait, restart] = useResendWait();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setError(t('errors.codeIncomplete'));
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      onVerified(await verifyCode(identifier, 'verification', code));
    } catch (failure) {
      setError(readFailure(failure, t('errors.internal')).message);
      setSubmitting(false);
    }
  }

  async function onResend() {
    setError('');
    setError((await resendCode(identifier, 'verification', restart, t)) ?? '');
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('verifyAccount.label')}>
      <SentCodeField
        to={to}
        code={code}
        error={error}
        onCode={(digits) => {
          setCode(digits);
          setError('');
        }}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={submitting}>
        {submitting ? t('verifyAccount.wait') : t('verifyAccount.verify')}
      </button>
      <button type="button" className={styles.link} onClick={() => void onResend()} disabled={wait > 0}>
        {wait > 0 ? t('verifyAccount.resendIn', { seconds: wait }) : t('verifyAccount.resend')}
      </button>
      <button type="button" className={styles.link} onClick={onBack}>
        {t('verifyAccount.back')}
      </button>
    </form>
  );
}
