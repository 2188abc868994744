'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { AlertText } from '@/components/ui/alert-text';
import { PinField, isPin } from './pin-field';
import styles from './profiles.module.css';

// The PIN asked for before a locked profile opens (issue 49): four digits, the origin's words when
// it refuses one ('Wrong PIN. 4 tries left.', or the lock after five).

export const PIN_DIALOG_TEXT = {
  title: (name: string) => `Enter the PIN for ${name}`,
  label: 'PIN',
  submit: 'Continue',
  busy: 'Checking…',
  cancel: 'Cancel',
  short: 'A PIN is 4 digits.',
};

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
  const inputId = useId();
  const errorId = useId();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isPin(pin)) {
      setError(PIN_DIALOG_TEXT.short);
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
    <Modal open onClose={onClose} title={title ?? PIN_DIALOG_TEXT.title(name)}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <PinField
          id={inputId}
          label={PIN_DIALOG_TEXT.label}
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
            {busy ? PIN_DIALOG_TEXT.busy : PIN_DIALOG_TEXT.submit}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {PIN_DIALOG_TEXT.cancel}
          </button>
        </div>
        {children}
      </form>
    </Modal>
  );
}
