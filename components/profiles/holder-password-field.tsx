'use client';

import { PasswordField } from '@/components/auth/password-field';
import styles from './profiles.module.css';

// The account's password, asked again where the origin wants the account holder (holder-password.ts).

export const HOLDER_PASSWORD_TEXT = { password: 'Account password' } as const;

export function HolderPasswordField({
  value,
  onChange,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
}) {
  return (
    <div className={styles.field}>
      <span aria-hidden="true">{HOLDER_PASSWORD_TEXT.password}</span>
      <PasswordField
        value={value}
        onChange={onChange}
        label={HOLDER_PASSWORD_TEXT.password}
        autoComplete="current-password"
        describedBy={describedBy}
      />
    </div>
  );
}
