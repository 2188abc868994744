'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { loadThumbnails, thumbnailAt, type SeekThumbnail } from './seek-thumbnails';
import styles from './player.module.css';

// The seek bar under the video: a slider (arrow keys, Home and End move it), with a preview of
// the frame and the time under the pointer while the viewer hovers or drags it, mouse or touch.

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

interface Props {
  video: RefObject<HTMLVideoElement | null>;
  onSeek: (seconds: number) => void;
  /** The seek-thumbnail track, when the media has one. */
  thumbnails: string | null;
}

export function SeekBar({ video, onSeek, thumbnails }: Props) {
  const t = useTranslations('player');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [loaded, setLoaded] = useState<{ url: string; cues: SeekThumbnail[] } | null>(null);
  const [preview, setPreview] = useState<{ time: number; left: number } | null>(null);
  const dragging = useRef(false);
  const barRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () => {
      setTime(element.currentTime);
      setDuration(Number.isFinite(element.duration) ? element.duration : 0);
    };
    for (const name of ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked']) element.addEventListener(name, update);
    return () => {
      for (const name of ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked']) element.removeEventListener(name, update);
    };
  }, [video]);

  useEffect(() => {
    let cancelled = false;
    if (thumbnails) void loadThumbnails(thumbnails).then((cues) => !cancelled && setLoaded({ url: thumbnails, cues }));
    return () => {
      cancelled = true;
    };
  }, [thumbnails]);

  if (duration <= 0) return null;
  const cues = loaded && loaded.url === thumbnails ? loaded.cues : [];

  /** The time under a pointer at clientX, and where the preview goes (kept inside the bar). */
  function pointAt(clientX: number) {
    const box = barRef.current!.getBoundingClientRect();
    const share = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
    return { time: share * duration, left: share * box.width };
  }

  const tile = preview ? thumbnailAt(cues, preview.time) : null;
  return (
    <div className={styles.seek}>
      <span aria-hidden="true">{clock(time)}</span>
      <div className={styles.seekTrack}>
        {preview ? (
          <div className={styles.seekPreview} style={{ left: preview.left }} data-testid="seek-preview" aria-hidden="true">
            {tile ? (
              <div
                className={styles.seekImage}
                data-testid="seek-thumbnail"
                style={{
                  width: tile.width,
                  height: tile.height,
                  backgroundImage: `url("${tile.image}")`,
                  backgroundPosition: `-${tile.x}px -${tile.y}px`,
                }}
              />
            ) : null}
            <span>{clock(preview.time)}</span>
          </div>
        ) : null}
        <input
          ref={barRef}
          type="range"
          className={styles.seekRange}
          aria-label={t('seekBar.seek')}
          aria-valuetext={t('seekBar.position', { time: clock(time), duration: clock(duration) })}
          min={0}
          max={duration}
          step={1}
          value={Math.min(time, duration)}
          onChange={(event) => {
            const value = Number(event.target.value);
            setTime(value);
            onSeek(value);
          }}
          onPointerMove={(event) => setPreview(pointAt(event.clientX))}
          onPointerDown={(event) => {
            dragging.current = true;
            setPreview(pointAt(event.clientX));
          }}
          onPointerUp={(event) => {
            dragging.current = false;
            if (event.pointerType !== 'mouse') setPreview(null);
          }}
          onPointerLeave={() => {
            if (!dragging.current) setPreview(null);
          }}
          onPointerCancel={() => {
            dragging.current = false;
            setPreview(null);
          }}
          onBlur={() => setPreview(null)}
        />
      </div>
      <span aria-hidden="true">{clock(duration)}</span>
    </div>
  );
}
