'use client';

import { useTranslations } from 'next-intl';
import type { AddToPlaylistModalData } from '@/stores/ui-store';
import { useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { signedInOrLogin } from './library-actions';
import styles from './library-buttons.module.css';

/**
 * Opens the add-to-playlist modal with its data (spec 001 §3); signed out, the login modal first,
 * and the add-to-playlist modal once the user is signed in (spec 001 §4, §6).
 */
export function AddToPlaylistButton({ data, label, compact = true }: { data: AddToPlaylistModalData; label: string; compact?: boolean }) {
  const t = useTranslations('library');
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  return (
    <button
      type="button"
      className={compact ? styles.iconButton : styles.actionButton}
      aria-label={compact ? label : undefined}
      title={t('addToPlaylist.title')}
      aria-haspopup="dialog"
      onPointerEnter={() => void import('./add-to-playlist-modal')}
      onFocus={() => void import('./add-to-playlist-modal')}
      onClick={() => {
        if (signedInOrLogin(session, ui, { kind: 'addToPlaylist', data }))
          ui.getState().openModal('addToPlaylist', data, { withQuery: true });
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d="M4 6h11M4 11h11M4 16h7M17 13v7M13.5 16.5h7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
