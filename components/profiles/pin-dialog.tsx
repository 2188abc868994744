'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { AlertText } from '@/components/ui/alert-text';
import { PinField, isPin } from './pin-field';
import styles from './profiles.module.css';

// The PIN asked for before a locked profile opens (issue 49): four digits, the origin's words when
// it refuses one ('Wrong PIN. 4 tries left.', or the lock after five).

export function PinDialog({
  name,
  title,
  onSubmit,
  onClose,
  children,
}: {
  name: string;
  /** The heading, when it is not the PIN of `name` to open it. */
  title?: string;
  /** Checks the PIN: null when it was right (the caller goes on), else the message to show. */
  onSubmit: (pin: string) => Promise<string | null>;
  onClose: () => void;
  /** More below the buttons (Forgot PIN?). */
  children?: ReactNode;
}) {
  const t = useTranslations('profiles');
  const inputId = useId();
  const errorId = useId();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isPin(pin)) {
      setError(t('pinDialog.short'));
      return;
    }
    setBusy(true);
    setError('');
    const refused = await onSubmit(pin);
    setBusy(false);
    if (refused) {
      setError(refused);
      setPin('');
    }
  }

  return (
    <Modal open onClose={onClose} title={title ?? t('pinDialog.title', { name })}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <PinField
          id={inputId}
          label={t('pinDialog.label')}
          value={pin}
          onChange={(digits) => {
            setPin(digits);
            setError('');
          }}
          invalid={Boolean(error)}
          describedBy={errorId}
        />
        <AlertText id={errorId} className={styles.error} reserve message={error} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('pinDialog.busy') : t('pinDialog.submit')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('pinDialog.cancel')}
          </button>
        </div>
        {children}
      </form>
    </Modal>
  );
}
