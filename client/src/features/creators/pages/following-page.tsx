import type { Creator } from '@inkreel/shared';
import { useCallback, useState } from 'react';
import { FeedRow, FeedRowSkeleton } from '../../../components/community/feed-row';
import { FeedGrid } from '../../../components/media/feed-grid';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useAuth } from '../../../lib/session/auth-context';
import { useFollowedCreators, useFollowingFeed, useSuggestedCreators } from '../api/following';
import { CreatorChip } from '../components/creator-chip';
import '../creators.css';

/** Creators to follow, when the feed is empty. */
function Suggestions({ onFollowed }: { onFollowed: (creator: Creator) => void }) {
  const { data: creators, isLoading } = useSuggestedCreators(true);
  if (isLoading) return <Spinner label="Loading creators to follow" />;
  if (!creators?.length) return null;
  return (
    <section className="following-suggestions" aria-labelledby="suggested-title">
      <h2 id="suggested-title" className="section-title">
        Creators to follow
      </h2>
      <ul className="creator-list">
        {creators.map((creator) => (
          <li key={creator._id}>
            <CreatorChip creator={creator} follow onFollowed={onFollowed} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /following (signed in): the newest uploads, every kind, of the creators one follows, and whom
 * one follows; with nothing to show, creators to follow (docs/product.md section 10).
 */
export function FollowingPage() {
  usePageTitle('Following');
  const { user } = useAuth();
  const feed = useFollowingFeed(user !== null);
  const { data: followed } = useFollowedCreators(user !== null);
  const empty = !feed.isLoading && feed.items.length === 0;
  // A follow from the suggestions fills the feed, and the suggestions (with the button pressed)
  // leave the page: the keyboard's focus goes to the creator's name among those followed.
  const [justFollowed, setJustFollowed] = useState<string | null>(null);
  const onFollowed = useCallback((creator: Creator) => setJustFollowed(creator._id), []);
  return (
    <section className="page following-page">
      <h1 className="page-title">Following</h1>
      <p className="page-subtitle">The newest uploads of the creators you follow.</p>
      {followed && followed.length > 0 ? (
        <ul className="creator-list creator-list-row" aria-label="Creators you follow">
          {followed.map((creator) => (
            <li key={creator._id}>
              <CreatorChip creator={creator} focused={creator._id === justFollowed} />
            </li>
          ))}
        </ul>
      ) : null}
      {empty ? (
        <p className="empty-state">
          {feed.error
            ? 'Your feed could not be loaded right now.'
            : 'Nothing here yet. Follow creators to see their newest uploads here.'}
        </p>
      ) : (
        <FeedGrid
          feed={feed}
          columns={4}
          label="New from the creators you follow"
          emptyText=""
          loadingLabel="Loading your feed"
          shape="wide"
          renderItem={(entry) => <FeedRow entry={entry} />}
          listClassName="feed-rows"
          placeholder={<FeedRowSkeleton />}
        />
      )}
      {empty ? <Suggestions onFollowed={onFollowed} /> : null}
    </section>
  );
}
