import type { ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { IconHome, IconMovies, IconOriginals, IconTv } from './nav-icons';
import { BottomNavLink } from './bottom-nav-link';
import styles from './bottom-nav.module.css';

// spec 001 §2 "Bottom navigation": four entries, Home, MOVIES, TV, ORIGINALS (phones only, by CSS).
// Drawn by the server; only the links, which mark the current page, are client code.

interface BottomNavEntry {
  /** The title's catalogue key (layout namespace). */
  titleKey: string;
  href: string;
  /** Address prefixes that belong to the entry, besides href itself. */
  prefixes: string[];
  Icon: ComponentType<{ size?: number }>;
}

export const BOTTOM_NAV: readonly BottomNavEntry[] = [
  { titleKey: 'bottomNav.home', href: '/', prefixes: [], Icon: IconHome },
  { titleKey: 'bottomNav.movies', href: '/movies', prefixes: ['/movies/', '/movie/'], Icon: IconMovies },
  { titleKey: 'bottomNav.tv', href: '/tv', prefixes: ['/tv/'], Icon: IconTv },
  { titleKey: 'bottomNav.originals', href: '/originals', prefixes: ['/originals/', '/original/'], Icon: IconOriginals },
];

export function BottomNav() {
  const t = useTranslations('layout');
  return (
    <nav className={styles.nav} aria-label={t('bottomNav.label')}>
      <ul className={styles.list}>
        {BOTTOM_NAV.map((entry) => (
          <li key={entry.href}>
            <BottomNavLink href={entry.href} prefixes={entry.prefixes}>
              <entry.Icon size={22} />
              <span className={styles.title}>{t(entry.titleKey)}</span>
            </BottomNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
