'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('player');
  const qualityId = useId();
  const rateId = useId();
  const captionsId = useId();
  const audioId = useId();
  return (
    <div className={styles.toolbar}>
      {levels.length > 0 ? (
        <span className={styles.control}>
          <label htmlFor={qualityId}>{t('toolbar.quality')}</label>
          <select id={qualityId} value={level} onChange={(event) => onLevel(Number(event.target.value))}>
            <option value={-1}>{t('toolbar.adaptive')}</option>
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
        <label htmlFor={rateId}>{t('toolbar.speed')}</label>
        <select id={rateId} value={rate} onChange={(event) => onRate(Number(event.target.value))}>
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? t('toolbar.normal') : t('toolbar.rate', { rate: value })}
            </option>
          ))}
        </select>
      </span>
      {captions.length > 0 ? (
        <span className={styles.control}>
          <label htmlFor={captionsId}>{t('toolbar.subtitles')}</label>
          <select id={captionsId} value={caption} onChange={(event) => onCaptions(Number(event.target.value))}>
            <option value={-1}>{t('toolbar.off')}</option>
            {captions.map((track) => (
              <option key={track.index} value={track.index}>
                {track.label || t('toolbar.track', { number: track.index + 1 })}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {audioTracks.length > 1 ? (
        <span className={styles.control}>
          <label htmlFor={audioId}>{t('toolbar.audioLanguage')}</label>
          <select id={audioId} value={audioTrack} onChange={(event) => onAudioTrack(Number(event.target.value))}>
            {audioTracks.map((track) => (
              <option key={track.index} value={track.index}>
                {track.label || t('toolbar.audio', { number: track.index + 1 })}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {onPictureInPicture ? (
        <button type="button" className={styles.toolButton} onClick={onPictureInPicture}>
          {t('toolbar.pictureInPicture')}
        </button>
      ) : null}
      <button type="button" className={styles.toolButton} onClick={onFullscreen}>
        {t('toolbar.fullscreen')}
      </button>
      <span className={styles.hint} aria-hidden="true">
        {t('toolbar.hint')}
      </span>
    </div>
  );
}
