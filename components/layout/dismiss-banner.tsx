'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** A banner the visitor can close for the rest of the visit. */
export function DismissBanner({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const key = `chalchitra:dismissed:${label}`;
  const [open, setOpen] = useState(true);
  // closed earlier in this visit: gone once the page is interactive (the server cannot know)
  const dismissed = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(key) !== null,
    () => false,
  );
  if (!open || dismissed) return null;
  return (
    <aside className={className} aria-label={label}>
      {children}
      <button
        type="button"
        className="btn btn-ghost"
        aria-label="Close"
        onClick={() => {
          sessionStorage.setItem(key, '1');
          setOpen(false);
        }}
      >
        ✕
      </button>
    </aside>
  );
}
