'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useSessionStore } from '@/stores/store-provider';
import { loadContinueWatching } from './load-continue-watching';

/**
 * The home page's Continue watching for a member: the page is the cached one, so the row is
 * asked for once the session says who is watching.
 */
export function MemberContinueWatching() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [row, setRow] = useState<ReactNode>(null);
  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    loadContinueWatching()
      .then((loaded) => current && setRow(loaded))
      .catch((error: unknown) => console.error('Continue watching could not be loaded; the page goes on without it', error));
    return () => {
      current = false;
    };
  }, [isLoggedIn]);
  return row;
}
