'use client';

import { useSessionStore } from '@/stores/store-provider';
import { avatarOf, firstNameOf } from '@/stores/session-rules';
import { ProfileAvatar } from '@/components/profiles/profile-avatar';
import styles from './avatar.module.css';

/**
 * The avatar of the profile watching (issue 49), or, for an answer without one, a member's picture
 * or the first letter of their first name (the header, the side navigation, the signed-in box).
 */
export function Avatar({ size = 32 }: { size?: number }) {
  const user = useSessionStore((state) => state.userData);
  if (user?.watching) return <ProfileAvatar avatar={user.watching.avatar} name={user.watching.name} size={size} />;
  const image = avatarOf(user);
  const initial = firstNameOf(user).charAt(0).toUpperCase();
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {image ? <img src={image} alt="" width={size} height={size} /> : initial || '?'}
    </span>
  );
}
