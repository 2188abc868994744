'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useVisiblePathname } from '@/lib/visible-pathname';
import type { ReactNode } from 'react';
import styles from './bottom-nav.module.css';

/** Whether the path belongs to an entry: its own address, or one of its prefixes. */
export function isCurrentEntry(entry: { href: string; prefixes: readonly string[] }, pathname: string): boolean {
  return pathname === entry.href || entry.prefixes.some((prefix) => pathname.startsWith(prefix));
}

/** A bottom navigation entry, marked as the current page where the path belongs to it. */
export function BottomNavLink({ href, prefixes, children }: { href: string; prefixes: readonly string[]; children: ReactNode }) {
  const current = isCurrentEntry({ href, prefixes }, useVisiblePathname());
  return (
    <IntentLink href={href} className={styles.link} aria-current={current ? 'page' : undefined}>
      {children}
    </IntentLink>
  );
}
