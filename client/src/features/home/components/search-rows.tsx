import { Link } from 'react-router';
import type { SearchRow } from './search-group';

/** Matches shown as a list of links with one line of details each. */
export function SearchRows({ rows }: { rows: SearchRow[] }) {
  return (
    <ul className="search-list">
      {rows.map((row) => (
        <li key={row.key} className="card">
          <Link to={row.to}>{row.title}</Link>
          <span className="media-meta">{row.meta}</span>
        </li>
      ))}
    </ul>
  );
}
