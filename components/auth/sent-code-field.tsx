'use client';

import { useId, type ReactNode } from 'react';
import { CODE_LENGTH } from '@/contract/account-rules';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';
import styles from './auth.module.css';
import { FormError } from './form-error';

/** Where a one-time code went, and the box to type it in (registration, reset, verification). */
export function SentCodeField({
  to,
  code,
  onCode,
  error,
}: {
  to: ReactNode;
  code: string;
  onCode: (digits: string) => void;
  error?: string;
}) {
  const codeId = useId();
  const errorId = useId();
  return (
    <>
      <p className={styles.notice}>
        We have sent a {CODE_LENGTH}-digit code to <strong>{to}</strong>. It is valid for 10 minutes.
      </p>
      <div className={styles.field}>
        <label htmlFor={codeId} className={styles.label}>
          Code
        </label>
        <div className={styles.inputRow}>
          <OneTimeCodeInput
            id={codeId}
            className={styles.input}
            value={code}
            length={CODE_LENGTH}
            placeholder="Enter code"
            autoFocus
            invalid={error !== undefined && error !== ''}
            describedBy={error === undefined ? undefined : errorId}
            onChange={onCode}
          />
        </div>
        {error === undefined ? null : <FormError id={errorId}>{error}</FormError>}
      </div>
    </>
  );
}
