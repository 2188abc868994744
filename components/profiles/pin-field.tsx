'use client';

import { PIN_PATTERN } from '@/contract/schemas/profiles';
import styles from './profiles.module.css';

// A profile's 4-digit PIN: digits only, masked, the number pad on phones.

export const PIN_LENGTH = 4;

export function isPin(value: string): boolean {
  return PIN_PATTERN.test(value);
}

export function PinField({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (digits: string) => void;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.pinInput}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        pattern="\d{4}"
        value={value}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      />
    </div>
  );
}
