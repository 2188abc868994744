'use client';

import Link from 'next/link';
import { readFailure } from '@/lib/api/errors';
import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CatalogueItem } from '@/contract/schemas/catalogue';
import { contentLink, userProfileLink } from '@/lib/links';
import { formatDuration } from '@/lib/format';
import { fetchPlaylist, savePlaylist } from '@/lib/api/library';
import { toAudioTrack } from '@/stores/audio-track';
import { LazyVideoPlayer } from '@/components/player/lazy-player';
import type { PlayQueue } from '@/components/player/play-queue';
import { useSessionStoreApi } from '@/stores/store-provider';
import { useAudioStoreApi } from '@/stores/audio-store';
import { FavouriteButton } from './favourite-button';
import { playlistSaved } from './library-actions';
import { favouriteData, moved, shuffled } from './library-rules';
import buttonStyles from './library-buttons.module.css';
import styles from './library.module.css';

// A user playlist's page body: Play and Shuffle for everyone who may see it; for its owner also
// reorder, remove and the public switch. Each change is saved as the whole list (append=false),
// read first with up to 10,000 rows (spec 001 §9), so items beyond the shown 1,000 are kept.

export interface PlaylistViewProps {
  playlistId: number;
  kind: 'audio' | 'video';
  items: CatalogueItem[];
  isOwner: boolean;
  isPublic: boolean;
  ownerSlug: string;
}

function titleOf(item: CatalogueItem): string {
  return item.content_title ?? item.asset_title;
}

export function PlaylistView({ playlistId, kind, items: initialItems, isOwner, isPublic: initiallyPublic, ownerSlug }: PlaylistViewProps) {
  const t = useTranslations('library');
  const locale = useLocale();
  const audio = useAudioStoreApi();
  const session = useSessionStoreApi();
  const switchId = useId();
  const [items, setItems] = useState(initialItems);
  const [isPublic, setIsPublic] = useState(initiallyPublic);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  // a video playlist plays in the player, each video followed by the next of the list played
  const [video, setVideo] = useState<{ first: CatalogueItem & { content_id: number }; queue: PlayQueue } | null>(null);

  function play(list: CatalogueItem[]) {
    if (list.length === 0) return;
    if (kind === 'video') {
      const playable = list.filter((item): item is CatalogueItem & { content_id: number } => item.content_id !== null);
      if (playable.length > 0)
        setVideo({ first: playable[0], queue: playable.map((item) => ({ content_id: item.content_id, title: titleOf(item) })) });
      return;
    }
    const tracks = list.map(toAudioTrack);
    audio.getState().playTrack(tracks[0], tracks.slice(1));
  }

  /** Saves the playlist with its items changed by `change` (applied to the full list and to the shown one). */
  async function saveOrder(change: (ids: number[]) => number[], shown: CatalogueItem[], done: string) {
    if (saving) return;
    const before = items;
    setSaving(true);
    setError('');
    setItems(shown);
    try {
      const full = (await fetchPlaylist(playlistId)).contents.flatMap((item) => (item.content_id === null ? [] : [item.content_id]));
      const saved = await savePlaylist({ playlistId, contents: change(full).join(','), album: false, append: false });
      setStatus(done);
      playlistSaved(session, saved.data);
    } catch (failure) {
      setItems(before);
      setError(readFailure(failure).message);
    } finally {
      setSaving(false);
    }
  }

  function move(index: number, by: number) {
    const item = items[index];
    // the shown items are the first of the full list, in the same order
    void saveOrder(
      (ids) => moved(ids, ids.indexOf(item.content_id as number), by),
      moved(items, index, by),
      t(by < 0 ? 'playlistView.movedUp' : 'playlistView.movedDown', { title: titleOf(item) }),
    );
  }

  function remove(item: CatalogueItem) {
    void saveOrder(
      (ids) => ids.filter((id) => id !== item.content_id),
      items.filter((other) => other !== item),
      t('playlistView.removed', { title: titleOf(item) }),
    );
  }

  async function togglePublic(next: boolean) {
    if (saving) return;
    setSaving(true);
    setError('');
    setIsPublic(next);
    try {
      const saved = await savePlaylist({ playlistId, contents: '', append: true, is_public: next });
      setStatus(t(next ? 'playlistView.nowPublic' : 'playlistView.nowPrivate'));
      playlistSaved(session, saved.data);
    } catch (failure) {
      setIsPublic(!next);
      setError(readFailure(failure).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => play(items)} disabled={items.length === 0}>
          {t('playlistView.play')}
        </button>
        <button type="button" className={buttonStyles.actionButton} onClick={() => play(shuffled(items))} disabled={items.length === 0}>
          {t('playlistView.shuffle')}
        </button>
        {isOwner ? (
          <label className={styles.switch} htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              checked={isPublic}
              disabled={saving}
              onChange={(event) => void togglePublic(event.target.checked)}
            />
            {t('playlistView.publicSwitch')}
          </label>
        ) : null}
        {isOwner && isPublic ? <Link href={userProfileLink(ownerSlug)}>{t('playlistView.onPublicProfile')}</Link> : null}
      </div>
      <p className="visually-hidden" role="status">
        {saving ? t('playlistView.saving') : status}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.empty}>{t(kind === 'video' ? 'playlistView.noVideos' : 'playlistView.noSongs')}</p>
      ) : (
        <ol className={styles.rows} aria-label={t(kind === 'video' ? 'playlistView.videoRows' : 'playlistView.songRows')}>
          {items.map((item, index) => {
            const title = titleOf(item);
            const image = kind === 'video' ? (item.images.thumbnail ?? item.images.square) : (item.images.square ?? item.images.thumbnail);
            const favourite = favouriteData(item, playlistId);
            return (
              <li key={item.content_id ?? index} className={styles.row}>
                <span className={styles.rowNo}>{index + 1}</span>
                {image ? (
                  <img className={styles.rowArt} src={image} alt="" loading="lazy" width={48} height={48} />
                ) : (
                  <span className={styles.rowArt} />
                )}
                <span>
                  <Link href={contentLink({ ...item, asset_type: 'MUSIC VIDEO' })} className={styles.rowTitle} prefetch={false}>
                    {title}
                  </Link>
                  <span className={styles.rowMeta}>
                    {[item.asset_title, item.duration ? formatDuration(item.duration, locale) : null].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className={styles.rowButtons}>
                  <button
                    type="button"
                    className={styles.rowButton}
                    aria-label={t('playlistView.playTitle', { title })}
                    onClick={() => play(items.slice(index))}
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                  </button>
                  {favourite ? <FavouriteButton data={favourite} title={title} /> : null}
                  {isOwner ? (
                    <>
                      <button
                        type="button"
                        className={styles.rowButton}
                        aria-label={t('playlistView.moveUp', { title })}
                        disabled={saving || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={styles.rowButton}
                        aria-label={t('playlistView.moveDown', { title })}
                        disabled={saving || index === items.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className={styles.rowButton}
                        aria-label={t('playlistView.remove', { title })}
                        disabled={saving}
                        onClick={() => remove(item)}
                      >
                        ✕
                      </button>
                    </>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {video ? (
        <LazyVideoPlayer
          contentId={video.first.content_id}
          title={titleOf(video.first)}
          queue={video.queue}
          onClose={() => setVideo(null)}
        />
      ) : null}
    </>
  );
}
