import { useEffect, useRef, type ReactNode } from 'react';
import './reader-panel.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A side panel over the book (contents, search, highlights, settings): labelled by its heading,
 * focused when it opens (on its `data-autofocus` field if it has one, the search box: the reader
 * types at once), closed by its button or Escape, giving focus back where it was. One panel per
 * mount: a reader switching panels gives each its own key, so the new one takes the focus.
 */
export function ReaderPanel({ title, onClose, children }: Props) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = panel.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Its children's effects ran first, so the field is there to find. Not scrolled to: the panel
    // opens where the reader is looking (under the sticky bar).
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node;
    first?.focus({ preventScroll: true });
    return () => {
      // Back to the opener only if the focus went with the panel (its Close button, Escape in its
      // field): a reader who pressed another panel's button keeps the focus there.
      const active = document.activeElement;
      if (!active || active === document.body || node?.contains(active)) {
        previous?.focus({ preventScroll: true });
      }
    };
  }, []);
  // Escape closes it wherever focus is on the page (the book's frame keeps its own keys).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const id = `reader-panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <aside ref={panel} className="ebook-panel" aria-labelledby={id} tabIndex={-1}>
      <header className="ebook-panel-header">
        <h2 id={id} className="ebook-panel-title">
          {title}
        </h2>
        <button type="button" className="btn btn-ghost ebook-panel-close" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="ebook-panel-body">{children}</div>
    </aside>
  );
}
