'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './auth.module.css';

// spec 000 §5: the password field with the 'Enter password' placeholder and a show/hide toggle.

interface Props {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  describedBy?: string;
}

export function PasswordField({ value, onChange, label, placeholder, autoComplete, autoFocus, describedBy }: Props) {
  const t = useTranslations('auth');
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('passwordField.label')}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          className={styles.input}
          type={shown ? 'text' : 'password'}
          value={value}
          placeholder={placeholder ?? t('passwordField.placeholder')}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className={styles.toggle} aria-pressed={shown} onClick={() => setShown(!shown)}>
          {t.rich(shown ? 'passwordField.hide' : 'passwordField.show', {
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </button>
      </div>
    </div>
  );
}
