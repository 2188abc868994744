'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { DOWNLOAD_DEVICE_LIMIT, DOWNLOAD_TITLE_LIMIT } from '@/contract/entitlements';
import { deviceTime } from '@/contract/download-licence';
import { readFailure } from '@/lib/api/errors';
import { shownExpiry, type PlayVerdict } from '@/lib/downloads/licence-check';
import { watchedHere, type DeviceFacts, type DownloadRecord } from '@/lib/downloads/local-db';
import { formatMegabytes } from '@/lib/format';
import { lazyComponent } from '@/components/ui/lazy-component';
import { DownloadProgress } from './download-progress';
import { VERDICT_TEXT } from './offline-player';
import { downloadsRuntime, useDownloads } from './runtime';
import styles from './downloads.module.css';
import { AlertText } from '@/components/ui/alert-text';

// The downloads page's list (issue 19): each title with its quality, size, expiry, Play and
// Delete (Pause, Resume and Cancel while it downloads, Renew once expired), and the space used.
// It reads only the browser's own storage, so it works offline from the app shell; online it
// syncs the licences first.

const LazyOfflinePlayer = lazyComponent(() => import('./offline-player').then((module) => module.OfflinePlayer));
const HELP_EXPIRY = 'Downloads expire after 30 days or 48 hours after you start watching.';
const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function expiryText(expiresAt: number, now: number): string {
  const hours = Math.max(0, (expiresAt - now) / 3_600_000);
  const left = hours >= 48 ? `${Math.floor(hours / 24)} days` : hours >= 1 ? `${Math.floor(hours)} hours` : 'less than an hour';
  return `Expires in ${left} (${when.format(expiresAt)})`;
}

function Item({
  record,
  facts,
  online,
  now,
  onPlay,
}: {
  record: DownloadRecord;
  facts: DeviceFacts;
  online: boolean;
  now: number;
  onPlay: () => void;
}) {
  const { manager } = downloadsRuntime();
  const [renewing, setRenewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verdict: PlayVerdict | null =
    shownExpiry(record, facts, now) ??
    (record.status === 'complete'
      ? { playable: false, expiresAt: Date.parse(record.expiresAt), reason: record.expired ? 'expired' : 'unsigned' }
      : null);
  const complete = record.status === 'complete';
  const playable = complete && verdict?.playable === true;
  const heading = record.contentTitle && record.contentTitle !== record.title ? `${record.title}: ${record.contentTitle}` : record.title;

  async function renew() {
    setRenewing(true);
    setError(null);
    try {
      await manager.renew(record);
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setRenewing(false);
    }
  }

  return (
    <li className={styles.item}>
      <h2 className={styles.itemTitle}>{heading}</h2>
      <p className={styles.facts}>
        <span>{record.qualityLabel}</span>
        <span>{formatMegabytes(complete ? record.sizeBytes : record.bytesDone)}</span>
        {complete && verdict ? (
          verdict.playable ? (
            <span>{expiryText(verdict.expiresAt, deviceTime(now, facts.clockOffset))}</span>
          ) : (
            <span className={styles.expired}>{verdict.reason === 'expired' ? 'Expired' : VERDICT_TEXT[verdict.reason]}</span>
          )
        ) : null}
      </p>
      <DownloadProgress record={record} />
      {complete && verdict && !verdict.playable && verdict.reason === 'expired' ? (
        <p className={styles.muted}>{online ? 'Renew it to watch it again; the files stay where they are.' : VERDICT_TEXT.expired}</p>
      ) : null}
      <AlertText className={styles.error} message={error} />
      <div className={styles.row}>
        {playable ? (
          <button type="button" className={styles.primary} onClick={onPlay}>
            Play<span className="visually-hidden"> {heading}</span>
          </button>
        ) : null}
        {complete && verdict && !verdict.playable && online ? (
          <button type="button" className={styles.action} disabled={renewing} onClick={() => void renew()}>
            Renew<span className="visually-hidden"> {heading}</span>
          </button>
        ) : null}
        {complete ? (
          <button type="button" className={styles.action} onClick={() => void manager.remove(record.id)}>
            Delete<span className="visually-hidden"> {heading}</span>
          </button>
        ) : null}
        {online ? (
          <Link href={record.link} className={styles.action}>
            Title page<span className="visually-hidden"> of {heading}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The time, again every half minute, for the expiries shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function DownloadsView() {
  const loaded = useDownloads((state) => state.loaded);
  const facts = useDownloads((state) => state.facts);
  const storage = useDownloads((state) => state.storage);
  const all = useDownloads((state) => state.records);
  const online = useOnline();
  const now = useNow();
  const [playing, setPlaying] = useState<DownloadRecord | null>(null);
  // a browser shared by several accounts shows the one signed in at the last sync, and of its
  // downloads those of the profile watching (issue 49)
  const records = Object.values(all)
    .filter((record) => (facts.userId === null || record.userId === facts.userId) && watchedHere(record))
    .sort((a, b) => b.createdAt - a.createdAt);
  const used = records.reduce((sum, record) => sum + (record.status === 'complete' ? record.sizeBytes : record.bytesDone), 0);

  useEffect(() => {
    const { manager, ready } = downloadsRuntime();
    void ready.then(async () => {
      if (!navigator.onLine) return;
      await manager.sync().catch(() => undefined);
      await manager.resumeWaiting();
    });
  }, []);

  if (!loaded) return <p className={styles.muted}>Loading your downloads…</p>;
  return (
    <>
      <p className={styles.muted}>
        {records.length} of {DOWNLOAD_TITLE_LIMIT} titles · {formatMegabytes(used)} used
        {storage && storage.quota > 0 ? ` · ${formatMegabytes(Math.max(0, storage.quota - storage.usage))} free in this browser` : ''}
      </p>
      {records.length === 0 ? (
        <div className={styles.item}>
          <h2 className={styles.itemTitle}>Downloads — Save titles and watch them offline</h2>
          <p className={styles.muted}>
            With Premium, look for the download button on the title page. Downloads stay in this browser, on up to {DOWNLOAD_DEVICE_LIMIT}{' '}
            devices per account.
          </p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Downloaded titles">
          {records.map((record) => (
            <Item key={record.id} record={record} facts={facts} online={online} now={now} onPlay={() => setPlaying(record)} />
          ))}
        </ul>
      )}
      <p className={styles.muted}>{HELP_EXPIRY}</p>
      {playing ? <LazyOfflinePlayer record={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}
