import { Link } from 'react-router';
import { FeedRow, FeedRowSkeleton } from '../../../components/community/feed-row';
import { FeedGrid } from '../../../components/media/feed-grid';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useAuth } from '../../../lib/session/auth-context';
import { useLiked } from '../api/liked';

/** /liked (signed in): everything the user liked, every kind, the latest liked first. */
export function LikedPage() {
  usePageTitle('Liked');
  const { user } = useAuth();
  const feed = useLiked(user !== null);
  return (
    <section className="page liked-page">
      <h1 className="page-title">Liked</h1>
      <p className="page-subtitle">
        What you liked, the latest first. <Link to="/following">Following</Link> ·{' '}
        <Link to="/account">Your account</Link>
      </p>
      <FeedGrid
        feed={feed}
        columns={4}
        label="Liked"
        emptyText={
          feed.error
            ? 'Your likes could not be loaded right now.'
            : 'Nothing liked yet. Press the heart on a video, a track, a book, a story or a poem.'
        }
        loadingLabel="Loading what you liked"
        shape="wide"
        renderItem={(entry) => <FeedRow entry={entry} />}
        listClassName="feed-rows"
        placeholder={<FeedRowSkeleton />}
      />
    </section>
  );
}
