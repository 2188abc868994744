'use client';

import Link from 'next/link';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazy-component';
import { canDownload, viewerPlanOf } from '@/contract/entitlements';
import { useSessionStore } from '@/stores/store-provider';
import { watchesAsKids } from '@/stores/session-rules';
import { DOWNLOADS_SUMMARY_KEY, readSummary } from '@/lib/downloads/summary';
import type { DownloadItem } from './download-panel';
import styles from './downloads.module.css';

// The one Download control (issue 19): a title page's Download, or a series page's "Download
// season" for its episodes. A plan with downloads gets the button, whose panel (the quality choice,
// progress and the download code itself) loads on first use; any other viewer is told on a title
// "Downloads come with Premium", linking to the plans (a season says nothing: its episodes do; nor
// does a kids profile, which sees no purchase prompts: issue 49).

const LazyDownloadPanel = lazyComponent(() => import('./download-panel').then((module) => module.DownloadPanel));

/** What is downloaded: one title, or a season's episodes (`season` null: a show without seasons). */
export type DownloadScope =
  { title: string; contentId: number; link: string } | { showTitle: string; season: number | null; episodes: DownloadItem[] };

/** What is downloaded, and the keys of its button and heading under `button` (with the values they name). */
function describe(scope: DownloadScope): {
  items: DownloadItem[];
  title: string | null;
  label: 'title' | 'allEpisodes' | 'season';
  heading: 'titleHeading' | 'allEpisodesHeading' | 'seasonHeading';
  values: Record<string, string | number>;
} {
  if ('title' in scope) {
    const items = [{ contentId: scope.contentId, link: scope.link }];
    return { items, title: scope.title, label: 'title', heading: 'titleHeading', values: { title: scope.title } };
  }
  const values = { show: scope.showTitle, season: scope.season ?? 0 };
  return scope.season === null
    ? { items: scope.episodes, title: null, label: 'allEpisodes', heading: 'allEpisodesHeading', values }
    : { items: scope.episodes, title: null, label: 'season', heading: 'seasonHeading', values };
}

const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

export function DownloadButton(scope: DownloadScope) {
  const t = useTranslations('downloads');
  const plan = useSessionStore((state) => (state.isLoggedIn ? state.activeUserPlan : null));
  const kids = useSessionStore((state) => watchesAsKids(state.userData));
  const [open, setOpen] = useState(false);
  const { items, title, label, heading, values } = describe(scope);
  const held = useHeld(title === null ? null : items[0].contentId, open);

  if (!canDownload(viewerPlanOf(plan))) {
    return title === null || kids ? null : (
      <Link href="/purchase" className={styles.premiumPrompt}>
        <DownloadIcon />
        {t('button.premiumPrompt')}
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
        {title === null ? null : <DownloadIcon />}
        {t.rich(`button.${held ? 'downloaded' : label}`, { ...values, hidden })}
      </button>
      {open ? <LazyDownloadPanel heading={t(`button.${heading}`, values)} items={items} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Whether this browser holds a download of `contentId` (read again when the panel closes or another tab changes them). */
function useHeld(contentId: number | null, open: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (contentId === null) return;
    const read = () => setHeld(readSummary().some((entry) => entry.contentId === contentId));
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === DOWNLOADS_SUMMARY_KEY) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [contentId, open]);
  return held;
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
