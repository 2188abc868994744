// The app webviews the site runs in (spec 001 §1): the Samsung app opens it with partner_code
// SAMG (spec 000 §9) and the flag lasts for the tab's session.

export const SAMSUNG_PARTNER_CODE = 'SAMG';
const SAMSUNG_FLAG = 'chalchitra:samsung-app';

/** Reads the flag, and sets it when the address carries the Samsung partner code. */
export function isSamsungApp(
  search: string = window.location.search,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): boolean {
  if (new URLSearchParams(search).get('partner_code') === SAMSUNG_PARTNER_CODE) storage.setItem(SAMSUNG_FLAG, '1');
  return storage.getItem(SAMSUNG_FLAG) === '1';
}

/** spec 001 §9: landscape lock delay. */
export const LANDSCAPE_LOCK_DELAY_MS = 5000;

/**
 * spec 001 §2: in the Samsung app the player asks for native fullscreen and, once in fullscreen,
 * locks to landscape after 5 seconds; a failed lock is only logged. Returns a cleanup.
 */
export function samsungFullscreen(frame: HTMLElement, log: (message: string) => void = console.log): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    clearTimeout(timer);
    if (document.fullscreenElement !== frame) return;
    timer = setTimeout(() => {
      const orientation = screen.orientation as ScreenOrientation & { lock?: (mode: string) => Promise<void> };
      if (!orientation?.lock) {
        log('Screen orientation lock not found');
        return;
      }
      orientation.lock('landscape').catch((error: unknown) => log(`Screen orientation lock failed: ${String(error)}`));
    }, LANDSCAPE_LOCK_DELAY_MS);
  };
  document.addEventListener('fullscreenchange', onChange);
  void frame.requestFullscreen?.().catch((error: unknown) => log(`Fullscreen request failed: ${String(error)}`));
  return () => {
    clearTimeout(timer);
    document.removeEventListener('fullscreenchange', onChange);
  };
}
