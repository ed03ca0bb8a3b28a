import type { Notification } from '@inkreel/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/community/avatar';
import { itemPath } from '../../../lib/links/item-path';
import { creatorPath } from '../../../lib/community/creator-path';
import { formatDate } from '../../../lib/format/format';
import { notificationText } from './notification-text';

/**
 * Where a notification leads: its upload (at the comment, for news of comments), the new
 * follower's page, or My uploads.
 */
function targetOf(n: Notification): string {
  if (n.kind === 'processing-failed') return '/my-uploads';
  if (n.subject && n.commentId) {
    return `${itemPath(n.subject.kind, n.subject._id)}#comment-${n.commentId}`;
  }
  if (n.subject) return itemPath(n.subject.kind, n.subject._id);
  const actor = n.actors[0];
  return actor ? creatorPath(actor._id) : '/notifications';
}

interface NotificationItemProps {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
}

/** One notification (or group): who, what, when, a link to its subject, and "Mark as read". */
export function NotificationItem({ notification: n, onOpen, onMarkRead }: NotificationItemProps) {
  const text = notificationText(n);
  const first = n.actors[0];
  return (
    <article className={`notification${n.read ? '' : ' notification-unread'}`}>
      {first ? (
        <Avatar name={first.name} size={40} />
      ) : (
        <span className="notification-mark" aria-hidden="true">
          {n.kind === 'processing-failed' ? '!' : '✓'}
        </span>
      )}
      <div className="notification-body">
        <Link to={targetOf(n)} className="notification-link" onClick={() => onOpen(n)}>
          {text.before}
          {text.title ? <em>{text.title}</em> : null}
          {text.after}
        </Link>
        {n.reason ? <p className="notification-reason">{n.reason}</p> : null}
        <p className="notification-meta">
          {n.read ? null : <span className="visually-hidden">Unread. </span>}
          {formatDate(n.updatedAt)}
        </p>
      </div>
      {n.read ? null : (
        <button
          type="button"
          className="btn btn-ghost notification-read"
          onClick={() => onMarkRead(n)}
        >
          Mark as read
        </button>
      )}
    </article>
  );
}
