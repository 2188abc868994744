'use client';

import Link from 'next/link';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { DOWNLOAD_DEVICE_LIMIT, DOWNLOAD_TITLE_LIMIT } from '@/contract/entitlements';
import { deviceTime } from '@/contract/download-licence';
import { readFailure } from '@/lib/api/errors';
import { shownExpiry, type PlayVerdict } from '@/lib/downloads/licence-check';
import { watchedHere, type DeviceFacts, type DownloadRecord } from '@/lib/downloads/local-db';
import { formatMegabytes } from '@/lib/format';
import { lazyComponent } from '@/components/ui/lazy-component';
import { DownloadProgress } from './download-progress';
import { VERDICT_KEYS } from './offline-player';
import { downloadsRuntime, useDownloads } from './runtime';
import styles from './downloads.module.css';
import { AlertText } from '@/components/ui/alert-text';

// The downloads page's list (issue 19): each title with its quality, size, expiry, Play and
// Delete (Pause, Resume and Cancel while it downloads, Renew once expired), and the space used.
// It reads only the browser's own storage, so it works offline from the app shell; online it
// syncs the licences first.

const LazyOfflinePlayer = lazyComponent(() => import('./offline-player').then((module) => module.OfflinePlayer));
const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

/** The time left before an expiry: in days from 48 hours, in hours from one, else less than an hour. */
function timeLeft(expiresAt: number, now: number): { unit: 'days' | 'hours' | 'less'; count: number } {
  const hours = Math.max(0, (expiresAt - now) / 3_600_000);
  if (hours >= 48) return { unit: 'days', count: Math.floor(hours / 24) };
  return hours >= 1 ? { unit: 'hours', count: Math.floor(hours) } : { unit: 'less', count: 0 };
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
  const t = useTranslations('downloads');
  const locale = useLocale();
  const format = useFormatter();
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
        <span>{formatMegabytes(complete ? record.sizeBytes : record.bytesDone, locale)}</span>
        {complete && verdict ? (
          verdict.playable ? (
            <span>
              {t('list.expiresIn', {
                ...timeLeft(verdict.expiresAt, deviceTime(now, facts.clockOffset)),
                when: format.dateTime(verdict.expiresAt, {
                  day: 'numeric',
                  month: 'short',
                  year: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })}
            </span>
          ) : (
            <span className={styles.expired}>
              {verdict.reason === 'expired' ? t('list.expired') : t(`verdict.${VERDICT_KEYS[verdict.reason]}`)}
            </span>
          )
        ) : null}
      </p>
      <DownloadProgress record={record} />
      {complete && verdict && !verdict.playable && verdict.reason === 'expired' ? (
        <p className={styles.muted}>{online ? t('list.renewHint') : t('verdict.expired')}</p>
      ) : null}
      <AlertText className={styles.error} message={error} />
      <div className={styles.row}>
        {playable ? (
          <button type="button" className={styles.primary} onClick={onPlay}>
            {t.rich('list.play', { title: heading, hidden })}
          </button>
        ) : null}
        {complete && verdict && !verdict.playable && online ? (
          <button type="button" className={styles.action} disabled={renewing} onClick={() => void renew()}>
            {t.rich('list.renew', { title: heading, hidden })}
          </button>
        ) : null}
        {complete ? (
          <button type="button" className={styles.action} onClick={() => void manager.remove(record.id)}>
            {t.rich('list.delete', { title: heading, hidden })}
          </button>
        ) : null}
        {online ? (
          <Link href={record.link} className={styles.action}>
            {t.rich('list.titlePage', { title: heading, hidden })}
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
  const t = useTranslations('downloads');
  const locale = useLocale();
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

  if (!loaded) return <p className={styles.muted}>{t('list.loading')}</p>;
  return (
    <>
      <p className={styles.muted}>
        {storage && storage.quota > 0
          ? t('list.summaryFree', {
              count: records.length,
              limit: DOWNLOAD_TITLE_LIMIT,
              used: formatMegabytes(used, locale),
              free: formatMegabytes(Math.max(0, storage.quota - storage.usage), locale),
            })
          : t('list.summary', { count: records.length, limit: DOWNLOAD_TITLE_LIMIT, used: formatMegabytes(used, locale) })}
      </p>
      {records.length === 0 ? (
        <div className={styles.item}>
          <h2 className={styles.itemTitle}>{t('list.emptyHeading')}</h2>
          <p className={styles.muted}>{t('list.emptyText', { devices: DOWNLOAD_DEVICE_LIMIT })}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('list.label')}>
          {records.map((record) => (
            <Item key={record.id} record={record} facts={facts} online={online} now={now} onPlay={() => setPlaying(record)} />
          ))}
        </ul>
      )}
      <p className={styles.muted}>{t('list.help')}</p>
      {playing ? <LazyOfflinePlayer record={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}
