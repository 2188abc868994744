import type { ProfileAvatar as AvatarName } from '@/contract/schemas/profiles';
import styles from './profile-avatar.module.css';

// A profile's avatar (issue 49), drawn in CSS: a coloured circle with its motif and the profile's
// initial, so that no image is fetched for it. contract/schemas/profiles.ts names the avatars.

const CLASSES: Record<AvatarName, string> = {
  sunrise: styles.sunrise,
  peacock: styles.peacock,
  lotus: styles.lotus,
  tiger: styles.tiger,
  kite: styles.kite,
  mango: styles.mango,
  monsoon: styles.monsoon,
  rangoli: styles.rangoli,
};

/** The initial's size, from the type scale (tests/web/type-scale.test.ts). */
function initialClass(size: number): string {
  if (size >= 96) return styles.huge;
  if (size >= 56) return styles.large;
  if (size >= 40) return styles.medium;
  return styles.small;
}

/** Decorative: the name beside it (or the control's label) says whose it is. */
export function ProfileAvatar({ avatar, name, size = 32 }: { avatar: AvatarName; name?: string; size?: number }) {
  const initial = name?.trim().charAt(0).toUpperCase() ?? '';
  return (
    <span
      className={`${styles.avatar} ${CLASSES[avatar] ?? styles.peacock} ${initialClass(size)}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initial ? <span className={styles.initial}>{initial}</span> : null}
    </span>
  );
}
