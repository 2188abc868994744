// The Samsung app webview's player rules (spec 001 §2). Which webview the page runs in is decided
// once, in lib/native-bridge.ts (the flag the apps put in the address, kept in a cookie by proxy.ts).

import { currentWebview } from '@/lib/native-bridge';

export const SAMSUNG_PARTNER_CODE = 'SAMG';

/** The Samsung app webview (partner_code SAMG or webview=samsung on arrival, for the visit). */
export function isSamsungApp(): boolean {
  return currentWebview() === 'samsung';
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
