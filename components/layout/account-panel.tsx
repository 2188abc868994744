'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('layout');
  const user = useSessionStore((state) => state.userData);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const name = viewerNameOf(user);
  const kids = watchesAsKids(user);
  return (
    <>
      <p className={styles.greeting}>
        <span className={styles.greetingName}>{name ? t('accountPanel.greeting', { name }) : t('accountPanel.yourAccount')}</span>
        {plan && !kids && <span className={styles.plan}>{plan}</span>}
      </p>
      <ProfileSwitcher active={open} />
      <ul className={styles.list}>
        {kids ? null : (
          <>
            <li>
              <Link href="/myprofile" className={styles.item}>
                {t('accountPanel.myProfile')}
              </Link>
            </li>
            <li>
              <Link href="/account" className={styles.item}>
                {t('accountPanel.accountSettings')}
              </Link>
            </li>
          </>
        )}
        <li>
          <Link href="/account/watchlist" className={styles.item}>
            {t('accountPanel.watchlist')}
          </Link>
        </li>
        <li>
          <Link href="/account/favourites" className={styles.item}>
            {t('accountPanel.favourites')}
          </Link>
        </li>
        <li>
          <Link href="/account/playlists" className={styles.item}>
            {t('accountPanel.myPlaylists')}
          </Link>
        </li>
        <li>
          <Link href="/downloads" className={styles.item}>
            {t('accountPanel.downloads')}
          </Link>
        </li>
        {canUpgrade(plan) && !kids && (
          <li>
            <Link href="/account?t=redeem" className={styles.item}>
              {t('accountPanel.redeemPromoCode')}
            </Link>
          </li>
        )}
        {isMzaalo(plan) && !kids && (
          <li>
            <Link href="/rewards" className={styles.item}>
              {t('accountPanel.rewards')}
            </Link>
          </li>
        )}
        <li>
          <Link href="/helpcenter" className={styles.item}>
            {t('accountPanel.helpCenter')}
          </Link>
        </li>
        <li className={styles.desktopOnly}>
          <Link href="/contact" className={styles.item}>
            {t('accountPanel.contactUs')}
          </Link>
        </li>
        <li className={styles.desktopOnly}>
          <button type="button" className={`${styles.item} ${styles.logout}`} onClick={() => void logoutAndLeave()}>
            {t('accountPanel.logout')}
          </button>
        </li>
      </ul>
    </>
  );
}
