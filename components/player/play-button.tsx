'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSessionStore, useSessionStoreApi } from '@/stores/store-provider';
import { LazyVideoPlayer } from './lazy-player';
import { preparePlay, warmPlayerCode } from './play-prefetch';
import { api } from '@/lib/api/client';
import { adoptClient } from '@/lib/api/lazy-client';
import { adBreaksLikely } from '@/contract/entitlements';
import { playViewer } from './play-ahead';
import { whenIdle } from '@/lib/idle';
import type { PlaySource } from './video-player-modal';
import styles from './player.module.css';

/**
 * Play for a content (contentId) or a live channel (channelId). `prepareOnLoad`: the page's own
 * title, whose play is prepared as soon as the button is on the page; any other Play prepares
 * while the pointer or focus is on it.
 *
 * For a visitor, the page's own title goes one step further: once its play is prepared, the player
 * itself is made ready out of sight (`ready`), its first frame buffered and decoded, so that Play
 * only shows it and starts it. A signed-in viewer's play URLs take one of the plan's screens, so
 * their player is made only when Play is pressed.
 */
export function PlayButton({ title, prepareOnLoad = false, ...source }: PlaySource & { title: string; prepareOnLoad?: boolean }) {
  const t = useTranslations('player');
  const [player, setPlayer] = useState<'ready' | 'open' | null>(null);
  // a player made ready has taken the prepared play: the pointer coming to Play prepares nothing more
  const hasPlayer = useRef(false);
  useEffect(() => {
    hasPlayer.current = player !== null;
  }, [player]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const session = useSessionStoreApi();
  // a visitor who signs in on the page (it reloads just after) leaves the player made ready for
  // them: kept, it would ask for the member's play URLs, which take a screen
  const signedIn = useSessionStore((state) => state.isLoggedIn);
  const mounted = player === 'open' || (player === 'ready' && !signedIn);
  const contentId = source.contentId;

  // The player's code is in no page's first load (the preparation's is, with the API client): it
  // is fetched at once for the page's title, and for other Play buttons once the page is idle with
  // the button in view, or when the pointer or focus comes to Play; the play itself (play URLs, ad
  // schedule, first segment) is prepared then too, once the viewer is known, so that pressing Play
  // waits for little more than decoding. A layout effect: the page's title asks for its code
  // before the page's images ask for theirs (which their insertion starts once this commit is
  // done), so they do not queue behind them.
  useLayoutEffect(() => {
    const prepare = (): (() => void) | undefined => {
      // the play itself (its calls, then hls.js and the first segment: preparePlay) and the
      // player's code, each once; a live channel has nothing to prepare but the code
      const loadPlayer = () => void LazyVideoPlayer.load().catch(() => undefined);
      // the API client comes with the page's code: a title page's play is prepared as the page
      // wakes, so its calls go out then rather than a round of code later
      adoptClient(api);
      if (contentId === undefined) {
        warmPlayerCode({ ads: false });
        loadPlayer();
        return undefined;
      }
      const ready = () => {
        const state = session.getState();
        const viewer = playViewer(state);
        if (viewer === undefined) return false;
        preparePlay(contentId, viewer, { ads: adBreaksLikely(state.activeUserPlan) });
        // the player made ready takes the play just prepared
        if (prepareOnLoad && viewer === null) setPlayer((current) => current ?? 'ready');
        return true;
      };
      const prepared = ready();
      // after the calls, so that they do not queue behind it
      loadPlayer();
      if (prepared) return undefined;
      const unsubscribe = session.subscribe(() => {
        if (ready()) unsubscribe();
      });
      return unsubscribe;
    };
    const button = buttonRef.current;
    if (!button) return;
    let stopWaiting: (() => void) | undefined;
    const onIntent = () => {
      if (hasPlayer.current) return;
      stopWaiting?.();
      stopWaiting = prepare();
    };
    button.addEventListener('pointerenter', onIntent);
    button.addEventListener('focus', onIntent);
    let observer: IntersectionObserver | undefined;
    let cancelIdle: (() => void) | undefined;
    if (prepareOnLoad) onIntent();
    else if (typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        cancelIdle = whenIdle(() => void LazyVideoPlayer.load().catch(() => undefined), 2000);
      });
      observer.observe(button);
    }
    return () => {
      observer?.disconnect();
      cancelIdle?.();
      button.removeEventListener('pointerenter', onIntent);
      button.removeEventListener('focus', onIntent);
      stopWaiting?.();
    };
  }, [contentId, prepareOnLoad, session]);

  return (
    <>
      <button ref={buttonRef} type="button" className={styles.playButton} onClick={() => setPlayer('open')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {t.rich('playButton.play', { title, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
      </button>
      {mounted ? <LazyVideoPlayer {...source} title={title} open={player === 'open'} onClose={() => setPlayer(null)} /> : null}
    </>
  );
}
