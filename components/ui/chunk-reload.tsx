'use client';

import { useEffect } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, REFRESH_PAGE_DELAY_MS } from '@/contract/constants';

// spec 000 §8 "Page chunk load failure" and §9: when a page's code or styles fail to load (a new
// release replaced them, a network blip), the page loads again once, after 200 ms. A second
// failure on the same address is left to the error page, so nothing reloads in a loop.

const RELOADED_KEY = 'chalchitra:chunk-reload';

export function isChunkLoadFailure(reason: unknown): boolean {
  const error = reason as { name?: unknown; message?: unknown; code?: unknown } | null;
  const text = `${String(error?.name ?? '')} ${String(error?.message ?? '')} ${String(error?.code ?? '')}`;
  return /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module/.test(text);
}

/**
 * `load` (a dynamic import), failed as a ChunkLoadError when it has not settled within
 * CHUNK_LOAD_TIMEOUT_MS: a request that hangs is a failure like one refused, and is tried again.
 */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading chunk failed: no answer in ${timeoutMs} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function reloadOnceFor(reason: unknown, reload: () => void = () => window.location.reload()): boolean {
  if (!isChunkLoadFailure(reason)) return false;
  const here = window.location.pathname + window.location.search;
  if (sessionStorage.getItem(RELOADED_KEY) === here) return false;
  sessionStorage.setItem(RELOADED_KEY, here);
  window.setTimeout(reload, REFRESH_PAGE_DELAY_MS);
  return true;
}

export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => void reloadOnceFor(event.error ?? event);
    const onRejection = (event: PromiseRejectionEvent) => void reloadOnceFor(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    // a page that loaded forgets the last reload, so a later release can reload it again
    const settled = window.setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.clearTimeout(settled);
    };
  }, []);
  return null;
}
