'use client';

import { useTranslations } from 'next-intl';
import { PasswordField } from '@/components/auth/password-field';
import styles from './profiles.module.css';

// The account's password, asked again where the origin wants the account holder (holder-password.ts).

export function HolderPasswordField({
  value,
  onChange,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
}) {
  const t = useTranslations('profiles');
  return (
    <div className={styles.field}>
      <span aria-hidden="true">{t('holderPassword.label')}</span>
      <PasswordField
        value={value}
        onChange={onChange}
        label={t('holderPassword.label')}
        autoComplete="current-password"
        describedBy={describedBy}
      />
    </div>
  );
}
