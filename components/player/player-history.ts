'use client';

import { useEffect, useRef } from 'react';
import { withQueryParam } from '@/components/ui/query';

// spec 001 §4: modals close on the browser's back action, and a modal can add a 'modal' query
// parameter to the route. The open player adds modal=player: an entry of its own in the history
// (through the History API, which the App Router follows without fetching the page), so that Back
// closes the player on the page it was opened from. Closed any other way, the player takes its
// entry off again, and Back then leaves the page as it would have without the player.

export const PLAYER_MODAL = 'player';

function playerInAddress(): boolean {
  return new URLSearchParams(window.location.search).get('modal') === PLAYER_MODAL;
}

/**
 * While `open`, the player's history entry; Back calls `close`. Returns what the player calls once
 * it has closed, whatever closed it.
 */
export function usePlayerHistory(open: boolean, close: () => void): () => void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const closedByBack = useRef(false);

  useEffect(() => {
    if (!open) return;
    closedByBack.current = false;
    if (!playerInAddress()) {
      window.history.pushState(null, '', withQueryParam(window.location.pathname, window.location.search, 'modal', PLAYER_MODAL));
    }
    const onPopState = () => {
      if (playerInAddress()) return;
      closedByBack.current = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  return () => {
    if (!closedByBack.current && playerInAddress()) window.history.back();
  };
}
