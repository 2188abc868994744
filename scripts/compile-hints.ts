import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// V8 compiles a function the first time it is called, on the main thread. A chunk of the
// framework's code (React DOM, the router) is a few module factories of 30 to 200 KB each, called
// one after another as the page's code starts: compiling them was most of the longest task after a
// phone's first paint (360 ms at Lighthouse's 4x slowdown, of which 250 ms in compiling; bench/README.md,
// "twelfth session"). A script that begins with V8's explicit compile hint (v8.dev/blog/explicit-compile-hints)
// has all its functions compiled as it is fetched, on a background thread, as Chrome streams an async
// script. Only big chunks carry it: a small chunk's functions compile in a few milliseconds where
// they are called, and compiling the ones never called would cost more than it saves.

/** V8's magic comment: compile every function of this script eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Chunks at least this big carry the hint: the framework's own, not a page's. */
export const HINTED_CHUNK_BYTES = 32 * 1024;

/** Puts the hint at the top of every big chunk of a Next.js build (`.next`); answers how many carry it. */
export function hintCompile(distDir: string): number {
  const chunks = path.join(distDir, 'static', 'chunks');
  let hinted = 0;
  for (const name of readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(chunks, name);
    if (!name.endsWith('.js') || statSync(file).size < HINTED_CHUNK_BYTES) continue;
    const code = readFileSync(file, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
    hinted += 1;
  }
  return hinted;
}
