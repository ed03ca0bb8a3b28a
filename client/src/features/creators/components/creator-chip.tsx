import type { Creator } from '@inkreel/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/community/avatar';
import { creatorPath } from '../../../lib/community/creator-path';
import { countsLine } from './kind-tabs';
import { FollowButton } from './follow-button';

/** A creator in a list (whom one follows, whom one might): picture, name, uploads, Follow. */
export function CreatorChip({ creator, follow = false }: { creator: Creator; follow?: boolean }) {
  return (
    <article className="creator-chip">
      <Avatar name={creator.name} src={creator.avatarUrl} size={56} />
      <div className="creator-chip-body">
        <h3 className="creator-chip-name">
          <Link to={creatorPath(creator._id)}>{creator.name}</Link>
        </h3>
        <p className="creator-chip-counts">{countsLine(creator.counts)}</p>
      </div>
      {follow ? <FollowButton creator={creator} compact /> : null}
    </article>
  );
}
