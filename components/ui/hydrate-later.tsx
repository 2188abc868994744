import { Activity, type ReactNode } from 'react';

/**
 * Server-rendered content that React hydrates after the rest of the page, in slices that leave the
 * main thread free between them. A visible Activity boundary is how: React hydrates the page
 * around it in one task and commits it (its effects run: a title's Play starts preparing), then
 * the boundary at a low priority, yielding every few milliseconds; a press inside it hydrates it
 * first. The server sends it in place, whole, whatever its size (a Suspense boundary larger than
 * 12.8 KB is sent apart and revealed by a script, hidden without JavaScript and painted late).
 * For what sits below the first screen or matters less than the page's main control: rows, cast,
 * the footer.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
