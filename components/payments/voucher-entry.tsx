'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PromoCodeInput } from './promo-code-input';
import styles from './payments.module.css';
import { AlertText } from '@/components/ui/alert-text';

// Promo code entry of the purchase and payment pages. States: empty (Apply disabled), typing,
// checking, applied (the code and what it gives, with Remove), refused (the server's message).

export interface VoucherEntryProps {
  /** the code the price includes */
  applied: string | null;
  /** what the applied code gives, e.g. '20% off' */
  appliedDescription?: string | null;
  checking: boolean;
  error: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export function VoucherEntry({ applied, appliedDescription, checking, error, onApply, onRemove }: VoucherEntryProps) {
  const t = useTranslations('payments');
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const trimmed = code.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || checking) return;
    onApply(trimmed.toUpperCase());
  }

  if (applied) {
    return (
      <div className={styles.voucher}>
        <p className={styles.success} role="status">
          {appliedDescription
            ? t.rich('voucher.appliedWith', {
                code: applied,
                description: appliedDescription,
                strong: (chunks) => <strong>{chunks}</strong>,
              })
            : t.rich('voucher.applied', { code: applied, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <div>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setCode('');
              onRemove();
            }}
          >
            {t('voucher.remove')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.voucher} onSubmit={submit} noValidate aria-label={t('voucher.label')}>
      <label htmlFor={inputId}>{t('voucher.question')}</label>
      <div className={styles.voucherRow}>
        <PromoCodeInput id={inputId} value={code} invalid={Boolean(error)} describedBy={errorId} onChange={setCode} />
        <button type="submit" className="btn btn-ghost" disabled={!trimmed || checking}>
          {checking ? t('voucher.checking') : t('voucher.apply')}
        </button>
      </div>
      <AlertText id={errorId} className={styles.error} reserve message={error} />
    </form>
  );
}
