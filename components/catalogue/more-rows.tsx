'use client';

import { useLayoutEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { LandingPageName } from './landing-rows';
import styles from './more-rows.module.css';
import { noteEarlyFocus, noteEarlyPress } from './more-rows-press';

interface MoreRowsProps {
  page: LandingPageName;
  start: number;
  /** The items of each row (spec 001 §9: 20 on the web, 10 on a phone), as the first rows had. */
  contentLimit: number;
}

/**
 * What the server renders and the page shows until the rows' code arrives: "More rows" as the
 * link that opens the next rows as a page without JavaScript; pressed with JavaScript, it waits
 * for the code, which then loads the rows in place. Focused when the code comes, it hands the focus
 * on to the link that takes its place.
 */
function MoreRowsLink({ start }: MoreRowsProps) {
  const t = useTranslations('browse');
  const link = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    const node = link.current;
    // runs as it gives way, while it is still in the document
    return () => noteEarlyFocus(node !== null && node === document.activeElement);
  }, []);
  return (
    <>
      <div className={styles.morePages} />
      <p role="status" className="visually-hidden" />
      <a
        ref={link}
        href={`?start=${start}`}
        className={styles.moreButton}
        onClick={(event) => {
          event.preventDefault();
          noteEarlyPress();
          // rows' code that cannot come (a new release, a moment offline): the link opens the
          // next rows as a page, as it does without JavaScript
          const next = event.currentTarget.href;
          MoreRows.load().catch(() => window.location.assign(next));
        }}
      >
        {t('moreRows.more')}
      </a>
    </>
  );
}

/**
 * The rows of a landing page after the server-rendered ones (more-rows-body.tsx); their code comes
 * right after the page's first load.
 */
export const MoreRows = lazyComponent<MoreRowsProps>(() => import('./more-rows-body').then((module) => module.MoreRowsBody), MoreRowsLink);
