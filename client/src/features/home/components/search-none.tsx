import { Link } from 'react-router';

const BROWSE = [
  { to: '/videos', label: 'Videos' },
  { to: '/audio', label: 'Music' },
  { to: '/books', label: 'Books' },
  { to: '/stories', label: 'Stories and poems' },
];

/** One answer for a search that found nothing in any kind, with what to try next. */
export function SearchNone({ query, terms }: { query: string; terms: string[] }) {
  const searchFor = (word: string) => `/search?${new URLSearchParams({ q: word })}`;
  return (
    <section className="card search-none" aria-labelledby="search-none-title">
      <h2 id="search-none-title">No results for “{query}”</h2>
      <ul>
        <li>
          Check the spelling. Words match whole, or by their beginning: “harb” finds “harbour”.
        </li>
        {terms.length > 1 ? (
          <li>
            Every word has to match. Try one of them:{' '}
            {terms.map((term, index) => (
              <span key={term}>
                {index > 0 ? ', ' : ''}
                <Link to={searchFor(term)}>{term}</Link>
              </span>
            ))}
            .
          </li>
        ) : null}
        <li>
          Or browse:{' '}
          {BROWSE.map((item, index) => (
            <span key={item.to}>
              {index > 0 ? ' · ' : ''}
              <Link to={item.to}>{item.label}</Link>
            </span>
          ))}
        </li>
      </ul>
    </section>
  );
}
