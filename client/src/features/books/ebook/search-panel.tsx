import { useState, type SubmitEvent } from 'react';
import './search-panel.css';

export interface SearchMatch {
  /** Where the match is: a CFI for an EPUB or MOBI, a page number for a PDF. */
  target: string;
  /** The chapter or page it is in. */
  where: string;
  before: string;
  match: string;
  after: string;
}

interface Props {
  /** Finds every match of the query; the panel lists them with their context. */
  search: (query: string) => Promise<SearchMatch[]>;
  onGo: (match: SearchMatch) => void;
}

/** "Search in book": the matches with their context and chapter or page; each leads there. */
export function SearchPanel({ search, onGo }: Props) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ query: string; matches: SearchMatch[] } | 'busy' | null>(
    null,
  );
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = query.trim();
    if (!wanted) return;
    setState('busy');
    search(wanted).then(
      (matches) => setState({ query: wanted, matches }),
      (error: unknown) => {
        console.error('Search failed', error);
        setState({ query: wanted, matches: [] });
      },
    );
  };
  return (
    <div className="ebook-search">
      <form role="search" aria-label="In this book" className="ebook-search-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="ebook-search-query">
          Search in book
        </label>
        <input
          id="ebook-search-query"
          className="input"
          type="search"
          placeholder="Search in book"
          // The panel focuses it when it opens (reader-panel.tsx): pressing Search means typing.
          data-autofocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {state === 'busy' ? <p role="status">Searching…</p> : null}
      {state && state !== 'busy' ? (
        <>
          <p role="status" className="muted">
            {state.matches.length === 0
              ? `No matches for “${state.query}”`
              : `${state.matches.length} ${state.matches.length === 1 ? 'match' : 'matches'} for “${state.query}”`}
          </p>
          <ol className="ebook-matches">
            {state.matches.map((m, i) => (
              <li key={`${m.target}-${i}`}>
                <button type="button" className="ebook-match" onClick={() => onGo(m)}>
                  <span className="ebook-match-where">{m.where}</span>
                  <span className="ebook-match-text">
                    {m.before}
                    <mark>{m.match}</mark>
                    {m.after}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
