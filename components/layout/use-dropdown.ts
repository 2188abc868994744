'use client';

import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useVisiblePathname } from '@/lib/visible-pathname';

/**
 * Open/close state of a disclosure dropdown: closes on Escape (focus back on its button), on a
 * pointer press outside, when focus leaves it, and after navigation.
 */
export function useDropdown<Root extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useVisiblePathname();

  // close after navigation (state adjusted while rendering, as React recommends over an effect)
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  }, []);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  return { open, setOpen, toggle, close, rootRef, buttonRef, onKeyDown, onBlur };
}
