import '../stories.css';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useWriting, type WritingKind } from '../api/use-writings';

export function WritingPage() {
  const params = useParams();
  const kind: WritingKind = params.kind === 'poem' ? 'poem' : 'story';
  const { data, error, isLoading } = useWriting(kind, params.id ?? '');
  const noun = kind === 'poem' ? 'Poem' : 'Story';
  usePageTitle(data?.title ?? noun);
  const back = kind === 'poem' ? '/stories?tab=poems' : '/stories';

  if (isLoading) return <Spinner label={`Loading ${noun.toLowerCase()}`} />;
  if (error || !data) {
    return (
      <div className="empty-state">
        <p>{noun} not found</p>
        <Link to={back}>Back to Stories &amp; Poems</Link>
      </div>
    );
  }

  return (
    <article className="reading" aria-labelledby="reading-title">
      <Link to={back} className="back-link">
        ← All {kind === 'poem' ? 'poems' : 'stories'}
      </Link>
      <h1 id="reading-title" className="page-title">
        {data.title}
      </h1>
      <p className="media-meta">
        By {data.uploadedBy.name} · {formatDate(data.createdAt)}
      </p>
      {data.tags.length > 0 && (
        <ul className="tag-list" aria-label="Tags">
          {data.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className={kind === 'poem' ? 'reading-body poem' : 'reading-body'}>{data.content}</div>
    </article>
  );
}
