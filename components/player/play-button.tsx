'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { PlaySource } from './video-player-modal';
import styles from './player.module.css';

// The player and hls.js load only when someone presses Play.
const VideoPlayerModal = dynamic(() => import('./video-player-modal').then((module) => module.VideoPlayerModal), { ssr: false });

/** Play for a content (contentId) or a live channel (channelId). */
export function PlayButton({ title, label = 'Play', ...source }: PlaySource & { title: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.playButton}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./video-player-modal')}
        onFocus={() => void import('./video-player-modal')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M8 5v14l11-7z" fill="currentColor" /></svg>
        {label}<span className="visually-hidden"> {title}</span>
      </button>
      {open ? <VideoPlayerModal {...source} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
