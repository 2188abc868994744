'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { DOWNLOADS_PREMIUM_PROMPT, canDownload, viewerPlanOf } from '@/contract/entitlements';
import { useSessionStore } from '@/stores/store-provider';
import { DOWNLOADS_SUMMARY_KEY, readSummary } from '@/lib/downloads/summary';
import styles from './downloads.module.css';

// The title page's Download (issue 19): a plan with downloads gets the button, whose panel (the
// quality choice, progress and the download code itself) loads on first use; any other viewer is
// told "Downloads come with Premium", linking to the plans.

const LazyDownloadPanel = lazyComponent(() => import('./download-panel').then((module) => module.DownloadPanel));

export function DownloadButton({ contentId, title, link }: { contentId: number; title: string; link: string }) {
  const plan = useSessionStore((state) => (state.isLoggedIn ? state.activeUserPlan : null));
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const read = () => setHeld(readSummary().some((entry) => entry.contentId === contentId));
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === DOWNLOADS_SUMMARY_KEY) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [contentId, open]);

  if (!canDownload(viewerPlanOf(plan))) {
    return (
      <Link href="/purchase" className={styles.premiumPrompt}>
        <DownloadIcon />
        {DOWNLOADS_PREMIUM_PROMPT}
      </Link>
    );
  }
  const load = () => void LazyDownloadPanel.load().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={load}
        onFocus={load}
      >
        <DownloadIcon />
        {held ? 'Downloaded' : 'Download'}
        <span className="visually-hidden"> {title}</span>
      </button>
      {open ? <LazyDownloadPanel contentId={contentId} title={title} link={link} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <path
        d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
