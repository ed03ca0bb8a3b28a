import { uploadCountsText, type Creator } from '@inkreel/shared';
import { Avatar } from '../../../components/community/avatar';
import { formatCount, formatDate } from '../../../lib/format/format';
import { FollowButton } from './follow-button';

/** Name, picture, when they joined, followers, uploads per kind, and Follow. */
export function CreatorHeader({ creator }: { creator: Creator }) {
  const followers = `${formatCount(creator.followers)} ${creator.followers === 1 ? 'follower' : 'followers'}`;
  return (
    <header className="creator-header">
      <Avatar name={creator.name} src={creator.avatarUrl} size={96} />
      <div className="creator-header-body">
        <h1 className="page-title creator-name">{creator.name}</h1>
        <p className="creator-facts dot-list">
          <span>Joined {formatDate(creator.joinedAt)}</span>
          <span>{followers}</span>
        </p>
        <p className="creator-counts">{uploadCountsText(creator.counts)}</p>
        <FollowButton creator={creator} />
      </div>
    </header>
  );
}
