'use client';

import { useEffect } from 'react';
import { useSessionStoreApi } from '@/stores/store-provider';
import { adBreaksLikely } from './ad-plans';
import { warmPlayer } from './warm-player';

// Most plays start from a link to a title's page (a card, a hero slide, a search result). Once the
// pointer rests on one, presses it, or keyboard focus comes to it, the player's code is fetched,
// once per page load, while the title's page is still on its way: that page then prepares only
// its calls and first frame before Play is pressed, instead of queueing the player's chunks
// behind its own images and links.

/** The title pages that open with a Play (lib/links.ts contentLink). */
const TITLE_PAGE = /^\/(movie|tv|original|music)\/watch\//;
/** How long the pointer rests on a link before it counts (a pointer passing over does not). */
const REST_MS = 100;

function titleLinkAt(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return TITLE_PAGE.test(link.pathname) ? link : null;
}

export function TitleLinkIntent() {
  const session = useSessionStoreApi();
  useEffect(() => {
    let resting: number | undefined;
    const stopResting = () => window.clearTimeout(resting);
    const warm = () => {
      stop();
      // code that did not arrive (a new release, a moment offline) is asked for again by Play
      // itself; left unhandled, the chunk-reload host would reload the page under the pointer
      warmPlayer({ ads: adBreaksLikely(session.getState().activeUserPlan), media: true }).catch(() => undefined);
    };
    const onPress = (event: Event) => {
      if (titleLinkAt(event.target)) warm();
    };
    const onOver = (event: PointerEvent) => {
      stopResting();
      if (titleLinkAt(event.target)) resting = window.setTimeout(warm, REST_MS);
    };
    const stop = () => {
      stopResting();
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('focusin', onPress, true);
      document.removeEventListener('pointerover', onOver, true);
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('focusin', onPress, true);
    document.addEventListener('pointerover', onOver, true);
    return stop;
  }, [session]);
  return null;
}
