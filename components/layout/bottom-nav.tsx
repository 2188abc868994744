'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentType } from 'react';
import { IconHome, IconMovies, IconOriginals, IconTv } from './icons';
import styles from './bottom-nav.module.css';

// spec 001 §2 "Bottom navigation": four entries, Home, MOVIES, TV, ORIGINALS (phones only, by CSS).

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

export function isCurrentEntry(entry: Pick<BottomNavEntry, 'href' | 'prefixes'>, pathname: string): boolean {
  return pathname === entry.href || entry.prefixes.some((prefix) => pathname.startsWith(prefix));
}

export function BottomNav() {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label="Quick links">
      <ul className={styles.list}>
        {BOTTOM_NAV.map((entry) => {
          const current = isCurrentEntry(entry, pathname);
          return (
            <li key={entry.href}>
              <Link href={entry.href} className={styles.link} aria-current={current ? 'page' : undefined}>
                <entry.Icon size={22} />
                <span className={styles.title}>{entry.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
