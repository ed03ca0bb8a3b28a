import type { Creator } from '@inkreel/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/community/avatar';
import { creatorPath } from '../../../lib/community/creator-path';
import { formatCount } from '../../../lib/format/format';
import { FollowButton } from './follow-button';

/** "31 uploads · 4 followers". */
function summary(creator: Creator): string {
  const uploads = Object.values(creator.counts).reduce((sum, n) => sum + n, 0);
  const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;
  return `${plural(uploads, 'upload')} · ${plural(creator.followers, 'follower')}`;
}

/**
 * A creator in a list (whom one follows, whom one might): picture, name, uploads, Follow.
 * `focused`: the name takes the keyboard's focus (a creator just followed from the suggestions,
 * whose card has left them).
 */
export function CreatorChip({
  creator,
  follow = false,
  focused = false,
  onFollowed,
}: {
  creator: Creator;
  follow?: boolean;
  focused?: boolean;
  onFollowed?: (creator: Creator) => void;
}) {
  const name = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focused) name.current?.focus();
  }, [focused]);
  return (
    <article className="creator-chip">
      <Avatar name={creator.name} src={creator.avatarUrl} size={56} />
      <div className="creator-chip-body">
        <h2 className="creator-chip-name">
          <Link ref={name} to={creatorPath(creator._id)}>
            {creator.name}
          </Link>
        </h2>
        <p className="creator-chip-counts">{summary(creator)}</p>
      </div>
      {follow ? (
        <FollowButton creator={creator} compact {...(onFollowed ? { onFollowed } : {})} />
      ) : null}
    </article>
  );
}
