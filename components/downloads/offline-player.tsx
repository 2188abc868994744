'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { checkDownload, type PlayVerdict } from '@/lib/downloads/licence-check';
import { attachOfflineStream } from '@/lib/downloads/offline-stream';
import { getDownload, readFacts, type DownloadRecord } from '@/lib/downloads/local-db';
import { downloadsRuntime } from './runtime';
import styles from './downloads.module.css';
import { AlertText } from '@/components/ui/alert-text';

// Plays a download from the browser's storage, online or not (issue 19): the licence is checked
// against this device's clock first and every minute while it plays; it resumes where the viewer
// left off, saves the position every few seconds and on close, and the first play starts the
// 48 hours. Positions are reported to the origin at once when online, else at the next sync.

const SAVE_EVERY_SECONDS = 5;
const CHECK_EVERY_MS = 60_000;
/** Resume only from a position this far in and this far from the end (as the online player does). */
const RESUME_MIN_SECONDS = 5;

/** Why a download does not play, as its key under the downloads catalogue's `verdict`. */
export const VERDICT_KEYS: Record<Exclude<PlayVerdict, { playable: true }>['reason'], string> = {
  expired: 'expired',
  clock: 'clock',
  'other-user': 'otherUser',
  'other-device': 'otherDevice',
  unsigned: 'unsigned',
  'other-profile': 'otherProfile',
};

export function OfflinePlayer({ record, onClose }: { record: DownloadRecord; onClose: () => void }) {
  const t = useTranslations('downloads');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = record.contentTitle && record.contentTitle !== record.title ? `${record.title}: ${record.contentTitle}` : record.title;

  useEffect(() => {
    const { manager } = downloadsRuntime();
    let destroy: (() => void) | undefined;
    let started = false;
    let lastSaved = 0;
    let cancelled = false;
    const video = videoRef.current!;
    const check = async () => {
      const current = (await getDownload(record.id)) ?? record;
      const facts = await manager.touch();
      const verdict = await checkDownload(current, facts ?? (await readFacts()));
      if (!verdict.playable) {
        video.pause();
        destroy?.();
        destroy = undefined;
        setError(t(`verdict.${VERDICT_KEYS[verdict.reason]}`));
      }
      return verdict.playable ? current : null;
    };
    const save = () => {
      if (!started || video.currentTime <= 0) return;
      lastSaved = video.currentTime;
      void manager.savePosition(record.id, Math.floor(video.currentTime));
    };
    const onPlaying = () => {
      if (started) return;
      started = true;
      void manager.savePosition(record.id, Math.floor(video.currentTime), { started: true });
    };
    const onTime = () => {
      if (Math.abs(video.currentTime - lastSaved) >= SAVE_EVERY_SECONDS) save();
    };
    (async () => {
      const current = await check();
      if (!current || cancelled) return;
      const resume = current.position >= RESUME_MIN_SECONDS && current.position < current.duration - RESUME_MIN_SECONDS;
      const stream = await attachOfflineStream(
        video,
        record.id,
        (problem) => setError(t(`player.${problem}`)),
        resume ? current.position : -1,
      );
      destroy = () => stream.destroy();
      if (cancelled) return destroy();
      void video.play().catch(() => undefined);
    })();
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', save);
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
      save();
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', save);
      destroy?.();
    };
  }, [record, t]);

  return (
    <Modal open onClose={onClose} title={heading} className={styles.player}>
      <AlertText className={styles.error} message={error} />
      <video
        ref={videoRef}
        className={styles.video}
        controls
        playsInline
        data-testid="offline-player"
        aria-label={t('player.label', { title: heading })}
        hidden={error !== null}
      />
    </Modal>
  );
}
