import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions: ReactNode;
  /** Escape or a click on the backdrop; omit for a dialog that must be answered. */
  onDismiss?: () => void;
  tone?: 'default' | 'success' | 'danger';
  /** `wide` for a list whose rows carry titles and buttons (the queue's Up next). */
  size?: 'default' | 'wide';
}

/** A modal dialog: labelled, focus moves into it, Escape dismisses when allowed. */
export function Dialog({
  title,
  children,
  actions,
  onDismiss,
  tone = 'default',
  size = 'default',
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Layout effects, not passive ones: both run before the dialog is first painted. A dialog that
  // appears when its lazy chunk arrives is committed outside any input event, and the browser runs
  // a key press before React's passive effects: Escape pressed as it appeared went nowhere and the
  // dialog stayed open (a journey failed so).
  useLayoutEffect(() => {
    // The active element may be any Element; HTML and SVG elements are the focusable ones.
    const active = document.activeElement;
    const previous = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
    panel.current?.querySelector<HTMLElement>('button, [href], input')?.focus();
    // Back where it was, without scrolling it into view: the page stays where the user left it
    // (a focused <main> below the navigation bar scrolled the page by the bar's height).
    return () => {
      previous?.focus({ preventScroll: true });
      // The opener may go with the dialog (Up next's "Clear queue" empties the queue, and the mini
      // player that opened it goes): once this commit is done, the page's <main> takes the focus
      // instead of nothing, as the mini player's own Close does.
      queueMicrotask(() => {
        if (previous?.isConnected !== false) return;
        const active = document.activeElement;
        if (active === null || active === document.body) {
          document.getElementById('main')?.focus({ preventScroll: true });
        }
      });
    };
  }, []);

  useLayoutEffect(() => {
    if (!onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  // Portalled to <body> so no transformed or clipped ancestor can trap the overlay.
  return createPortal(
    // A click on the backdrop itself dismisses, like Escape does for keyboard users.
    <div
      className="dialog-backdrop"
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div
        ref={panel}
        className={`dialog dialog-${tone}${size === 'wide' ? ' dialog-wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
