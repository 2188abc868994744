'use client';

import Link from 'next/link';
import { useId } from 'react';
import { usePathname } from 'next/navigation';
import { loginLink } from '@/lib/links';
import { useSessionStore, useUiStore } from '@/stores/store-provider';
import { avatarOf, canUpgrade, firstNameOf, isMzaalo } from '@/stores/session-rules';
import { logoutAndLeave } from '@/stores/session-actions';
import { IconChevronDown } from './icons';
import { useDropdown } from './use-dropdown';
import styles from './account-menu.module.css';

// spec 000 §2 "Shell": an Upgrade button for basic and MZaalo users, the account dropdown when
// signed in, and a Let's Start button when anonymous.

export function AccountActions() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const pathname = usePathname();
  const openModal = useUiStore((state) => state.openModal);

  if (!isLoggedIn) {
    // a link to /login without JavaScript; with it, the login dialog opens in place (modal=login)
    return (
      <Link
        href={loginLink(pathname)}
        className={`btn btn-primary ${styles.start}`}
        onClick={(event) => {
          event.preventDefault();
          openModal('login', {}, { withQuery: true });
        }}
      >
        Let&apos;s Start
      </Link>
    );
  }
  return (
    <>
      {canUpgrade(plan) && (
        <Link href="/purchase" className={`btn btn-premium ${styles.upgrade}`}>
          Upgrade
        </Link>
      )}
      <AccountDropdown />
    </>
  );
}

export function Avatar({ size = 32 }: { size?: number }) {
  const user = useSessionStore((state) => state.userData);
  const image = avatarOf(user);
  const initial = firstNameOf(user).charAt(0).toUpperCase();
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {image ? <img src={image} alt="" width={size} height={size} /> : initial || '?'}
    </span>
  );
}

/**
 * spec 000 §2 "Account dropdown": My Profile, Account Settings, the library (Watchlist, Favourites,
 * My Playlists), Redeem promo code (basic and
 * MZaalo), Rewards (MZaalo), Contact Us and Logout (desktop only), Help Center.
 */
function AccountDropdown() {
  const user = useSessionStore((state) => state.userData);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const panelId = useId();
  const { open, toggle, rootRef, buttonRef, onKeyDown, onBlur } = useDropdown<HTMLDivElement>();
  const firstName = firstNameOf(user);

  return (
    <div ref={rootRef} className={styles.account} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Account menu"
        onClick={toggle}
      >
        <Avatar />
        <span className={styles.name}>{firstName || 'Account'}</span>
        <IconChevronDown size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.greeting}>
          <span className={styles.greetingName}>{firstName ? `Hi, ${firstName}` : 'Your account'}</span>
          {plan && <span className={styles.plan}>{plan}</span>}
        </p>
        <ul className={styles.list}>
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
          {canUpgrade(plan) && (
            <li>
              <Link href="/account?t=redeem" className={styles.item}>
                Redeem promo code
              </Link>
            </li>
          )}
          {isMzaalo(plan) && (
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
      </div>
    </div>
  );
}
