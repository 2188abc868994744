'use client';

import { isSamsungApp } from '@/lib/webview';
import Link from 'next/link';
import { useId, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { loginLink } from '@/lib/return-path';
import { menuForUser, type MainMenuEntry, type MenuEntry, type MenuId } from '@/lib/menu';
import { useSessionStore } from '@/stores/store-provider';
import { canUpgrade, isMzaalo, viewerNameOf, watchesAsKids } from '@/stores/session-rules';
import { logoutAndLeave } from '@/stores/session-actions';
import { Modal } from '@/components/ui/modal';
import { ProfileSwitcher } from '@/components/profiles/profile-switcher';
import { Avatar } from './avatar';
import { MenuLink } from './menu-link';
import { toggleCollapse } from './collapse-rules';
import { IconChevronDown } from './icons';
import { IconGift, IconHome, IconMovies, IconMusic, IconOriginals, IconQuickie, IconStar, IconTv } from './nav-icons';
import styles from './side-nav-drawer.module.css';
import { LanguagePicker } from './language-picker';

// The side navigation's drawer (spec 000 §2 and 001 §2 "Side navigation (mobile)"), loaded by
// side-nav.tsx when the menu first opens: the profile watching (its avatar and name) and the
// others to switch to (issue 49), or LOG IN when signed out; home, movies, tv, music, quickie,
// originals, stars (+ rewards for MZaalo); collapsible menus, one open at a time; Upgrade, SUBSCRIBE
// NOW and LOG OUT buttons. A kids profile sees no rewards, no Upgrade and no account link.

const ICONS: Record<MenuId, ComponentType<{ size?: number }>> = {
  home: IconHome,
  movies: IconMovies,
  tv: IconTv,
  music: IconMusic,
  quickie: IconQuickie,
  originals: IconOriginals,
  stars: IconStar,
  rewards: IconGift,
};

export function SideNavDrawer({ entries, open, onClose }: { entries: MainMenuEntry[]; open: boolean; onClose: () => void }) {
  const t = useTranslations('layout');
  const [expanded, setExpanded] = useState<string[]>([]);
  const pathname = useVisiblePathname();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const user = useSessionStore((state) => state.userData);
  const plan = useSessionStore((state) => state.activeUserPlan);
  const kids = watchesAsKids(user);
  const close = onClose;
  const visible = menuForUser(entries, isLoggedIn && isMzaalo(plan) && !kids);

  return (
    <Modal open={open} onClose={close} title={t('sideNavDrawer.title')} hideTitle variant="drawer" className={styles.drawer}>
      <div className={styles.profile}>
        {isLoggedIn && kids ? (
          <span className={styles.profileLink}>
            <Avatar size={44} />
            <span className={styles.firstName}>{viewerNameOf(user)}</span>
          </span>
        ) : isLoggedIn ? (
          <Link href="/myprofile" className={styles.profileLink} onClick={close}>
            <Avatar size={44} />
            <span className={styles.firstName}>{viewerNameOf(user) || t('sideNavDrawer.myProfile')}</span>
          </Link>
        ) : (
          <Link href={loginLink(pathname)} className={styles.login} onClick={close}>
            {t('sideNavDrawer.logIn')}
          </Link>
        )}
      </div>
      {isLoggedIn ? <ProfileSwitcher active={open} onNavigate={close} /> : null}
      <nav aria-label={t('sideNavDrawer.nav')}>
        <ul className={styles.items}>
          {visible.map((entry) => (
            <SideNavItem
              key={entry.id}
              entry={entry}
              expanded={expanded.includes(entry.id)}
              onToggle={() => setExpanded((current) => toggleCollapse(current, entry.id, true))}
              onNavigate={close}
            />
          ))}
        </ul>
      </nav>
      <LanguagePicker className={styles.languages} />
      <div className={styles.buttons}>
        {isLoggedIn && canUpgrade(plan) && !kids && (
          <Link href="/purchase" className="btn btn-premium" onClick={close}>
            {t('sideNavDrawer.upgrade')}
          </Link>
        )}
        {!isLoggedIn && (
          <Link href="/purchase" className="btn btn-primary" onClick={close}>
            {t('sideNavDrawer.subscribeNow')}
          </Link>
        )}
        {isLoggedIn && !isSamsungApp() && (
          <button type="button" className="btn btn-ghost" onClick={() => void logoutAndLeave()}>
            {t('sideNavDrawer.logOut')}
          </button>
        )}
      </div>
    </Modal>
  );
}

interface SideNavItemProps {
  entry: MainMenuEntry;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function SideNavItem({ entry, expanded, onToggle, onNavigate }: SideNavItemProps) {
  const t = useTranslations('layout');
  const listId = useId();
  const Icon = ICONS[entry.id];
  const subMenu = entry.subMenu ?? [];
  return (
    <li>
      <div className={styles.row}>
        <Icon size={20} />
        <MenuLink entry={entry} className={styles.link} onNavigate={onNavigate} />
        {subMenu.length > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={t('sideNavDrawer.submenu', { title: entry.title })}
            onClick={onToggle}
          >
            <IconChevronDown size={18} />
          </button>
        )}
      </div>
      {subMenu.length > 0 && (
        <div id={listId} className={styles.sub} hidden={!expanded}>
          <SubEntries entries={subMenu} onNavigate={onNavigate} />
        </div>
      )}
    </li>
  );
}

function SubEntries({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  return (
    <ul className={styles.subList}>
      {entries.map((entry, index) => (
        <li key={`${entry.title}-${index}`}>
          {entry.subMenu?.length ? (
            <>
              {entry.url && !entry.heading ? (
                <MenuLink entry={entry} className={`${styles.subLink} ${styles.subHeadingLink}`} onNavigate={onNavigate} />
              ) : (
                <p className={styles.subHeading}>{entry.title}</p>
              )}
              <SubEntries entries={entry.subMenu} onNavigate={onNavigate} />
            </>
          ) : (
            <MenuLink entry={entry} className={styles.subLink} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
