'use client';

import type { DownloadRecord } from '@/lib/downloads/local-db';
import { formatMegabytes } from '@/lib/format';
import { downloadsRuntime } from './runtime';
import styles from './downloads.module.css';

// A download under way: how far it is, Pause or Resume, Cancel; shared by the panel and the page.

export function percentOf(record: DownloadRecord): number {
  if (record.status === 'complete') return 100;
  return record.filesTotal > 0 ? Math.floor((record.filesDone / record.filesTotal) * 100) : 0;
}

const STATUS_TEXT: Record<DownloadRecord['status'], string> = {
  downloading: 'Downloading',
  paused: 'Paused',
  waiting: 'Waiting for a connection',
  failed: 'Stopped',
  complete: 'Downloaded',
};

export function DownloadProgress({ record }: { record: DownloadRecord }) {
  const { manager } = downloadsRuntime();
  const percent = percentOf(record);
  const label = `${STATUS_TEXT[record.status]}: ${record.title}`;
  if (record.status === 'complete') return null;
  return (
    <div className={styles.panel}>
      <progress className={styles.progress} max={100} value={percent} aria-label={label} />
      <p className={styles.muted} aria-live="polite">
        {STATUS_TEXT[record.status]} · {percent}% · {formatMegabytes(record.bytesDone)} of about {formatMegabytes(record.sizeBytes)}
      </p>
      {record.error ? (
        <p className={styles.error} role="alert">
          {record.error}
        </p>
      ) : null}
      <div className={styles.row}>
        {record.status === 'downloading' ? (
          <button type="button" className={styles.action} onClick={() => void manager.pause(record.id)}>
            Pause<span className="visually-hidden"> the download of {record.title}</span>
          </button>
        ) : (
          <button type="button" className={styles.action} onClick={() => void manager.resume(record.id)}>
            {record.status === 'failed' ? 'Try again' : 'Resume'}
            <span className="visually-hidden"> the download of {record.title}</span>
          </button>
        )}
        <button type="button" className={styles.action} onClick={() => void manager.remove(record.id)}>
          Cancel<span className="visually-hidden"> the download of {record.title}</span>
        </button>
      </div>
    </div>
  );
}
