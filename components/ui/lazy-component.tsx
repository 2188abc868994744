'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withChunkTimeout } from './chunk-reload';

// Code that loads on first use (the player, dialogs, drawers) without a Suspense boundary: React
// 19 holds a suspended boundary's content back for up to 300 ms after its fallback shows, a wait
// that a player or dialog opened by a click should not add.

export interface LazyComponent<P> {
  /** Renders the fallback (or nothing) until the code has arrived (fetching it on mount), then the component. */
  (props: P): ReactNode;
  /** Fetches the code once (call it early: on hover, focus, or when the control is in view). */
  load(): Promise<ComponentType<P>>;
}

/**
 * A component whose code is fetched by `loader` on first use; declare it at module level.
 * `Fallback` draws what the server renders and the page shows until then (the same box, a plain
 * link that works without JavaScript), so nothing moves when the component takes over.
 */
export function lazyComponent<P extends object>(loader: () => Promise<ComponentType<P>>, Fallback?: ComponentType<P>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () => {
    pending ??= withChunkTimeout(loader()).then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed chunk load is tried again on the next use
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let current = true;
      load().then(
        (component) => {
          if (current) setComponent(() => component);
        },
        (error: unknown) => console.warn('Could not load this part of the page; please try again', error),
      );
      return () => {
        current = false;
      };
    }, [Component]);
    if (Component) return <Component {...props} />;
    return Fallback ? <Fallback {...props} /> : null;
  }
  return Object.assign(Lazy, { load });
}
