'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { PROGRESS_BAR } from '@/contract/constants';
import { useUiStore, useUiStoreApi } from '@/stores/store-provider';
import {
  advanceProgress,
  finishProgress,
  idleProgress,
  isProgressPaused,
  PROGRESS_TICK_MS,
  progressColour,
  shouldScheduleHide,
  startProgress,
} from '@/stores/progress-bar-rules';
import styles from './top-progress-bar.module.css';

// spec 001 §4 "Top progress bar". The App Router has no navigation events, so the bar starts on a
// click on an internal link and finishes when the address changes. Other code can drive it
// through the UI store's setProgress with the rules of stores/progress-bar-rules.ts.

/** A navigation that never lands (cancelled, failed) still ends the bar after this long. */
const GIVE_UP_MS = 15_000;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

export function TopProgressBar() {
  const ui = useUiStoreApi();
  const progress = useUiStore((state) => state.progress);
  const pathname = useVisiblePathname();
  const search = useSearchParams().toString();

  // start on a click on an internal link
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (isInternalNavigation(event)) ui.getState().setProgress(startProgress());
    }
    // capture phase: next/link prevents the default action of the click during bubbling
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [ui]);

  // finish when the address changes
  useEffect(() => {
    const { progress: current, setProgress } = ui.getState();
    setProgress(finishProgress(current));
  }, [pathname, search, ui]);

  const running = progress.visible && progress.percent < 100;
  const paused = isProgressPaused(progress);

  // advance randomly until paused above 85 percent
  useEffect(() => {
    if (!running || paused) return;
    const timer = window.setInterval(() => {
      const { progress: current, setProgress } = ui.getState();
      setProgress(advanceProgress(current, Math.random()));
    }, PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, paused, ui]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      const { progress: current, setProgress } = ui.getState();
      setProgress(finishProgress(current));
    }, GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [running, ui]);

  // hide about half a second after finishing
  const hidePending = shouldScheduleHide(progress);
  useEffect(() => {
    if (!hidePending) return;
    const timer = window.setTimeout(() => ui.getState().setProgress(idleProgress), PROGRESS_BAR.hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [hidePending, ui]);

  return (
    <div
      className={styles.bar}
      aria-hidden="true"
      data-visible={progress.visible}
      style={{ transform: `scaleX(${progress.percent / 100})`, backgroundColor: progressColour(progress) }}
    />
  );
}
