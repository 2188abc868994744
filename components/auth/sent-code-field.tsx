'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CODE_LENGTH } from '@/contract/account-rules';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';
import styles from './auth.module.css';
import { FormError } from './form-error';

/** Where a one-time code went, and the box to type it in (registration, reset, verification). */
export function SentCodeField({ to, code, onCode, error }: { to: string; code: string; onCode: (digits: string) => void; error?: string }) {
  const t = useTranslations('auth');
  const codeId = useId();
  const errorId = useId();
  return (
    <>
      <p className={styles.notice}>
        {t.rich('sentCodeField.sentTo', { length: CODE_LENGTH, to, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <div className={styles.field}>
        <label htmlFor={codeId} className={styles.label}>
          {t('sentCodeField.code')}
        </label>
        <div className={styles.inputRow}>
          <OneTimeCodeInput
            id={codeId}
            className={styles.input}
            value={code}
            length={CODE_LENGTH}
            placeholder={t('sentCodeField.placeholder')}
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
