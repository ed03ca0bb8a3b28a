import { Link } from 'react-router';
import { CreatorLink } from '../../../components/community/creator-link';
import { Highlight } from './highlight';
import type { SearchRow } from './search-group';

/** Matches shown as a list of links with one line of details each (matched words marked). */
export function SearchRows({ rows, terms }: { rows: SearchRow[]; terms: string[] }) {
  return (
    <ul className="search-list">
      {rows.map((row) => (
        <li key={row.key} className="card">
          <Link to={row.to}>
            <Highlight text={row.title} terms={terms} />
          </Link>
          <span className="media-meta">
            {row.creator ? (
              <>
                <CreatorLink uploader={row.creator}>
                  <Highlight text={row.creator.name} terms={terms} />
                </CreatorLink>
                {' · '}
              </>
            ) : null}
            <Highlight text={row.meta} terms={terms} />
          </span>
          {row.excerpt ? (
            <span className="search-excerpt">
              <Highlight text={row.excerpt} terms={terms} />
            </span>
          ) : null}
          {row.menu}
        </li>
      ))}
    </ul>
  );
}
