'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Profile } from '@/contract/schemas/profiles';
import { fetchProfiles, type ProfileList } from '@/lib/api/profiles';
import { useSessionStore } from '@/stores/store-provider';
import { currentAddress, loadPage } from '@/components/auth/after-login';
import { AlertText } from '@/components/ui/alert-text';
import { ProfileAvatar } from './profile-avatar';
import { ProfileMarks } from './profile-marks';
import { useProfileChoice } from './use-profile-choice';
import styles from './profiles.module.css';

// Switching profile in one step (issue 49), in the account dropdown and the side navigation: the
// account's other profiles, each a button; choosing one (its PIN first when it has one) loads the
// same page again as that profile. The list is asked for when the menu first opens.

// one list per page load, shared by the dropdown and the side navigation
let listed: Promise<ProfileList> | null = null;
function profilesOnce(): Promise<ProfileList> {
  listed ??= fetchProfiles().catch((error: unknown) => {
    listed = null;
    throw error;
  });
  return listed;
}

/** For tests: forget the list asked for. */
export function forgetListedProfiles(): void {
  listed = null;
}

export function ProfileSwitcher({ active, onNavigate }: { active: boolean; onNavigate?: () => void }) {
  const t = useTranslations('profiles');
  const watching = useSessionStore((state) => state.userData?.watching);
  const [others, setOthers] = useState<Profile[] | null>(null);
  const { choose, busy, error, dialog } = useProfileChoice(watching?.id, () => loadPage(currentAddress()));

  useEffect(() => {
    if (!active || others) return;
    let current = true;
    profilesOnce()
      .then((list) => {
        if (current) setOthers(list.profiles.filter((profile) => profile.id !== list.current));
      })
      .catch((failure: unknown) => console.error('The profiles did not load for the account menu', failure));
    return () => {
      current = false;
    };
  }, [active, others]);

  if (!watching) return null;
  return (
    <>
      <ul className={styles.switcher} aria-label={t('switcher.label')}>
        {(others ?? []).map((profile) => (
          <li key={profile.id}>
            <button
              type="button"
              className={styles.switchItem}
              aria-busy={busy === profile.id || undefined}
              onClick={() => choose(profile)}
            >
              <ProfileAvatar avatar={profile.avatar} name={profile.name} size={28} />
              <span className={styles.switchName}>
                {t.rich('switcher.switchTo', {
                  name: profile.name,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                })}
              </span>
              <ProfileMarks profile={profile} />
            </button>
          </li>
        ))}
        {watching.kids ? null : (
          <li>
            <Link href="/profiles/manage" className={styles.switchItem} onClick={onNavigate}>
              {t('switcher.manage')}
            </Link>
          </li>
        )}
      </ul>
      <AlertText className={styles.error} message={error} />
      {dialog}
    </>
  );
}
