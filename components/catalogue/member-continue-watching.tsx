'use client';

import { useEffect, useState } from 'react';
import type { ContinueWatchingResponse } from '@/contract/schemas/playback';
import { fetchContinueWatching } from '@/lib/api/playback-client';
import { useSessionStore } from '@/stores/store-provider';
import { ContinueWatchingRow } from './continue-watching-row';

/**
 * The home page's Continue watching for a member: the page is the cached one, so the row is
 * asked for once the session says who is watching.
 */
export function MemberContinueWatching() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [items, setItems] = useState<ContinueWatchingResponse['data']>([]);
  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    fetchContinueWatching()
      .then((loaded) => current && setItems(loaded))
      .catch((error: unknown) => console.error('Continue watching could not be loaded; the page goes on without it', error));
    return () => {
      current = false;
    };
  }, [isLoggedIn]);
  return <ContinueWatchingRow items={items} />;
}
