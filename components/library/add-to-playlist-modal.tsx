'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { Modal } from '@/components/ui/modal';
import { savePlaylist } from '@/lib/api/library';
import { pushEvent } from '@/lib/analytics';
import type { AddToPlaylistModalData } from '@/stores/ui-store';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { playlistSaved } from './library-actions';
import { canSaveNewPlaylist, playlistKind, savePayload, type SaveTarget } from './library-rules';
import styles from './library.module.css';

// The add-to-playlist modal (spec 001 §3 modal data, §4 states, §5 name rule): pick one of the
// user's playlists of the right kind, or name a new one. 'Saving...' while saving; closes on
// success; the server's message shows on failure.

export function AddToPlaylistModal({ data, onClose }: { data: AddToPlaylistModalData; onClose: () => void }) {
  const t = useTranslations('library');
  const kind = playlistKind(data);
  const playlists = useSessionStore((state) => (kind === 'video' ? state.playlistData.VIDEO : state.playlistData.AUDIO));
  const fetched = useSessionStore((state) => state.fetchedLibrary);
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  /** The playlist being saved to ('new' for the new one), or null when idle. */
  const [saving, setSaving] = useState<number | 'new' | null>(null);
  const [error, setError] = useState('');

  async function save(target: SaveTarget, which: number | 'new') {
    if (saving !== null) return;
    setSaving(which);
    setError('');
    try {
      const payload = savePayload(data, target);
      const answer = await savePlaylist(payload);
      playlistSaved(session, answer.data);
      // spec 001 §7: the music playlist event (audio and video playlists alike)
      pushEvent({
        event: 'music_playlist',
        content_ids: data.contents ?? [],
        playlist:
          payload.title ?? playlists.find((playlist) => playlist.playlist_id === target.playlistId)?.title ?? String(target.playlistId),
      });
      ui.getState().showSnackbar({ message: answer.message, type: 'success', time: 3000 });
      onClose();
    } catch (failure) {
      setError(readFailure(failure).message);
      setSaving(null);
    }
  }

  function onCreate(event: FormEvent) {
    event.preventDefault();
    if (!canSaveNewPlaylist(name)) return;
    void save({ title: name }, 'new');
  }

  return (
    <Modal open onClose={onClose} title={t('addToPlaylist.title')} variant="sheet">
      <div className={styles.modalBody}>
        {playlists.length > 0 ? (
          <ul
            className={styles.pickList}
            aria-label={t(kind === 'video' ? 'addToPlaylist.videoPlaylists' : 'addToPlaylist.audioPlaylists')}
          >
            {playlists.map((playlist) => (
              <li key={playlist.playlist_id}>
                <button
                  type="button"
                  className={styles.pick}
                  disabled={saving !== null}
                  onClick={() => void save({ playlistId: playlist.playlist_id }, playlist.playlist_id)}
                >
                  <span className={styles.pickTitle}>{saving === playlist.playlist_id ? t('addToPlaylist.saving') : playlist.title}</span>
                  <span className={styles.pickMeta}>
                    {t(kind === 'video' ? 'playlists.videos' : 'playlists.songs', { count: playlist.playlist_count })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            {fetched
              ? t(kind === 'video' ? 'addToPlaylist.noVideoPlaylists' : 'addToPlaylist.noAudioPlaylists')
              : t('addToPlaylist.loading')}
          </p>
        )}
        <form className={styles.newPlaylist} onSubmit={onCreate} noValidate>
          <label htmlFor={nameId}>{t('addToPlaylist.newPlaylist')}</label>
          <div className={styles.newRow}>
            <input
              id={nameId}
              className={styles.input}
              value={name}
              maxLength={200}
              placeholder={t('addToPlaylist.placeholder')}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={saving !== null}
            />
            <button type="submit" className="btn btn-primary" disabled={!canSaveNewPlaylist(name) || saving !== null}>
              {saving === 'new' ? t('addToPlaylist.saving') : t('addToPlaylist.save')}
            </button>
          </div>
        </form>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
