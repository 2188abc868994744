'use client';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { useUiStoreApi } from '@/stores/store-provider';
import { isModalName, type ModalName } from '@/stores/ui-store';
import { withQueryParam } from '@/components/ui/query';
import { PLAYER_MODAL } from '@/components/player/player-history';

// spec 001 §4: a modal can add a 'modal' query parameter to the route and removes it on close;
// the browser back action (the parameter disappearing) closes it. spec 000 §2: modal=login opens
// the login dialog. The parameter goes in with the History API, which the App Router follows
// (useSearchParams updates) without fetching the page again from the server. A modal the player
// opens as it gives way (the subscription popup, the ad blocker's) takes the player's own entry, so
// that Back closes it on the page the player was opened from.

/** Modals that the address alone can open: they need no data. */
const OPENABLE_FROM_ADDRESS: readonly ModalName[] = ['login'];

export function ModalQuerySync() {
  const ui = useUiStoreApi();
  const pathname = useVisiblePathname();
  const searchParams = useSearchParams();
  const current = searchParams.get('modal');
  const previous = useRef<string | null>(null);

  // The address changed: a removed parameter closes its modal; a new one may open one.
  useEffect(() => {
    const before = previous.current;
    previous.current = current;
    const state = ui.getState();
    if (before && before !== current && isModalName(before) && state.modals[before]?.withQuery) {
      state.closeModal(before);
    }
    if (current && current !== before && isModalName(current) && !state.modals[current] && OPENABLE_FROM_ADDRESS.includes(current)) {
      state.openModal(current, {}, { withQuery: true });
    }
  }, [current, ui]);

  // The store changed: an opened modal that asks for it adds the parameter, a closed one removes it.
  useEffect(() => {
    return ui.subscribe((state, prior) => {
      if (state.modals === prior.modals) return;
      const inAddress = new URLSearchParams(window.location.search).get('modal');
      for (const name of state.modalStack) {
        if (!prior.modals[name] && state.modals[name]?.withQuery && inAddress !== name) {
          previous.current = name;
          const address = withQueryParam(pathname, window.location.search, 'modal', name);
          if (inAddress === PLAYER_MODAL) window.history.replaceState(null, '', address);
          else window.history.pushState(null, '', address);
          return;
        }
      }
      for (const name of prior.modalStack) {
        if (!state.modals[name] && prior.modals[name]?.withQuery && inAddress === name) {
          previous.current = null;
          window.history.replaceState(null, '', withQueryParam(pathname, window.location.search, 'modal', null));
          return;
        }
      }
    });
  }, [ui, pathname]);

  return null;
}
