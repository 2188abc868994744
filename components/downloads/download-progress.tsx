'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { DownloadRecord } from '@/lib/downloads/local-db';
import { formatMegabytes } from '@/lib/format';
import { downloadsRuntime } from './runtime';
import styles from './downloads.module.css';

// A download under way: how far it is, Pause or Resume, Cancel; shared by the panel and the page.

export function percentOf(record: DownloadRecord): number {
  if (record.status === 'complete') return 100;
  return record.filesTotal > 0 ? Math.floor((record.filesDone / record.filesTotal) * 100) : 0;
}

export function DownloadProgress({ record }: { record: DownloadRecord }) {
  const t = useTranslations('downloads');
  const locale = useLocale();
  const { manager } = downloadsRuntime();
  const percent = percentOf(record);
  if (record.status === 'complete') return null;
  const status = t(`progress.status.${record.status}`);
  const { error } = record;
  const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;
  return (
    <div className={styles.panel}>
      <progress className={styles.progress} max={100} value={percent} aria-label={t('progress.label', { status, title: record.title })} />
      <p className={styles.muted} aria-live="polite">
        {t('progress.line', {
          status,
          percent,
          done: formatMegabytes(record.bytesDone, locale),
          size: formatMegabytes(record.sizeBytes, locale),
        })}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {typeof error === 'string'
            ? error
            : error.code === 'quota'
              ? t('progress.problems.quota', {
                  need: formatMegabytes(error.needBytes, locale),
                  free: formatMegabytes(error.freeBytes, locale),
                })
              : t(`progress.problems.${error.code}`)}
        </p>
      ) : null}
      <div className={styles.row}>
        {record.status === 'downloading' ? (
          <button type="button" className={styles.action} onClick={() => void manager.pause(record.id)}>
            {t.rich('progress.pause', { title: record.title, hidden })}
          </button>
        ) : (
          <button type="button" className={styles.action} onClick={() => void manager.resume(record.id)}>
            {t.rich(record.status === 'failed' ? 'progress.tryAgain' : 'progress.resume', { title: record.title, hidden })}
          </button>
        )}
        <button type="button" className={styles.action} onClick={() => void manager.remove(record.id)}>
          {t.rich('progress.cancel', { title: record.title, hidden })}
        </button>
      </div>
    </div>
  );
}
