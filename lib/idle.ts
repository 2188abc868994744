/**
 * Runs `callback` once the browser is idle, at the latest after `timeoutMs` (a timer where there
 * is no requestIdleCallback: Safari). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(handle);
}

/** What counts as the visitor doing something, for whenQuiet. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Runs `callback` once the page has gone `quietMs` without a press, a key or a scroll, and the
 * browser is then idle: for background work that would otherwise share the connection and the
 * processor with what the visitor's actions ask for. Returns a function that cancels it.
 */
export function whenQuiet(callback: () => void, quietMs: number): () => void {
  let timer = 0;
  let cancelIdle: (() => void) | undefined;
  const stop = () => {
    window.clearTimeout(timer);
    cancelIdle?.();
    ACTIVITY.forEach((type) => window.removeEventListener(type, arm, true));
  };
  function arm() {
    window.clearTimeout(timer);
    cancelIdle?.();
    cancelIdle = undefined;
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        stop();
        callback();
      }, quietMs);
    }, quietMs);
  }
  ACTIVITY.forEach((type) => window.addEventListener(type, arm, { capture: true, passive: true }));
  arm();
  return stop;
}
