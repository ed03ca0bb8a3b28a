import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useSWRConfig } from 'swr';
import { useExtension } from '../../../lib/api/extensions';
import { refreshPagedLists } from '../../../lib/feeds/paged-lists';
import { getStoredToken } from '../../../lib/storage/storage-keys';
import { useAuth } from '../../../lib/session/auth-context';
import { refreshNotifications, UNREAD_KEY, useUnreadCount } from '../api/notifications';
import { connectNotifications } from '../realtime/notification-socket';
import { notificationText } from './notification-text';
import './notifications.css';

/**
 * The bell in the navigation bar (signed in, when the provider offers notifications): the unread
 * count, kept live over the realtime connection, and the way to /notifications. A new
 * notification is also said to screen readers, politely.
 */
export function NotificationBell() {
  const { user } = useAuth();
  const offered = useExtension('notifications');
  const on = offered && user !== null;
  const unread = useUnreadCount(on);
  const [said, setSaid] = useState('');
  const { mutate } = useSWRConfig();

  useEffect(() => {
    const token = getStoredToken();
    if (!on || !token) return;
    let close: (() => void) | undefined;
    let gone = false;
    void connectNotifications(token, {
      onNotification: (event) => {
        void mutate(UNREAD_KEY, event.unread, { revalidate: false });
        void refreshNotifications(mutate);
        // A followed creator's new upload: the lists on screen that hold their uploads (their
        // creator page's tab, the following feed) show it without a reload, as the bell does.
        if (event.notification.kind === 'upload') void refreshPagedLists();
        const text = notificationText(event.notification);
        setSaid(`${text.before}${text.title ?? ''}${text.after ?? ''}`);
      },
      onUnread: (count) => void mutate(UNREAD_KEY, count, { revalidate: false }),
      onReconnect: () => void refreshNotifications(mutate),
    })
      .then((closeSocket) => {
        if (gone) closeSocket();
        else close = closeSocket;
      })
      .catch((error: unknown) => console.warn('Notifications are not live', error));
    return () => {
      gone = true;
      close?.();
    };
  }, [on, user?._id, mutate]);

  if (!on) return null;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <NavLink to="/notifications" className="icon-btn notification-bell" aria-label={label}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M6 9a6 6 0 1 1 12 0c0 4 1.5 6 2.5 7h-17C4.5 15 6 13 6 9Zm4 10a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span className="notification-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </NavLink>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
