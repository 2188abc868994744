'use client';

import { useTranslations } from 'next-intl';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { isInWatchlist, type WatchlistTarget } from './watchlist-rules';
import { LibraryToggle } from './library-toggle';
import styles from './library-buttons.module.css';

// the watchlist's actions (and the API calls behind them) load when a button is first pointed at,
// focused or pressed, not with every page that shows a card
const loadActions = () => import('./library-actions');

/**
 * Adds a movie, original or TV show to the watchlist, or removes it. Its state is the session
 * store's watchlistIdsData, read from the origin; signed out, it opens the login modal and the
 * title is added once the user is signed in.
 */
export function WatchlistButton({ title, compact = false, ...target }: WatchlistTarget & { title: string; compact?: boolean }) {
  const t = useTranslations('library');
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const inWatchlist = useSessionStore((state) => isInWatchlist(state.watchlistIdsData, target));

  async function toggle() {
    const { changeWatchlist, signedInOrLogin } = await loadActions();
    if (signedInOrLogin(session, ui, { kind: 'watchlist', target })) await changeWatchlist(session, ui, target, !inWatchlist);
  }

  return (
    <LibraryToggle
      active={inWatchlist}
      label={{
        add: t('watchlistButton.add', { title }),
        remove: t('watchlistButton.remove', { title }),
        addTitle: t('watchlistButton.addTitle'),
        removeTitle: t('watchlistButton.removeTitle'),
      }}
      text={t('watchlistButton.text')}
      className={compact ? styles.cardButton : styles.actionButton}
      compact={compact}
      onToggle={toggle}
      onWarm={() => void loadActions()}
      icon={
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
      }
    />
  );
}
