import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { pickMenu, SIDE_NAV_IDS, TOP_MENU_IDS, translateMenu, type MainMenuEntry } from '@/lib/menu';
import { HEADER_OPAQUE_SCROLL_PX } from '@/contract/constants';
import { HeaderFrame } from './header-frame';
import { Logo } from './logo';
import { TopMenu } from './top-menu';
import { MenuColumns } from './menu-columns';
import { SearchBox } from './search-box';
import { AccountActions } from './account-menu';
import { SideNav } from './side-nav';
import { MobileRouteBar } from './mobile-route-bar';
import { SkipButton } from './skip-button';
import styles from './header.module.css';

// spec 000 §2 "Shell" header: logo, the top menu (movies, originals, music, quickie, tv, stars),
// the search box, Skip where the route asks, Upgrade, the account dropdown or Let's Start. The side navigation's button
// sits here on mobile. Only the interactive parts are client components.

/** crawler: the page is a crawler's, which gets every menu panel's links in its HTML. */
export function Header({ menu: built, crawler = false }: { menu: MainMenuEntry[]; crawler?: boolean }) {
  const t = useTranslations('layout');
  // the fixed entries in the page's language; the origin's as it names them
  const menu = translateMenu(built, (key) => t(key));
  const top = pickMenu(menu, TOP_MENU_IDS);
  return (
    <HeaderFrame opaqueAfter={HEADER_OPAQUE_SCROLL_PX}>
      <div className={styles.inner}>
        <div className={styles.start}>
          <SideNav entries={pickMenu(menu, SIDE_NAV_IDS)} />
          <Logo />
          <MobileRouteBar />
        </div>
        <nav className={styles.nav} aria-label={t('header.mainNav')}>
          <TopMenu
            entries={top}
            panels={
              crawler
                ? top.map((entry) => (entry.subMenu?.length ? <MenuColumns key={entry.id} entries={entry.subMenu} /> : null))
                : undefined
            }
          />
        </nav>
        <div className={styles.actions}>
          <Suspense fallback={null}>
            <SkipButton />
          </Suspense>
          <SearchBox />
          <AccountActions />
        </div>
      </div>
    </HeaderFrame>
  );
}
