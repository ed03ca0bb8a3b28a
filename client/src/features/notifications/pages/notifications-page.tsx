import type { MarkReadBody, Notification } from '@inkreel/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DotList } from '../../../components/media/dot-list';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api/api-client';
import { useExtension } from '../../../lib/api/extensions';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useAuth } from '../../../lib/session/auth-context';
import { useMarkRead, useNotifications } from '../api/notifications';
import { NotificationItem } from '../components/notification-item';
import '../../../components/media/media.css';
import '../components/notifications.css';

/**
 * /notifications (signed in): newest first, alike ones grouped by the provider ("Ada and 3 others
 * liked Night Drive"), each leading to its subject; one or all marked read.
 */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const { user } = useAuth();
  const list = useNotifications(user !== null);
  const [error, setError] = useState<string | null>(null);
  const markRead = useMarkRead();
  const creators = useExtension('creators');
  const likes = useExtension('likes');

  const read = async (body: MarkReadBody) => {
    setError(null);
    try {
      await markRead(body);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.isNetworkError
          ? 'The server could not be reached. Please try again.'
          : 'Could not mark them as read. Please try again.',
      );
    }
  };
  const one = (n: Notification) => (n.read ? undefined : void read({ ids: [n._id] }));

  return (
    <section className="page narrow-page notifications-page">
      <header className="notifications-header">
        <div>
          <h1 className="page-title">Notifications</h1>
          {/* Its own element: the subtitle's margins would undo the list's gutter shift. */}
          <p className="page-subtitle">
            <DotList
              as="span"
              items={[
                creators && { text: 'Following', node: <Link to="/following">Following</Link> },
                likes && { text: 'Liked', node: <Link to="/liked">Liked</Link> },
                { text: 'Settings', node: <Link to="/account">Settings</Link> },
              ]}
            />
          </p>
        </div>
        {list.unread > 0 ? (
          <Button onClick={() => void read({ all: true })}>Mark all as read</Button>
        ) : null}
      </header>
      {error ? (
        <p className="error-box" role="alert">
          {error}
        </p>
      ) : null}
      {list.isLoading ? <Spinner label="Loading notifications" /> : null}
      {!list.isLoading && list.items.length === 0 ? (
        <p className="empty-state">
          {list.error
            ? 'Your notifications could not be loaded right now.'
            : 'No notifications yet. Follow creators and upload your work: news of both shows here.'}
        </p>
      ) : null}
      {list.items.length > 0 ? (
        <ul className="notification-list" aria-label="Notifications">
          {list.items.map((n) => (
            <li key={n._id}>
              <NotificationItem notification={n} onOpen={one} onMarkRead={one} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <div className="load-more">
          <Button onClick={list.loadMore} disabled={list.isLoadingMore}>
            {list.isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
