'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './header.module.css';

/**
 * spec 000 §2: the header is transparent at the top and turns opaque after a 60 px scroll
 * (opaqueAfter, HEADER_OPAQUE_SCROLL_PX, given by the server so the constants stay out of the client).
 */
export function HeaderFrame({ opaqueAfter, children }: { opaqueAfter: number; children: ReactNode }) {
  const [opaque, setOpaque] = useState(false);

  useEffect(() => {
    const update = () => setOpaque(window.scrollY > opaqueAfter);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [opaqueAfter]);

  return (
    <header className={`${styles.header} ${opaque ? styles.opaque : ''}`} data-opaque={opaque}>
      {children}
    </header>
  );
}
