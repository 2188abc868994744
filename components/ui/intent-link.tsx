'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A router link that asks for its page ahead only when the visitor reaches for it: the pointer on
 * it, a finger going down, or keyboard focus (Next.js's hover-triggered prefetch). The shell's
 * links are on every page; prefetched as they come into view, they sent some sixteen requests as
 * each page woke, which took the connections and the origin's time from what the page itself asks
 * for (a title's play, above all) and cost a phone's data for pages mostly never opened.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [reached, setReached] = useState(false);
  return (
    <Link
      {...props}
      // null: Next.js's own prefetch once reached for
      prefetch={reached ? null : false}
      onPointerEnter={(event) => {
        setReached(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setReached(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setReached(true);
        onFocus?.(event);
      }}
    />
  );
}
