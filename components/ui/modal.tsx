'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import styles from './modal.module.css';

// An accessible dialog (spec 001 §4 "Modals"): closes on Escape, on a backdrop click or with its
// close button; focus moves in on open, stays inside, and returns to where it was on close. The
// page body carries the modal-open class while any dialog is shown. Browser back closes modals
// that put modal=<name> in the address: see ModalQuerySync.

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading; it also labels the dialog. */
  title: string;
  /** Keeps the heading for screen readers only. */
  hideTitle?: boolean;
  /** false: no close button, and Escape and the backdrop do nothing (e.g. the Yes/No confirmation). */
  closable?: boolean;
  /** center: a centred card; sheet: a bottom sheet on phones and tablets; drawer: a side panel. */
  variant?: 'center' | 'sheet' | 'drawer';
  /** Extra class for the dialog panel. */
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openDialogs = 0;

function markBodyOpen(): () => void {
  openDialogs += 1;
  document.body.classList.add('modal-open');
  return () => {
    openDialogs = Math.max(0, openDialogs - 1);
    if (openDialogs === 0) document.body.classList.remove('modal-open');
  };
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('inert'));
}

const subscribeToNothing = () => () => {};

export function Modal(props: ModalProps) {
  // the portal needs document.body: render nothing on the server and in the hydration pass
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!props.open || !inBrowser) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

/** spec 000 §9: a downward drag of more than 120 px closes a bottom sheet. */
export const SHEET_CLOSE_DRAG_PX = 120;

function ModalDialog({ onClose, title, hideTitle = false, closable = true, variant = 'center', className, children }: ModalProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const dragStart = useRef<number | null>(null);
  const [dragged, setDragged] = useState(0);
  const draggable = variant === 'sheet' && closable;
  const t = useTranslations('common');

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unmark = markBodyOpen();
    const panel = panelRef.current;
    if (panel) {
      // the first control of the content, else the close button, else the panel itself
      const items = focusables(panel);
      (items.find((item) => !item.hasAttribute('data-modal-close')) ?? items[0] ?? panel).focus();
    }
    return () => {
      unmark();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // a nested dialog handles its own Escape; its parent stays open
      event.stopPropagation();
      if (closable) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className={`${styles.backdrop} ${styles[variant] ?? ''}`}
      onMouseDown={(event) => {
        if (closable && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
      data-testid="modal-backdrop"
    >
      <div
        ref={panelRef}
        className={`${styles.panel} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        style={dragged > 0 ? { transform: `translateY(${dragged}px)` } : undefined}
      >
        <div
          className={styles.header}
          onPointerDown={
            draggable
              ? (event) => {
                  dragStart.current = event.clientY;
                  event.currentTarget.setPointerCapture?.(event.pointerId);
                }
              : undefined
          }
          onPointerMove={
            draggable
              ? (event) => {
                  if (dragStart.current !== null) setDragged(Math.max(0, event.clientY - dragStart.current));
                }
              : undefined
          }
          onPointerUp={
            draggable
              ? (event) => {
                  const distance = dragStart.current === null ? 0 : event.clientY - dragStart.current;
                  dragStart.current = null;
                  setDragged(0);
                  if (distance > SHEET_CLOSE_DRAG_PX) onClose();
                }
              : undefined
          }
        >
          <h2 id={headingId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {closable && (
            <button type="button" className={styles.close} onClick={() => onClose()} aria-label={t('close')} data-modal-close="">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
