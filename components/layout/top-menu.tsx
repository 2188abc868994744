'use client';

import { useId, type PointerEvent } from 'react';
import type { MainMenuEntry, MenuEntry } from '@/lib/menu';
import { MenuLink } from './menu-link';
import { IconChevronDown } from './icons';
import { useDropdown } from './use-dropdown';
import styles from './top-menu.module.css';

// spec 001 §2 "Header menus": dropdowns open on hover on desktop and on click on touch screens,
// with nested sub-menus, headings and a 'New' label. Each top entry is a link plus a button that
// toggles its panel (Enter or Space), so keyboard users reach every entry; Escape closes.
//
// A panel's links are drawn while it is open: closed panels are hidden, and only script opens
// them, so a person's page carries none of their hundreds of elements. A crawler's page
// (`everyPanel`) has every panel's links in its HTML.

export function TopMenu({ entries, everyPanel = false }: { entries: MainMenuEntry[]; everyPanel?: boolean }) {
  return (
    <ul className={styles.menu}>
      {entries.map((entry) => (
        <TopMenuItem key={entry.id} entry={entry} drawn={everyPanel} />
      ))}
    </ul>
  );
}

function TopMenuItem({ entry, drawn }: { entry: MainMenuEntry; drawn: boolean }) {
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
            aria-label={`${entry.title} menu`}
            onClick={toggle}
          >
            <IconChevronDown size={16} />
          </button>
          <div id={panelId} className={styles.panel} hidden={!open}>
            {drawn || open ? <MenuColumns entries={entry.subMenu ?? []} onNavigate={close} /> : null}
          </div>
        </>
      )}
    </li>
  );
}

type Column = { kind: 'links'; entries: MenuEntry[] } | { kind: 'group'; entry: MenuEntry };

/** Plain entries share a column; an entry with a sub-menu gets its own column under a heading. */
function columnsOf(entries: MenuEntry[]): Column[] {
  const columns: Column[] = [];
  for (const entry of entries) {
    if (entry.subMenu?.length) {
      columns.push({ kind: 'group', entry });
      continue;
    }
    const last = columns.at(-1);
    if (last?.kind === 'links') last.entries.push(entry);
    else columns.push({ kind: 'links', entries: [entry] });
  }
  return columns;
}

function MenuColumns({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  return (
    <div className={styles.columns}>
      {columnsOf(entries).map((column, index) =>
        column.kind === 'links' ? (
          <MenuList key={index} entries={column.entries} onNavigate={onNavigate} />
        ) : (
          <MenuGroup key={index} entry={column.entry} onNavigate={onNavigate} />
        ),
      )}
    </div>
  );
}

function MenuGroup({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const headingId = useId();
  const long = (entry.subMenu?.length ?? 0) > 8;
  return (
    <div className={styles.group} role="group" aria-labelledby={headingId}>
      <p id={headingId} className={styles.heading}>
        {entry.url && !entry.heading ? <MenuLink entry={entry} className={styles.headingLink} onNavigate={onNavigate} /> : entry.title}
      </p>
      <MenuList entries={entry.subMenu ?? []} onNavigate={onNavigate} columns={long} />
    </div>
  );
}

function MenuList({ entries, onNavigate, columns = false }: { entries: MenuEntry[]; onNavigate: () => void; columns?: boolean }) {
  return (
    <ul className={`${styles.list} ${columns ? styles.multiColumn : ''}`}>
      {entries.map((entry, index) => (
        <li key={`${entry.title}-${index}`}>
          {entry.subMenu?.length ? (
            <MenuGroup entry={entry} onNavigate={onNavigate} />
          ) : (
            <MenuLink entry={entry} className={styles.link} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
