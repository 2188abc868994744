'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

const noSubscription = () => () => undefined;

/** A banner the visitor can close for the rest of the visit; id: its name for that, the same in every language. */
export function DismissBanner({ id, className, label, children }: { id: string; className: string; label: string; children: ReactNode }) {
  const t = useTranslations('common');
  const key = `chalchitra:dismissed:${id}`;
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
        aria-label={t('close')}
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
