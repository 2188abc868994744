'use client';

import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PLAYLIST_ROWS_DEFAULT } from '@/contract/constants';
import { fetchPageRows } from '@/lib/api/catalogue-client';
import type { LandingPageName } from './landing-rows';
import { landingRows } from './playlist-row';
import styles from './catalogue.module.css';
import moreStyles from './more-rows.module.css';
import { takeEarlyFocus, takeEarlyRequest } from './more-rows-press';

/** How far below the screen the next rows start loading, so that scrolling seldom meets the skeleton. */
const PRELOAD_MARGIN = '1200px 0px';
const SKELETON_CARDS = 8;

/** `showing`: the rows have come and are being added; the first took the skeleton's place. */
type Status = 'idle' | 'loading' | 'showing' | 'failed';

/** A page of rows that has come and is being shown, one row a task. */
interface Arriving {
  rows: ReactNode[];
  next: number | null;
}

/**
 * The rows of a landing page after the server-rendered ones (spec 001 §9: 2 in server rendering,
 * then 5 a page). They load once the visitor scrolls and the end of the rows is near (or in view
 * from the start), so a page that is only looked at does no more work; the "More rows" link under
 * the last row loads them on demand and, without JavaScript, opens the next rows as a page.
 * They are asked for as data and drawn here, not by a server function: Next.js's router holds a
 * navigation until a server function posted meanwhile has answered, so a card pressed while the
 * rows are asked for would wait for them (bench/README.md, "Playback: press on Play to first frame").
 */
export function MoreRowsBody({ page, start, contentLimit }: { page: LandingPageName; start: number; contentLimit: number }) {
  const t = useTranslations('browse');
  const [pages, setPages] = useState<ReactNode[][]>([]);
  const [arriving, setArriving] = useState<Arriving | null>(null);
  const [next, setNext] = useState<number | null>(start);
  const [status, setStatus] = useState<Status>('idle');
  const busy = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusNewRows = useRef(false);
  const [scrolled, setScrolled] = useState(false);

  /** Adds `rows` one a task, or, when none are left, hands the link on to the next page. */
  const showRest = useCallback((rest: Arriving) => {
    if (rest.rows.length > 0) {
      setArriving(rest);
      setStatus('showing');
      return;
    }
    setArriving(null);
    setNext(rest.next);
    setStatus('idle');
    // until now a press would have asked for the same rows again
    busy.current = false;
  }, []);

  const load = useCallback(
    async (from: number) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('loading');
      try {
        const answer = landingRows(await fetchPageRows(page, from, PLAYLIST_ROWS_DEFAULT, contentLimit), from);
        // the first row takes the skeleton's place in the same commit, so nothing below it moves
        const [first, ...rest] = answer.rows;
        startTransition(() => {
          setPages((loaded) => [...loaded, first === undefined ? [] : [first]]);
          showRest({ rows: rest, next: answer.next });
        });
      } catch {
        focusNewRows.current = false;
        setStatus('failed');
        busy.current = false;
      }
    },
    [page, contentLimit, showRest],
  );

  // Each further row is rendered in a transition (which yields to the browser between cards) and
  // committed in a task of its own: a page of 5 rows is some 400 elements, and committed at once it
  // made one long task that a tap or a key would wait behind.
  useEffect(() => {
    if (!arriving) return;
    const timer = setTimeout(() =>
      startTransition(() => {
        const [row, ...rest] = arriving.rows;
        setPages((loaded) => [...loaded.slice(0, -1), [...(loaded.at(-1) ?? []), row]]);
        showRest({ rows: rest, next: arriving.next });
      }),
    );
    return () => clearTimeout(timer);
  }, [arriving, showRest]);

  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);

  useEffect(() => {
    const target = link.current;
    if (next === null || status !== 'idle' || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.find((entry) => entry.isIntersecting);
        if (near && (scrolled || window.scrollY > 0 || near.boundingClientRect.top < window.innerHeight)) void load(next);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [next, status, load, scrolled]);

  // a keyboard user who asked for more rows lands on the first of them
  useEffect(() => {
    if (!focusNewRows.current || status !== 'idle') return;
    focusNewRows.current = false;
    list.current?.lastElementChild?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [pages, status]);

  // "More rows" focused before this code had arrived keeps the focus on this link, which took its
  // place; pressed, it is pressed again, now that it can load them (after the effect above, whose
  // first run would otherwise take the focus request)
  useEffect(() => {
    if (takeEarlyFocus()) link.current?.focus();
    if (takeEarlyRequest()) link.current?.click();
  }, []);

  return (
    <>
      <div ref={list} className={moreStyles.morePages}>
        {pages.map((rows, index) => (
          <div key={index} className={moreStyles.morePages}>
            {rows}
          </div>
        ))}
      </div>
      {status === 'loading' ? <RowSkeleton /> : null}
      <p role="status" className="visually-hidden">
        {status === 'loading' ? t('moreRows.loading') : ''}
      </p>
      {status === 'failed' ? (
        <p className={moreStyles.moreFailed} role="alert">
          {t('moreRows.failed')}{' '}
          <button
            type="button"
            className={moreStyles.moreButton}
            onClick={() => {
              if (next === null) return;
              // the button goes once the rows come: focus moves on to the first of them
              focusNewRows.current = true;
              void load(next);
            }}
          >
            {t('moreRows.retry')}
          </button>
        </p>
      ) : null}
      {next !== null && status !== 'failed' ? (
        <a
          ref={link}
          href={`?start=${next}`}
          className={moreStyles.moreButton}
          aria-disabled={status === 'loading' || status === 'showing' || undefined}
          onClick={(event) => {
            event.preventDefault();
            focusNewRows.current = true;
            void load(next);
          }}
        >
          {t('moreRows.more')}
        </a>
      ) : null}
    </>
  );
}

/** A row's outline at its final size while its rows load: no layout shift when they arrive. */
function RowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <div className={styles.rowHeader}>
        <span className={moreStyles.skeletonTitle} />
      </div>
      <ul className={styles.rail}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={`${styles.card} ${styles.poster}`}>
            <span className={`${styles.artwork} ${moreStyles.skeleton}`} />
            <span className={moreStyles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
