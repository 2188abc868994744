'use client';

import { useTranslations } from 'next-intl';
import type { AudioTrack } from '@/stores/audio-queue-rules';
import { useAudioStoreApi } from '@/stores/audio-store';
import { pushEvent } from '@/lib/analytics';
import styles from './audio.module.css';

/** Plays a track now (the rest of the list queued after it), or adds tracks to the queue. */
export function AudioPlayButton({
  tracks,
  label,
  mode = 'play',
  compact = false,
}: {
  tracks: AudioTrack[];
  label: string;
  mode?: 'play' | 'queue';
  compact?: boolean;
}) {
  const audio = useAudioStoreApi();
  const t = useTranslations('music');
  if (tracks.length === 0) return null;
  return (
    <button
      type="button"
      className={compact ? styles.compactButton : styles.playButton}
      aria-label={label}
      onClick={() => {
        if (mode === 'queue') {
          audio.getState().queueTracks(tracks);
          pushEvent({ event: 'music_add_to_queue', content_ids: tracks.map((track) => track.content_id) });
        } else {
          audio.getState().playTrack(tracks[0], tracks.slice(1));
          pushEvent({ event: 'music_play', content_id: tracks[0].content_id, title: tracks[0].content_title });
        }
      }}
    >
      {mode === 'queue' ? (
        '+'
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      )}
      {compact ? null : <span>{mode === 'queue' ? t('audioPlayButton.queue') : t('audioPlayButton.play')}</span>}
    </button>
  );
}
