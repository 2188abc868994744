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
