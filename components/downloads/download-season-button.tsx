'use client';

import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { canDownload, viewerPlanOf } from '@/contract/entitlements';
import { useSessionStore } from '@/stores/store-provider';
import type { SeasonEpisode } from './download-season-panel';
import styles from './downloads.module.css';

// "Download season" on a series page (issue 19), for plans with downloads (the episode's own
// Download tells the others that downloads come with Premium). Its code loads on first use.

const LazySeasonPanel = lazyComponent(() => import('./download-season-panel').then((module) => module.DownloadSeasonPanel));

export function DownloadSeasonButton({
  showTitle,
  season,
  episodes,
}: {
  showTitle: string;
  season: number | null;
  episodes: SeasonEpisode[];
}) {
  const plan = useSessionStore((state) => (state.isLoggedIn ? state.activeUserPlan : null));
  const [open, setOpen] = useState(false);
  if (!canDownload(viewerPlanOf(plan))) return null;
  const label = season === null ? 'Download all episodes' : `Download season ${season}`;
  const load = () => void LazySeasonPanel.load().catch(() => undefined);
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
        {label}
        <span className="visually-hidden"> of {showTitle}</span>
      </button>
      {open ? <LazySeasonPanel heading={`${label} of ${showTitle}`} episodes={episodes} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
