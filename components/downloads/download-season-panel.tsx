'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { readFailure } from '@/lib/api/errors';
import { formatMegabytes } from '@/lib/format';
import { Modal } from '@/components/ui/modal';
import { useSessionStore } from '@/stores/store-provider';
import { DownloadProgress } from './download-progress';
import { downloadsRuntime, useDownloads } from './runtime';
import { useDownloadOptions } from './use-download-options';
import styles from './downloads.module.css';

// A season's episodes downloaded one after another in one quality (issue 19). The account's
// limits still hold: an episode past them stops the rest with the origin's message.

export interface SeasonEpisode {
  contentId: number;
  link: string;
}

export function DownloadSeasonPanel({ heading, episodes, onClose }: { heading: string; episodes: SeasonEpisode[]; onClose: () => void }) {
  const userId = useSessionStore((state) => state.userData?.uuid ?? null);
  const { options, quality, setQuality, error, setError } = useDownloadOptions(episodes[0].contentId);
  const [done, setDone] = useState<number | null>(null);
  const name = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const started = done !== null;
  // the quality choice gives way to the progress: keep the focus inside the dialog
  useEffect(() => {
    if (started) panelRef.current?.focus();
  }, [started]);
  const ids = new Set(episodes.map((episode) => episode.contentId));
  const records = useDownloads((state) => state.records);
  const current = Object.values(records).filter((record) => ids.has(record.contentId) && record.status !== 'complete');

  async function start() {
    const choice = options?.qualities.find((option) => option.quality === quality);
    if (!choice || !userId) return;
    setError(null);
    setDone(0);
    const { manager, ready } = downloadsRuntime();
    await ready;
    for (const [index, episode] of episodes.entries()) {
      try {
        await manager.download(episode.contentId, choice.quality, { userId, link: episode.link, qualityLabel: choice.label, wait: true });
        setDone(index + 1);
      } catch (failure) {
        setError(readFailure(failure).message);
        return;
      }
    }
  }

  return (
    <Modal open onClose={onClose} title={heading}>
      <div className={styles.panel} ref={panelRef} tabIndex={-1}>
        {done === null && options?.allowed ? (
          <>
            <fieldset className={styles.choices}>
              <legend>Quality</legend>
              {options.qualities.map((option) => (
                <label key={option.quality} className={styles.choice}>
                  <input type="radio" name={name} checked={quality === option.quality} onChange={() => setQuality(option.quality)} />
                  <span>{option.label}</span>
                  <span className={styles.size}>about {formatMegabytes(option.size_bytes * episodes.length)}</span>
                </label>
              ))}
            </fieldset>
            <button type="button" className={styles.primary} disabled={quality === null} onClick={() => void start()}>
              Download {episodes.length} episodes
            </button>
          </>
        ) : null}
        {options && !options.allowed ? <p className={styles.muted}>{options.message}</p> : null}
        {done !== null ? (
          <p className={styles.muted} aria-live="polite">
            {done} of {episodes.length} episodes downloaded
          </p>
        ) : null}
        {current.map((record) => (
          <DownloadProgress key={record.id} record={record} />
        ))}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
