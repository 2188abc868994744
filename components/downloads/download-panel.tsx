'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { readFailure } from '@/lib/api/errors';
import { formatMegabytes } from '@/lib/format';
import { Modal } from '@/components/ui/modal';
import { useSessionStore } from '@/stores/store-provider';
import { DownloadProgress } from './download-progress';
import { downloadsRuntime, useDownloads } from './runtime';
import { useDownloadOptions } from './use-download-options';
import styles from './downloads.module.css';

// The quality choice of a download (each rung with the size it stores; the user's last choice
// first), then its progress with Pause, Resume and Cancel (issue 19).

export function DownloadPanel({
  contentId,
  title,
  link,
  onClose,
}: {
  contentId: number;
  title: string;
  link: string;
  onClose: () => void;
}) {
  const userId = useSessionStore((state) => state.userData?.uuid ?? null);
  const record = useDownloads((state) => Object.values(state.records).find((candidate) => candidate.contentId === contentId));
  const { options, quality, setQuality, error, setError } = useDownloadOptions(contentId);
  const [busy, setBusy] = useState(false);
  const name = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const status = record?.status;

  // the Download button gives way to the progress, and Pause, Resume and Cancel to each other or to
  // the finished message: keep the focus inside the dialog, so that Escape still closes it
  useEffect(() => {
    if (status && !panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
  }, [status]);

  useEffect(() => {
    void downloadsRuntime().ready.catch(() => undefined);
  }, []);

  async function start() {
    if (quality === null || !options || !userId) return;
    const choice = options.qualities.find((option) => option.quality === quality);
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      await downloadsRuntime().manager.download(contentId, quality, { userId, link, qualityLabel: choice.label });
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={`Download ${title}`}>
      <div className={styles.panel} ref={panelRef} tabIndex={-1}>
        {record ? (
          record.status === 'complete' ? (
            <>
              <p className={styles.muted}>
                Downloaded in {record.qualityLabel} ({formatMegabytes(record.sizeBytes)}). Watch it from your downloads, also offline.
              </p>
              <Link href="/downloads" className={styles.primary}>
                Go to Downloads
              </Link>
            </>
          ) : (
            <DownloadProgress record={record} />
          )
        ) : options && !options.allowed ? (
          <>
            <p className={styles.muted}>{options.message}</p>
            <Link href="/purchase" className={styles.primary}>
              See the plans
            </Link>
          </>
        ) : options ? (
          <>
            <fieldset className={styles.choices}>
              <legend>Quality</legend>
              {options.qualities.map((option) => (
                <label key={option.quality} className={styles.choice}>
                  <input
                    type="radio"
                    name={name}
                    value={option.quality}
                    checked={quality === option.quality}
                    onChange={() => setQuality(option.quality)}
                  />
                  <span>{option.label}</span>
                  <span className={styles.size}>{formatMegabytes(option.size_bytes)}</span>
                </label>
              ))}
            </fieldset>
            <p className={styles.muted}>
              {options.limits.titles_used} of {options.limits.titles} downloads used. Downloads expire after 30 days or 48 hours after you
              start watching.
            </p>
            <button type="button" className={styles.primary} disabled={busy || quality === null} onClick={() => void start()}>
              Download
            </button>
          </>
        ) : error ? null : (
          <p className={styles.muted}>Loading the qualities…</p>
        )}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
