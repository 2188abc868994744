import type { ReactNode } from 'react';
import type { SocialForm } from './provider-props';
import styles from '../auth.module.css';

/** A provider's sign-in button (spec 001 §2 "Social buttons"): its name in text form, its logo in icon form. */
export function ProviderButton({
  label,
  icon,
  form,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  form: SocialForm;
  onClick: () => void;
  disabled?: boolean;
}) {
  return form === 'icon' ? (
    <button type="button" className={styles.socialIcon} onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      {icon}
    </button>
  ) : (
    <button type="button" className={`btn ${styles.social}`} onClick={onClick} disabled={disabled}>
      {label}
    </button>
  );
}

export const APPLE_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
    <path d="M16.37 12.6c-.02-2.3 1.88-3.41 1.97-3.47-1.07-1.57-2.74-1.78-3.33-1.8-1.42-.14-2.77.83-3.49.83-.72 0-1.83-.81-3.01-.79-1.55.02-2.98.9-3.78 2.29-1.61 2.8-.41 6.94 1.16 9.21.77 1.11 1.68 2.36 2.88 2.31 1.16-.05 1.6-.75 3-.75s1.8.75 3.02.73c1.25-.02 2.04-1.13 2.8-2.25.88-1.29 1.25-2.54 1.27-2.6-.03-.01-2.43-.93-2.46-3.7zM14.08 5.83c.64-.78 1.07-1.85.95-2.93-.92.04-2.03.61-2.69 1.38-.59.68-1.11 1.78-.97 2.83 1.02.08 2.07-.52 2.71-1.28z" />
  </svg>
);

export const FACEBOOK_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
    <path d="M13.5 21v-7.5h2.53l.38-2.94H13.5V8.68c0-.85.24-1.43 1.46-1.43h1.56V4.62a20.9 20.9 0 0 0-2.27-.12c-2.25 0-3.79 1.37-3.79 3.9v2.16H7.92v2.94h2.54V21h3.04z" />
  </svg>
);
