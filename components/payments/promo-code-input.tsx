'use client';

import { useTranslations } from 'next-intl';
import styles from './payments.module.css';

/** The promo code box of the purchase page and the Redeem promo code dialog. */
export function PromoCodeInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string;
}) {
  const t = useTranslations('payments');
  return (
    <input
      id={id}
      className={styles.input}
      value={value}
      placeholder={t('promoCode.placeholder')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={40}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
