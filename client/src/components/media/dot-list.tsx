import type { ReactNode } from 'react';
import './media.css';

/** An item drawn as something other than its text (a creator's link), its text the tooltip. */
export interface DotItem {
  text: string;
  node: ReactNode;
}

interface DotListProps {
  /** The details, in order ("1.2K views", "May 31, 2025"); empty ones are left out. */
  items: readonly (string | DotItem | false | null | undefined)[];
  className?: string;
  /** A paragraph (the default) or a span, where a block may not go (inside a link's label). */
  as?: 'p' | 'span';
}

/**
 * Details separated by dots. An item that does not fit its line is cut with an ellipsis and keeps
 * its whole text as a tooltip (issue 51, item 6); every card line does one or the other.
 */
export function DotList({ items, className, as: Tag = 'p' }: DotListProps) {
  const shown = items.filter((item): item is string | DotItem =>
    typeof item === 'object' ? item !== null : typeof item === 'string' && item !== '',
  );
  return (
    <Tag className={className ? `${className} dot-list` : 'dot-list'}>
      {shown.map((item, index) =>
        typeof item === 'string' ? (
          <span key={index} title={item}>
            {item}
          </span>
        ) : (
          <span key={index} title={item.text}>
            {item.node}
          </span>
        ),
      )}
    </Tag>
  );
}
