import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that React hydrates after the rest of the page, in slices that leave the
 * main thread free between them. A Suspense boundary is how: React hydrates the page around a
 * server-rendered boundary in one task, commits it (its effects run: a title's Play starts
 * preparing), and then the boundary at a low priority, yielding every few milliseconds; a press
 * inside it hydrates it first. Nothing here suspends, so the server sends it in place, as before.
 * For what sits below the first screen or matters less than the page's main control: rows,
 * cast, the footer.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
