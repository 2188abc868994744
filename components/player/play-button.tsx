'use client';

import { useEffect, useRef, useState } from 'react';
import { LazyVideoPlayer } from './lazy-player';
import type { PlaySource } from './video-player-modal';
import styles from './player.module.css';

/** Play for a content (contentId) or a live channel (channelId). */
export function PlayButton({ title, label = 'Play', ...source }: PlaySource & { title: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The player's code is in no page's first load; it is fetched once a Play button is in view and
  // the page is idle, so that pressing Play waits only for the stream.
  useEffect(() => {
    const button = buttonRef.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const load = () => void LazyVideoPlayer.load().catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
      else setTimeout(load, 200);
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.playButton}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void LazyVideoPlayer.load().catch(() => undefined)}
        onFocus={() => void LazyVideoPlayer.load().catch(() => undefined)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {label}
        <span className="visually-hidden"> {title}</span>
      </button>
      {open ? <LazyVideoPlayer {...source} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
