'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { PROFILE_AVATARS, type ProfileAvatar as AvatarName } from '@/contract/schemas/profiles';
import { ProfileAvatar } from './profile-avatar';
import styles from './profiles.module.css';

// The avatars a profile picks from, as a group of radio buttons (arrow keys move between them).

export function AvatarPicker({ value, onChange, name }: { value: AvatarName; onChange: (avatar: AvatarName) => void; name: string }) {
  const t = useTranslations('profiles');
  const group = useId();
  return (
    <fieldset className={styles.avatarPicker}>
      <legend>{t('avatarPicker.legend')}</legend>
      <div className={styles.avatarChoices}>
        {PROFILE_AVATARS.map((avatar) => (
          <label key={avatar} className={styles.avatarChoice}>
            <input
              type="radio"
              className="visually-hidden"
              name={group}
              value={avatar}
              checked={value === avatar}
              onChange={() => onChange(avatar)}
            />
            <ProfileAvatar avatar={avatar} name={name} size={48} />
            <span className="visually-hidden">{t(`avatarPicker.names.${avatar}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
