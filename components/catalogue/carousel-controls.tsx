'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './carousel-controls.module.css';

const AUTO_ADVANCE_MS = 7000;

/** Previous/next buttons and auto-advance for a scroll-snapping track; pauses on hover and focus. */
export function CarouselControls({ trackId, count }: { trackId: string; count: number }) {
  const t = useTranslations('browse');
  const [paused, setPaused] = useState(false);

  const go = (step: number) => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const width = track.clientWidth;
    const current = Math.round(track.scrollLeft / width);
    const next = (current + step + count) % count;
    track.scrollTo({ left: next * width, behavior: 'smooth' });
  };

  useEffect(() => {
    const track = document.getElementById(trackId);
    const hero = track?.parentElement;
    if (!hero) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    hero.addEventListener('mouseenter', pause);
    hero.addEventListener('mouseleave', resume);
    hero.addEventListener('focusin', pause);
    hero.addEventListener('focusout', resume);
    return () => {
      hero.removeEventListener('mouseenter', pause);
      hero.removeEventListener('mouseleave', resume);
      hero.removeEventListener('focusin', pause);
      hero.removeEventListener('focusout', resume);
    };
  }, [trackId]);

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => go(1), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, count]);

  if (count < 2) return null;
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.arrow} aria-controls={trackId} aria-label={t('carousel.previous')} onClick={() => go(-1)}>
        ‹
      </button>
      <button type="button" className={styles.arrow} aria-controls={trackId} aria-label={t('carousel.next')} onClick={() => go(1)}>
        ›
      </button>
    </div>
  );
}
