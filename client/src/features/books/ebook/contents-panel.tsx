import type { TocItem } from 'foliate-js/view.js';

interface Props {
  toc: TocItem[];
  current: string | undefined;
  onGo: (href: string) => void;
}

/** The book's table of contents; the chapter being read is marked. */
export function ContentsPanel({ toc, current, onGo }: Props) {
  if (toc.length === 0) return <p className="muted">This book has no table of contents.</p>;
  const list = (items: TocItem[]) => (
    <ol className="ebook-toc">
      {items.map((item) => (
        <li key={`${item.href}-${item.label}`}>
          <button
            type="button"
            className="ebook-toc-link"
            aria-current={item.href === current ? 'true' : undefined}
            onClick={() => onGo(item.href)}
          >
            {item.label.trim()}
          </button>
          {item.subitems?.length ? list(item.subitems) : null}
        </li>
      ))}
    </ol>
  );
  return <nav aria-label="Table of contents">{list(toc)}</nav>;
}
