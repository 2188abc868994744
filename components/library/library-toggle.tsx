'use client';

import { useState, type ReactNode } from 'react';
import { useSessionStore } from '@/stores/store-provider';

export interface LibraryToggleProps {
  /** Whether the title is on the list now (the session store's state, read from the origin). */
  active: boolean;
  /** The accessible name and the tooltip, by state. */
  label: { add: string; remove: string; addTitle: string; removeTitle: string };
  /** The visible word beside the icon when not compact. */
  text: string;
  icon: ReactNode;
  className: string;
  compact: boolean;
  /** The change: resolves when it is done (its answer applied, or its failure shown). */
  onToggle: () => Promise<unknown>;
  /** Called when the button is first pointed at or focused (its action's code can load then). */
  onWarm?: () => void;
}

/**
 * The one button of the watchlist and the favourites: it shows the list's state, waits (busy) while
 * a signed-in member's lists are still being read or a change is on its way, and ignores presses
 * meanwhile.
 */
export function LibraryToggle({ active, label, text, icon, className, compact, onToggle, onWarm }: LibraryToggleProps) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const fetched = useSessionStore((state) => state.fetchedLibrary);
  const [busy, setBusy] = useState(false);
  const waiting = isLoggedIn && !fetched;

  async function onClick() {
    if (busy || waiting) return;
    setBusy(true);
    try {
      await onToggle();
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={className}
      data-active={active || undefined}
      aria-label={active ? label.remove : label.add}
      aria-busy={busy || waiting || undefined}
      title={active ? label.removeTitle : label.addTitle}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      onClick={() => void onClick()}
    >
      {icon}
      {compact ? null : <span>{text}</span>}
    </button>
  );
}
