'use client';

import { useId } from 'react';
import type { MediaTrack, QualityLevel } from './attach-stream';
import { PLAYBACK_RATES } from './player-keys';
import styles from './player.module.css';

interface Props {
  levels: QualityLevel[];
  level: number;
  onLevel: (index: number) => void;
  rate: number;
  onRate: (rate: number) => void;
  onPictureInPicture?: () => void;
  onFullscreen: () => void;
  captions: MediaTrack[];
  /** The subtitles shown (-1: off). */
  caption: number;
  onCaptions: (index: number) => void;
  audioTracks: MediaTrack[];
  audioTrack: number;
  onAudioTrack: (index: number) => void;
}

/** Quality (ADAPTIVE plus the renditions), speed, subtitles, audio language, picture-in-picture and fullscreen. */
export function PlayerToolbar({
  levels,
  level,
  onLevel,
  rate,
  onRate,
  onPictureInPicture,
  onFullscreen,
  captions,
  caption,
  onCaptions,
  audioTracks,
  audioTrack,
  onAudioTrack,
}: Props) {
  const qualityId = useId();
  const rateId = useId();
  const captionsId = useId();
  const audioId = useId();
  return (
    <div className={styles.toolbar}>
      {levels.length > 0 ? (
        <span className={styles.control}>
          <label htmlFor={qualityId}>Quality</label>
          <select id={qualityId} value={level} onChange={(event) => onLevel(Number(event.target.value))}>
            <option value={-1}>ADAPTIVE</option>
            {[...levels]
              .sort((a, b) => b.height - a.height)
              .map((item) => (
                <option key={item.index} value={item.index}>
                  {item.label}
                </option>
              ))}
          </select>
        </span>
      ) : null}
      <span className={styles.control}>
        <label htmlFor={rateId}>Speed</label>
        <select id={rateId} value={rate} onChange={(event) => onRate(Number(event.target.value))}>
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? 'Normal' : `${value}×`}
            </option>
          ))}
        </select>
      </span>
      {captions.length > 0 ? (
        <span className={styles.control}>
          <label htmlFor={captionsId}>Subtitles</label>
          <select id={captionsId} value={caption} onChange={(event) => onCaptions(Number(event.target.value))}>
            <option value={-1}>Off</option>
            {captions.map((track) => (
              <option key={track.index} value={track.index}>
                {track.label}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {audioTracks.length > 1 ? (
        <span className={styles.control}>
          <label htmlFor={audioId}>Audio language</label>
          <select id={audioId} value={audioTrack} onChange={(event) => onAudioTrack(Number(event.target.value))}>
            {audioTracks.map((track) => (
              <option key={track.index} value={track.index}>
                {track.label}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {onPictureInPicture ? (
        <button type="button" className={styles.toolButton} onClick={onPictureInPicture}>
          Picture in picture
        </button>
      ) : null}
      <button type="button" className={styles.toolButton} onClick={onFullscreen}>
        Fullscreen
      </button>
      <span className={styles.hint} aria-hidden="true">
        Space or K play · J/L 10 s · ←/→ 5 s · F fullscreen · M mute
      </span>
    </div>
  );
}
