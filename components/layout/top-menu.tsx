'use client';

import { useId, type PointerEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { MainMenuEntry } from '@/lib/menu';
import { lazyComponent } from '@/components/ui/lazy-component';
import { MenuLink } from './menu-link';
import { IconChevronDown } from './icons';
import { useDropdown } from './use-dropdown';
import styles from './top-menu.module.css';

// spec 001 §2 "Header menus": dropdowns open on hover on desktop and on click on touch screens,
// with nested sub-menus, headings and a 'New' label. Each top entry is a link plus a button that
// toggles its panel (Enter or Space), so keyboard users reach every entry; Escape closes.
//
// A panel's links are drawn while it is open: closed panels are hidden, and only script opens
// them, so a person's page carries none of their hundreds of elements, and the panels' code
// (menu-columns.tsx) loads when the pointer or focus first comes to the menu. A crawler's page has
// every panel's links in its HTML, drawn by the server (`panels`, one per entry).

const MenuColumns = lazyComponent(() => import('./menu-columns').then((module) => module.MenuColumns));

export function TopMenu({ entries, panels }: { entries: MainMenuEntry[]; panels?: ReactNode[] }) {
  // fetched ahead; a failed fetch is tried again when a panel opens, which says so
  const loadPanels = () => void MenuColumns.load().catch(() => undefined);
  return (
    <ul className={styles.menu} onPointerEnter={loadPanels} onFocus={loadPanels}>
      {entries.map((entry, index) => (
        <TopMenuItem key={entry.id} entry={entry} panel={panels?.[index]} />
      ))}
    </ul>
  );
}

function TopMenuItem({ entry, panel }: { entry: MainMenuEntry; panel?: ReactNode }) {
  const t = useTranslations('layout');
  const panelId = useId();
  const { open, setOpen, toggle, close, rootRef, buttonRef, onKeyDown, onBlur } = useDropdown<HTMLLIElement>();
  const hasPanel = (entry.subMenu?.length ?? 0) > 0;

  const onPointerEnter = (event: PointerEvent) => {
    if (hasPanel && event.pointerType === 'mouse') setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(false);
  };

  return (
    <li
      ref={rootRef}
      className={styles.item}
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <MenuLink entry={entry} className={styles.topLink} onNavigate={close} />
      {hasPanel && (
        <>
          <button
            ref={buttonRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('topMenu.toggle', { title: entry.title })}
            onClick={toggle}
          >
            <IconChevronDown size={16} />
          </button>
          <div id={panelId} className={styles.panel} hidden={!open}>
            {panel ?? (open ? <MenuColumns entries={entry.subMenu ?? []} onNavigate={close} /> : null)}
          </div>
        </>
      )}
    </li>
  );
}
