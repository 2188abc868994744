'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useSessionStore } from '@/stores/store-provider';
import { canUpgrade, viewerNameOf, watchesAsKids } from '@/stores/session-rules';
import { Avatar } from './avatar';
import { IconChevronDown } from './icons';
import { useDropdown } from './use-dropdown';
import { AccountPanel } from './account-panel';
import styles from './member-actions.module.css';

// spec 000 §2 "Shell": a signed-in member's header actions, an Upgrade button for basic and MZaalo
// users (never on a kids profile, issue 49) and the account dropdown with the profile watching.
// account-menu.tsx loads this module once the visitor is known to be signed in, so an anonymous
// visitor's first load does not carry it.

export function MemberActions() {
  const t = useTranslations('layout');
  const plan = useSessionStore((state) => state.activeUserPlan);
  const kids = useSessionStore((state) => watchesAsKids(state.userData));
  return (
    <>
      {canUpgrade(plan) && !kids && (
        <IntentLink href="/purchase" className={`btn btn-premium ${styles.upgrade}`}>
          {t('memberActions.upgrade')}
        </IntentLink>
      )}
      <AccountDropdown />
    </>
  );
}

/** spec 000 §2 "Account dropdown": its button, and the panel (account-panel.tsx) it opens. */
function AccountDropdown() {
  const t = useTranslations('layout');
  const user = useSessionStore((state) => state.userData);
  const panelId = useId();
  const { open, toggle, rootRef, buttonRef, onKeyDown, onBlur } = useDropdown<HTMLDivElement>();
  const name = viewerNameOf(user);

  return (
    <div ref={rootRef} className={styles.account} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('memberActions.accountMenu')}
        onClick={toggle}
      >
        <Avatar />
        <span className={styles.name}>{name || t('memberActions.account')}</span>
        <IconChevronDown size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <AccountPanel open={open} />
      </div>
    </div>
  );
}
