'use client';

import { useId } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { useSessionStore } from '@/stores/store-provider';
import { canUpgrade, firstNameOf } from '@/stores/session-rules';
import { Avatar } from './avatar';
import { IconChevronDown } from './icons';
import { useDropdown } from './use-dropdown';
import { AccountPanel } from './account-panel';
import styles from './member-actions.module.css';

// spec 000 §2 "Shell": a signed-in member's header actions, an Upgrade button for basic and MZaalo
// users and the account dropdown. account-menu.tsx loads this module once the visitor is known
// to be signed in, so an anonymous visitor's first load does not carry it.

export function MemberActions() {
  const plan = useSessionStore((state) => state.activeUserPlan);
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
