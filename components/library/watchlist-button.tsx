'use client';

import { useState } from 'react';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { changeWatchlist, signedInOrLogin } from './library-actions';
import { isInWatchlist, type WatchlistTarget } from './library-rules';
import styles from './library.module.css';

/**
 * Adds a movie, original or TV show to the watchlist, or removes it. Its state is the session
 * store's watchlistIdsData, read from the origin; signed out, it opens the login modal and the
 * title is added once the user is signed in.
 */
export function WatchlistButton({ title, compact = false, ...target }: WatchlistTarget & { title: string; compact?: boolean }) {
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const fetched = useSessionStore((state) => state.fetchedLibrary);
  const inWatchlist = useSessionStore((state) => isInWatchlist(state.watchlistIdsData, target));
  const [busy, setBusy] = useState(false);
  const waiting = isLoggedIn && !fetched;
  const label = inWatchlist ? `Remove ${title} from watchlist` : `Add ${title} to watchlist`;

  async function onClick() {
    if (busy || waiting) return;
    if (!signedInOrLogin(session, ui, { kind: 'watchlist', target })) return;
    setBusy(true);
    await changeWatchlist(session, ui, target, !inWatchlist);
    setBusy(false);
  }

  return (
    <button
      type="button"
      className={compact ? styles.cardButton : styles.actionButton}
      data-active={inWatchlist || undefined}
      aria-label={label}
      aria-busy={busy || waiting || undefined}
      title={inWatchlist ? 'Remove from watchlist' : 'Add to watchlist'}
      onClick={() => void onClick()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        {inWatchlist ? (
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        )}
      </svg>
      {compact ? null : <span>Watchlist</span>}
    </button>
  );
}
