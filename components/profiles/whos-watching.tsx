'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Profile } from '@/contract/schemas/profiles';
import { AlertText } from '@/components/ui/alert-text';
import { loadPage } from '@/components/auth/after-login';
import { ProfileAvatar } from './profile-avatar';
import { ProfileMarks } from './profile-marks';
import { useProfileChoice } from './use-profile-choice';
import styles from './profiles.module.css';

// "Who's watching?" (issue 49): the account's profiles as large buttons; choosing one (its PIN
// first when it has one) goes on to the page the visitor came for, as that profile.

export function WhosWatching({ profiles, currentId, next }: { profiles: Profile[]; currentId: string; next: string }) {
  const t = useTranslations('profiles');
  // a full page load: every part of the page is drawn again for the profile chosen
  const { choose, busy, error, dialog } = useProfileChoice(currentId, () => loadPage(next));
  return (
    <section className={styles.whosWatching} aria-labelledby="whos-watching-heading">
      <h1 id="whos-watching-heading" className={styles.heading}>
        {t('whosWatching.heading')}
      </h1>
      <ul className={styles.choices}>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <button
              type="button"
              className={styles.choice}
              aria-busy={busy === profile.id || undefined}
              disabled={busy !== null && busy !== profile.id}
              onClick={() => choose(profile)}
            >
              <ProfileAvatar avatar={profile.avatar} name={profile.name} size={112} />
              <span className={styles.choiceName}>{profile.name}</span>
              <ProfileMarks profile={profile} />
              {busy === profile.id ? <span className={styles.hint}>{t('whosWatching.opening')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <AlertText className={styles.error} message={error} />
      <Link href="/profiles/manage" className={`btn btn-ghost ${styles.manage}`}>
        {t('whosWatching.manage')}
      </Link>
      {dialog}
    </section>
  );
}
