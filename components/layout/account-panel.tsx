'use client';

import Link from 'next/link';
import { useSessionStore } from '@/stores/store-provider';
import { canUpgrade, isMzaalo, viewerNameOf, watchesAsKids } from '@/stores/session-rules';
import { logoutAndLeave } from '@/stores/session-actions';
import { ProfileSwitcher } from '@/components/profiles/profile-switcher';
import styles from './account-panel.module.css';

/**
 * spec 000 §2 "Account dropdown": the profile watching and the others to switch to (issue 49), My
 * Profile, Account Settings, the library (Watchlist, Favourites, My Playlists), Redeem promo code
 * (basic and MZaalo), Rewards (MZaalo), Contact Us and Logout (desktop only), Help Center. A kids
 * profile's menu has no account, payment or rewards entries.
 */
export function AccountPanel({ open = true }: { open?: boolean }) {
  const user = useSessionStore((state) => state.userData);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const name = viewerNameOf(user);
  const kids = watchesAsKids(user);
  return (
    <>
      <p className={styles.greeting}>
        <span className={styles.greetingName}>{name ? `Hi, ${name}` : 'Your account'}</span>
        {plan && !kids && <span className={styles.plan}>{plan}</span>}
      </p>
      <ProfileSwitcher active={open} />
      <ul className={styles.list}>
        {kids ? null : (
          <>
            <li>
              <Link href="/myprofile" className={styles.item}>
                My Profile
              </Link>
            </li>
            <li>
              <Link href="/account" className={styles.item}>
                Account Settings
              </Link>
            </li>
          </>
        )}
        <li>
          <Link href="/account/watchlist" className={styles.item}>
            Watchlist
          </Link>
        </li>
        <li>
          <Link href="/account/favourites" className={styles.item}>
            Favourites
          </Link>
        </li>
        <li>
          <Link href="/account/playlists" className={styles.item}>
            My Playlists
          </Link>
        </li>
        <li>
          <Link href="/downloads" className={styles.item}>
            Downloads
          </Link>
        </li>
        {canUpgrade(plan) && !kids && (
          <li>
            <Link href="/account?t=redeem" className={styles.item}>
              Redeem promo code
            </Link>
          </li>
        )}
        {isMzaalo(plan) && !kids && (
          <li>
            <Link href="/rewards" className={styles.item}>
              Rewards
            </Link>
          </li>
        )}
        <li>
          <Link href="/helpcenter" className={styles.item}>
            Help Center
          </Link>
        </li>
        <li className={styles.desktopOnly}>
          <Link href="/contact" className={styles.item}>
            Contact Us
          </Link>
        </li>
        <li className={styles.desktopOnly}>
          <button type="button" className={`${styles.item} ${styles.logout}`} onClick={() => void logoutAndLeave()}>
            Logout
          </button>
        </li>
      </ul>
    </>
  );
}
