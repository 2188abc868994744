'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { UpNext } from './play-queue';
import styles from './player.module.css';

/** Seconds the next-content preview counts down before the next content plays. */
export const NEXT_COUNTDOWN_SECONDS = 10;

/** The next-content preview (spec 001 §3 next_content): plays the next content after a countdown. */
export function NextPreview({ next, onPlay, onCancel }: { next: UpNext; onPlay: () => void; onCancel: () => void }) {
  const t = useTranslations('player');
  const [left, setLeft] = useState(NEXT_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onPlay();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onPlay]);
  return (
    <div className={styles.upNext} role="status">
      <p>{t.rich('nextPreview.upNext', { title: next.title, seconds: left, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <button type="button" onClick={onPlay}>
        {t('nextPreview.playNow')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('nextPreview.cancel')}
      </button>
    </div>
  );
}
