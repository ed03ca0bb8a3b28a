import type { Pagination, Uploader } from '@inkreel/shared';
import type { ReactNode } from 'react';

export interface SearchRow {
  key: string;
  to: string;
  title: string;
  meta: string;
  /** Who uploaded it, named before the meta line and leading to their page where offered. */
  creator?: Uploader | undefined;
  /** Where the words matched in a description or text, when the title alone does not explain it. */
  excerpt?: string | undefined;
  /** The queue's actions, for what plays. */
  menu?: ReactNode;
}

interface Props {
  id: string;
  label: string;
  /** Lower-case plural used by the empty state, e.g. "books". */
  noun: string;
  query: string;
  pagination: Pagination;
  children: ReactNode;
}

/** One kind of results: a heading with its count, the matches, or an empty state. */
export function SearchGroup({ id, label, noun, query, pagination, children }: Props) {
  return (
    <section className="home-section search-group" aria-labelledby={id}>
      <h2 id={id}>
        {label} <span className="search-count">({pagination.total})</span>
      </h2>
      {pagination.total === 0 ? (
        <p className="empty-state search-empty">
          No {noun} match “{query}”.
        </p>
      ) : (
        children
      )}
    </section>
  );
}
