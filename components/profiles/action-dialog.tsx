'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { AlertText } from '@/components/ui/alert-text';
import { HolderPasswordField } from './holder-password-field';
import { outcomeOf } from './holder-password';
import styles from './profiles.module.css';

// One dialog for the manage page's smaller actions (delete, PINs, the parental control): its own
// fields, the account password when the origin asks for it, the origin's words when it refuses.

export interface ActionDialogProps {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  danger?: boolean;
  /** Ask for the account password from the start (Forgot PIN?). */
  withPassword?: boolean;
  /** The action's own fields. */
  children?: ReactNode;
  /** A message when the fields are not ready, else null. */
  validate?: () => string | null;
  /** The call, with the password once asked for; it throws the origin's refusal. */
  onSubmit: (password: string | undefined) => Promise<unknown>;
  /** After the call succeeded. */
  onDone: () => void;
  onClose: () => void;
}

export function ActionDialog({
  title,
  description,
  submitLabel,
  danger,
  withPassword = false,
  children,
  validate,
  onSubmit,
  onDone,
  onClose,
}: ActionDialogProps) {
  const t = useTranslations('profiles');
  const errorId = useId();
  const [askPassword, setAskPassword] = useState(withPassword);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validate?.() ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError('');
    const outcome = await outcomeOf(() => onSubmit(askPassword && password ? password : undefined));
    setBusy(false);
    if (outcome.done) {
      onDone();
      return;
    }
    if (outcome.askPassword) setAskPassword(true);
    setError(outcome.message);
  }

  return (
    <Modal open onClose={onClose} title={title}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
        {askPassword ? <HolderPasswordField value={password} onChange={setPassword} describedBy={errorId} /> : null}
        <AlertText id={errorId} className={styles.error} reserve message={error} />
        <div className={styles.actions}>
          <button type="submit" className={`btn ${danger ? styles.dangerButton : 'btn-primary'}`} disabled={busy}>
            {busy ? t('actionDialog.busy') : submitLabel}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('actionDialog.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
