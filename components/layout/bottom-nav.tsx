import type { ComponentType } from 'react';
import { IconHome, IconMovies, IconOriginals, IconTv } from './nav-icons';
import { BottomNavLink } from './bottom-nav-link';
import styles from './bottom-nav.module.css';

// spec 001 §2 "Bottom navigation": four entries, Home, MOVIES, TV, ORIGINALS (phones only, by CSS).
// Drawn by the server; only the links, which mark the current page, are client code.

interface BottomNavEntry {
  title: string;
  href: string;
  /** Address prefixes that belong to the entry, besides href itself. */
  prefixes: string[];
  Icon: ComponentType<{ size?: number }>;
}

export const BOTTOM_NAV: readonly BottomNavEntry[] = [
  { title: 'Home', href: '/', prefixes: [], Icon: IconHome },
  { title: 'MOVIES', href: '/movies', prefixes: ['/movies/', '/movie/'], Icon: IconMovies },
  { title: 'TV', href: '/tv', prefixes: ['/tv/'], Icon: IconTv },
  { title: 'ORIGINALS', href: '/originals', prefixes: ['/originals/', '/original/'], Icon: IconOriginals },
];

export function BottomNav() {
  return (
    <nav className={styles.nav} aria-label="Quick links">
      <ul className={styles.list}>
        {BOTTOM_NAV.map((entry) => (
          <li key={entry.href}>
            <BottomNavLink href={entry.href} prefixes={entry.prefixes}>
              <entry.Icon size={22} />
              <span className={styles.title}>{entry.title}</span>
            </BottomNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
