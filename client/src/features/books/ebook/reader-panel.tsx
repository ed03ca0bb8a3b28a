import { useEffect, useRef, type ReactNode } from 'react';
import './reader-panel.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A side panel over the book (contents, search, highlights, settings): labelled by its heading,
 * focused when it opens, closed by its button or Escape, giving focus back where it was.
 */
export function ReaderPanel({ title, onClose, children }: Props) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Not scrolled to: the panel opens where the reader is looking (under the sticky bar).
    panel.current?.focus({ preventScroll: true });
    return () => previous?.focus({ preventScroll: true });
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
