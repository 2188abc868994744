'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_OPAQUE_SCROLL_PX } from '@/contract/constants';
import styles from './header.module.css';

/** spec 000 §2: the header is transparent at the top and turns opaque after a 60 px scroll. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [opaque, setOpaque] = useState(false);

  useEffect(() => {
    const update = () => setOpaque(window.scrollY > HEADER_OPAQUE_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={`${styles.header} ${opaque ? styles.opaque : ''}`} data-opaque={opaque}>
      {children}
    </header>
  );
}
