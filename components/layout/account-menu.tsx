'use client';

import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { useId } from 'react';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { loginLink } from '@/lib/return-path';
import { useSessionStore, useUiStore } from '@/stores/store-provider';
import { avatarOf, canUpgrade, firstNameOf } from '@/stores/session-rules';
import { lazyComponent } from '@/components/ui/lazy-component';
import { IconChevronDown } from './icons';
import { useDropdown } from './use-dropdown';
import styles from './account-menu.module.css';

// spec 000 §2 "Shell": an Upgrade button for basic and MZaalo users, the account dropdown when
// signed in, and a Let's Start button when anonymous.

export function AccountActions() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  // a member's page is cached without the session, which streams in after it (app/[country]/[variant]/layout.tsx)
  const known = useSessionStore((state) => state.fetchedUserProfile);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const pathname = useVisiblePathname();
  const openModal = useUiStore((state) => state.openModal);

  if (!known) return <span className={styles.pending} aria-hidden="true" />;
  if (!isLoggedIn) {
    // a link to /login without JavaScript; with it, the login dialog opens in place (modal=login),
    // so the page behind the link is never asked for ahead
    return (
      <Link
        href={loginLink(pathname)}
        prefetch={false}
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
        <IntentLink href="/purchase" className={`btn btn-premium ${styles.upgrade}`}>
          Upgrade
        </IntentLink>
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

// the panel's links and logout come in a chunk of their own, fetched once a signed-in header mounts
const AccountPanel = lazyComponent(() => import('./account-panel').then((module) => module.AccountPanel));

/** spec 000 §2 "Account dropdown": its button, and the panel (account-panel.tsx) it opens. */
function AccountDropdown() {
  const user = useSessionStore((state) => state.userData);
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
        <AccountPanel />
      </div>
    </div>
  );
}
