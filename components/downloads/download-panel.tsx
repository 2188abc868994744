'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { formatMegabytes } from '@/lib/format';
import { Modal } from '@/components/ui/modal';
import { useSessionStore } from '@/stores/store-provider';
import { watchedHere } from '@/lib/downloads/local-db';
import { DownloadProgress } from './download-progress';
import { downloadsRuntime, useDownloads } from './runtime';
import { useDownloadOptions } from './use-download-options';
import styles from './downloads.module.css';
import { AlertText } from '@/components/ui/alert-text';

// The quality choice of a download (each rung with the size it stores; the user's last choice
// first), then its progress with Pause, Resume and Cancel (issue 19). A season's episodes download
// one after another in one quality; the account's limits still hold, and an episode past them
// stops the rest with the origin's message.

export interface DownloadItem {
  contentId: number;
  link: string;
}

export function DownloadPanel({ heading, items, onClose }: { heading: string; items: DownloadItem[]; onClose: () => void }) {
  const t = useTranslations('downloads');
  const locale = useLocale();
  const userId = useSessionStore((state) => state.userData?.uuid ?? null);
  const { options, quality, setQuality, error, setError } = useDownloadOptions(items[0].contentId);
  const [done, setDone] = useState<number | null>(null);
  const name = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const single = items.length === 1;
  const ids = new Set(items.map((item) => item.contentId));
  const records = Object.values(useDownloads((state) => state.records)).filter(
    (record) => ids.has(record.contentId) && watchedHere(record),
  );
  const record = single ? records[0] : undefined;
  const started = single ? record?.status : done !== null;

  // the quality choice gives way to the progress, and Pause, Resume and Cancel to each other or to
  // the finished message: keep the focus inside the dialog, so that Escape still closes it
  useEffect(() => {
    if (started && !panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
  }, [started]);

  useEffect(() => {
    void downloadsRuntime().ready.catch(() => undefined);
  }, []);

  async function start() {
    const choice = options?.qualities.find((option) => option.quality === quality);
    if (!choice || !userId) return;
    setError(null);
    setDone(0);
    const { manager, ready } = downloadsRuntime();
    await ready;
    for (const [index, item] of items.entries()) {
      try {
        await manager.download(item.contentId, choice.quality, { userId, link: item.link, qualityLabel: choice.label, wait: !single });
        setDone(single ? null : index + 1);
      } catch (failure) {
        setError(readFailure(failure).message);
        if (single) setDone(null);
        return;
      }
    }
  }

  const choosing = single ? !record : done === null;
  return (
    <Modal open onClose={onClose} title={heading}>
      <div className={styles.panel} ref={panelRef} tabIndex={-1}>
        {record?.status === 'complete' ? (
          <>
            <p className={styles.muted}>
              {t('panel.downloaded', { quality: record.qualityLabel, size: formatMegabytes(record.sizeBytes, locale) })}
            </p>
            <Link href="/downloads" className={styles.primary}>
              {t('panel.goToDownloads')}
            </Link>
          </>
        ) : null}
        {choosing && options && !options.allowed ? (
          <>
            <p className={styles.muted}>{options.message}</p>
            <Link href="/purchase" className={styles.primary}>
              {t('panel.seePlans')}
            </Link>
          </>
        ) : null}
        {choosing && options?.allowed ? (
          <>
            <fieldset className={styles.choices}>
              <legend>{t('panel.quality')}</legend>
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
                  <span className={styles.size}>
                    {single
                      ? formatMegabytes(option.size_bytes, locale)
                      : t('panel.about', { size: formatMegabytes(option.size_bytes * items.length, locale) })}
                  </span>
                </label>
              ))}
            </fieldset>
            {single ? (
              <p className={styles.muted}>{t('panel.limits', { used: options.limits.titles_used, total: options.limits.titles })}</p>
            ) : null}
            <button type="button" className={styles.primary} disabled={done !== null || quality === null} onClick={() => void start()}>
              {single ? t('panel.download') : t('panel.downloadEpisodes', { count: items.length })}
            </button>
          </>
        ) : null}
        {choosing && !options && !error ? <p className={styles.muted}>{t('panel.loading')}</p> : null}
        {!single && done !== null ? (
          <p className={styles.muted} aria-live="polite">
            {t('panel.episodesDone', { done, total: items.length })}
          </p>
        ) : null}
        {records
          .filter((entry) => entry.status !== 'complete')
          .map((entry) => (
            <DownloadProgress key={entry.id} record={entry} />
          ))}
        <AlertText className={styles.error} message={error} />
      </div>
    </Modal>
  );
}
