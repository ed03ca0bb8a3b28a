import type { Writing } from '@inkreel/shared';
import { Link } from 'react-router';
import { CreatorLink } from '../../../components/community/creator-link';
import { LikeButton } from '../../../components/community/like-button';
import { DotList } from '../../../components/media/dot-list';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { writingItem } from '../../../components/queue/queue-items';
import { formatDate } from '../../../lib/format/format';
import type { WritingKind } from '../api/stories-page-data';

const EXCERPT_LENGTH = 180;

function excerpt(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH).trimEnd()}…` : flat;
}

export function WritingCard({ kind, writing }: { kind: WritingKind; writing: Writing }) {
  return (
    <article className="card writing-card">
      <div className="writing-card-head">
        <h3>
          <Link to={`/stories/${kind}/${writing._id}`}>{writing.title}</Link>
        </h3>
        <ItemMenuButton item={writingItem(kind, writing)} />
      </div>
      <DotList
        className="media-meta"
        items={[
          { text: writing.uploadedBy.name, node: <CreatorLink uploader={writing.uploadedBy} /> },
          formatDate(writing.createdAt),
        ]}
      />
      <p className={kind === 'poem' ? 'writing-excerpt poem' : 'writing-excerpt'}>
        {excerpt(writing.content)}
      </p>
      <LikeButton kind={kind} item={writing} />
      {writing.tags.length > 0 && (
        <ul className="tag-list" aria-label="Tags">
          {writing.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
