'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useVisiblePathname } from '@/lib/visible-pathname';
import type { MainMenuEntry } from '@/lib/menu';
import { IconMenu } from './icons';
import styles from './side-nav.module.css';

// spec 000 §2 and 001 §2 "Side navigation (mobile)": the hamburger button. The drawer (menus,
// profile, buttons and the modal) loads when the menu first opens, keeping it out of the first load.

const SideNavDrawer = lazyComponent(() => import('./side-nav-drawer').then((module) => module.SideNavDrawer));

export function SideNav({ entries }: { entries: MainMenuEntry[] }) {
  const t = useTranslations('layout');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const pathname = useVisiblePathname();

  // close after navigation (state adjusted while rendering, as React recommends over an effect)
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        aria-label={t('sideNav.openMenu')}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <IconMenu />
      </button>
      {used && <SideNavDrawer entries={entries} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
