'use client';

import { useEffect, useState } from 'react';
import type { UpNext } from './play-queue';
import styles from './player.module.css';

/** Seconds the next-content preview counts down before the next content plays. */
export const NEXT_COUNTDOWN_SECONDS = 10;

/** The next-content preview (spec 001 §3 next_content): plays the next content after a countdown. */
export function NextPreview({ next, onPlay, onCancel }: { next: UpNext; onPlay: () => void; onCancel: () => void }) {
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
      <p>
        Up next: <strong>{next.title}</strong> in {left} s
      </p>
      <button type="button" onClick={onPlay}>
        Play now
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
