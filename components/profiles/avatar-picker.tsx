'use client';

import { useId } from 'react';
import { PROFILE_AVATARS, type ProfileAvatar as AvatarName } from '@/contract/schemas/profiles';
import { ProfileAvatar } from './profile-avatar';
import styles from './profiles.module.css';

// The avatars a profile picks from, as a group of radio buttons (arrow keys move between them).

export const AVATAR_NAMES: Record<AvatarName, string> = {
  sunrise: 'Sunrise',
  peacock: 'Peacock',
  lotus: 'Lotus',
  tiger: 'Tiger',
  kite: 'Kite',
  mango: 'Mango',
  monsoon: 'Monsoon',
  rangoli: 'Rangoli',
};

export function AvatarPicker({ value, onChange, name }: { value: AvatarName; onChange: (avatar: AvatarName) => void; name: string }) {
  const group = useId();
  return (
    <fieldset className={styles.avatarPicker}>
      <legend>Avatar</legend>
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
            <span className="visually-hidden">{AVATAR_NAMES[avatar]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
