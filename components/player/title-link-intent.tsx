'use client';

import { useEffect } from 'react';
import { useSessionStoreApi } from '@/stores/store-provider';
import { adBreaksLikely } from '@/contract/entitlements';
import { playViewer } from './play-ahead';
import { warmPlayer } from './warm-player';
import { whenIdle } from '@/lib/idle';
import { isTitlePage } from '@/lib/links';

// Most plays start from a link to a title's page (a card, a hero slide, a search result). Once the
// pointer rests on one or keyboard focus comes to it, the player's code is fetched, once per page
// load, while the title's page is still on its way. Pressing a link that names the play its page
// opens with (`data-play`, play-ahead.ts) also prepares that play (its calls and first frame), so
// that they are under way while the page itself is: the page's Play then finds them prepared.

/** How long the pointer rests on a link before it counts (a pointer passing over does not). */
const REST_MS = 100;

function titleLinkAt(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return isTitlePage(link.pathname) ? link : null;
}

export function TitleLinkIntent() {
  const session = useSessionStoreApi();
  useEffect(() => {
    let warmed = false;
    let resting: number | undefined;
    const stopResting = () => window.clearTimeout(resting);
    // code that did not arrive (a new release, a moment offline) is asked for again by Play
    // itself; left unhandled, the chunk-reload host would reload the page under the pointer
    const warm = () => {
      stopResting();
      if (warmed) return;
      warmed = true;
      warmPlayer({ ads: adBreaksLikely(session.getState().activeUserPlan), media: true }).catch(() => undefined);
    };
    const prepare = (link: HTMLAnchorElement) => {
      const state = session.getState();
      const viewer = playViewer(state);
      const contentId = Number(link.dataset.play);
      if (viewer === undefined || !link.dataset.play || !Number.isSafeInteger(contentId)) return warm();
      stopResting();
      // the preparation fetches the media code itself, once its calls are sent
      warmed = true;
      const ads = adBreaksLikely(state.activeUserPlan);
      warmPlayer({ ads, media: false })
        .then(({ preparePlay }) => preparePlay(contentId, viewer, { ads }))
        .catch(() => undefined);
    };
    // also a press made while the page's code ran, which the page's loader makes again once the
    // link has hydrated (web-server/after-paint/loader.ts): a click of its own, with no pointer before it
    const onPress = (event: MouseEvent) => {
      const link = event.type === 'click' && event.isTrusted ? null : titleLinkAt(event.target);
      if (!link) return;
      // only a press that opens the page in this tab (another tab would prepare its own)
      if (event.button > 0 || event.ctrlKey || event.metaKey || event.shiftKey) warm();
      else prepare(link);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const link = event.key === 'Enter' ? titleLinkAt(event.target) : null;
      if (link && !event.ctrlKey && !event.metaKey && !event.shiftKey) prepare(link);
    };
    const onFocus = (event: FocusEvent) => {
      if (titleLinkAt(event.target)) warm();
    };
    const onOver = (event: PointerEvent) => {
      stopResting();
      if (!warmed && titleLinkAt(event.target)) resting = window.setTimeout(warm, REST_MS);
    };
    // a tap has no pointer resting before it: where a link prepares a play, the code of the
    // preparation (play-prefetch.ts, the API client and the player, about 35 KB) comes once the
    // page is idle, so that a press sends the calls at once
    const cancelIdle = whenIdle(() => {
      if (!warmed && document.querySelector('a[data-play]')) {
        warmPlayer({ ads: adBreaksLikely(session.getState().activeUserPlan), media: false }).catch(() => undefined);
      }
    }, 3000);
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('click', onPress, true);
    document.addEventListener('focusin', onFocus, true);
    document.addEventListener('pointerover', onOver, true);
    return () => {
      stopResting();
      cancelIdle();
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('click', onPress, true);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('pointerover', onOver, true);
    };
  }, [session]);
  return null;
}
