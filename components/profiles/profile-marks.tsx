import { useTranslations } from 'next-intl';
import type { Profile } from '@/contract/schemas/profiles';
import styles from './profiles.module.css';

// The marks beside a profile's name: its lock (a PIN) and Kids. Each says itself to screen readers.

export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function ProfileMarks({ profile }: { profile: Pick<Profile, 'locked' | 'kids'> }) {
  const t = useTranslations('profiles');
  if (!profile.locked && !profile.kids) return null;
  return (
    <span className={styles.marks}>
      {profile.locked ? (
        <span className={styles.lock} title={t('marks.locked')}>
          <LockIcon />
          <span className="visually-hidden">{t('marks.locked')}</span>
        </span>
      ) : null}
      {profile.kids ? <span className={styles.kids}>{t('marks.kids')}</span> : null}
    </span>
  );
}
