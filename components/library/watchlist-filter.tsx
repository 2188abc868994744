'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useSessionStore } from '@/stores/store-provider';
import { isInWatchlist, type WatchlistTarget } from './watchlist-rules';

// The watchlist page drops a title as soon as it leaves the watchlist (here or in another tab),
// following the session store's id lists once they are read.

export function WatchlistOnly({ target, children }: { target: WatchlistTarget; children: ReactNode }) {
  const shown = useSessionStore((state) => !state.fetchedLibrary || isInWatchlist(state.watchlistIdsData, target));
  return shown ? children : null;
}

export function WatchlistEmpty({ initiallyEmpty }: { initiallyEmpty: boolean }) {
  const t = useTranslations('library');
  const empty = useSessionStore((state) => {
    if (!state.fetchedLibrary) return initiallyEmpty;
    const ids = state.watchlistIdsData;
    return ids.MOVIE.length + ids.ORIGINAL.length + ids['TV SHOW'].length === 0;
  });
  return empty ? <p>{t('watchlistPage.empty')}</p> : null;
}
