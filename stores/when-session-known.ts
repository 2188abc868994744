import type { SessionState, SessionStore } from './session-store';

// Not in session-store.ts: the store is in every page's first load, and Turbopack keeps every
// export of a module a chunk needs; only the buttons' actions and the purchase page use this.

/**
 * Calls back with the session once it is known: at once, or as soon as it has been read (a
 * member's page is drawn without it and reads it as it loads). A press made before then is
 * answered for who the viewer is, not as if they were signed out. Answers a function that stops
 * the wait (a press whose page has gone is not answered on the next one).
 */
export function whenSessionKnown(store: SessionStore, callback: (state: SessionState) => void): () => void {
  const state = store.getState();
  if (state.fetchedUserProfile) {
    callback(state);
    return () => {};
  }
  const stop = store.subscribe((next) => {
    if (!next.fetchedUserProfile) return;
    stop();
    callback(next);
  });
  return stop;
}
