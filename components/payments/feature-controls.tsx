'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './payments.module.css';

/** Previous/next for a scroll-snapping track: one page (the visible width) per press. */
export function FeatureControls({ trackId }: { trackId: string }) {
  const t = useTranslations('payments');
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const update = () => setEdges({ start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 });
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [trackId]);

  const go = (step: number) => {
    const track = document.getElementById(trackId);
    track?.scrollBy({ left: step * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={styles.featureControls}>
      <button
        type="button"
        className={styles.arrow}
        aria-controls={trackId}
        aria-label={t('premiumFeatures.previous')}
        disabled={edges.start}
        onClick={() => go(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className={styles.arrow}
        aria-controls={trackId}
        aria-label={t('premiumFeatures.next')}
        disabled={edges.end}
        onClick={() => go(1)}
      >
        ›
      </button>
    </div>
  );
}
