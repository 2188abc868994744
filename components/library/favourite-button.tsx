'use client';

import { useState } from 'react';
import type { FavouriteData } from '@/lib/api/library';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { useAudioStoreApi } from '@/stores/audio-store';
import { changeFavourite, signedInOrLogin } from './library-actions';
import styles from './library-buttons.module.css';

/**
 * Makes a track or music video a favourite, or stops it being one (spec 001 §3, §7). Its state is
 * the favourite ids read from the origin; signed out, it opens the login modal and the favourite
 * is added once the user is signed in.
 */
export function FavouriteButton({ data, title, compact = true }: { data: FavouriteData; title: string; compact?: boolean }) {
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const audio = useAudioStoreApi();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const fetched = useSessionStore((state) => state.fetchedLibrary);
  const favourite = useSessionStore((state) => state.favouriteIdsData.includes(data.content_id));
  const [busy, setBusy] = useState(false);
  const waiting = isLoggedIn && !fetched;

  async function onClick() {
    if (busy || waiting) return;
    if (!signedInOrLogin(session, ui, { kind: 'favourite', data })) return;
    setBusy(true);
    await changeFavourite(session, ui, audio, data, !favourite);
    setBusy(false);
  }

  return (
    <button
      type="button"
      className={compact ? styles.iconButton : styles.actionButton}
      data-active={favourite || undefined}
      aria-label={favourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      aria-busy={busy || waiting || undefined}
      title={favourite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => void onClick()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {compact ? null : <span>Favourite</span>}
    </button>
  );
}
