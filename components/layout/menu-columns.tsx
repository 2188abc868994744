import { useId } from 'react';
import type { MenuEntry } from '@/lib/menu';
import { MenuLink } from './menu-link';
import styles from './menu-columns.module.css';

// A header menu's panel (spec 001 §2 "Header menus"): nested sub-menus, headings and a 'New'
// label, in columns. Drawn by the server on a crawler's page (every panel's links in its HTML),
// and in the browser when a person opens a panel: top-menu.tsx loads it then, so it is not in a
// page's first load.

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

/** onNavigate: closes the panel when one of its links is followed (absent on the server). */
export function MenuColumns({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
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

function MenuGroup({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
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

function MenuList({ entries, onNavigate, columns = false }: { entries: MenuEntry[]; onNavigate?: () => void; columns?: boolean }) {
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
