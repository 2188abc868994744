// Every dependence of the web's server on a framework's private internals, in one place. None is
// a documented API, so an upgrade may change them; each has a test that then fails:
//   React's per-element keys and its input tracker: tests/web/after-paint-fields.test.tsx hydrates a
//     form with React itself and asserts what the loader (after-paint/loader.ts) replays, and
//     e2e/start-instantly.spec.ts presses before hydration in a real browser;
//   Next.js's cache header: e2e/start-instantly.spec.ts asserts a kept page answers with it.
// bench/README.md ("Start instantly", "the stream rewriter") records what each one gains.

/** React puts an element's props under a key that starts with this once it has hydrated the element. */
export const REACT_PROPS_PREFIX = '__reactProps$';
/** React marks the document's root with a key that starts with this once it has taken the document. */
export const REACT_CONTAINER_PREFIX = '__reactContainer$';
/** The object React keeps on a field to tell a change it has seen from one it has not. */
export const REACT_VALUE_TRACKER = '_valueTracker';
/** Next.js's answer header for a page from its cache: HIT or STALE when the page was kept. */
export const NEXT_CACHE_HEADER = 'x-nextjs-cache';
