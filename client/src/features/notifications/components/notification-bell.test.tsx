import type { NotificationEvent } from '@inkreel/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshOnChange } from '../../../lib/feeds/paged-lists';
import { mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import type { NotificationHandlers } from '../realtime/notification-socket';
import { NotificationBell } from './notification-bell';

const sockets = vi.hoisted(() => ({
  handlers: [] as NotificationHandlers[],
  closed: 0,
}));
vi.mock('../realtime/notification-socket', () => ({
  connectNotifications: (_token: string, handlers: NotificationHandlers) => {
    sockets.handlers.push(handlers);
    return Promise.resolve(() => {
      sockets.closed += 1;
    });
  },
}));

const page = (unread: number) => ({ items: [], nextCursor: null, unread });
const event: NotificationEvent = {
  notification: {
    _id: 'a'.repeat(24),
    kind: 'upload',
    read: false,
    updatedAt: '2026-11-28T00:00:00.000Z',
    actors: [{ _id: 'b'.repeat(24), name: 'Chidi' }],
    actorCount: 1,
    subject: { kind: 'video', _id: 'c'.repeat(24), title: 'Fresh' },
  },
  unread: 3,
};

const renderBell = () => renderRoutes([{ path: '/', element: <NotificationBell /> }], '/');

/** A paged list on screen (a creator page's tab, the following feed), as it signs up to be asked again. */
function PagedList({ refresh }: { refresh: () => Promise<unknown> }) {
  useRefreshOnChange(refresh);
  return null;
}

describe('NotificationBell', () => {
  beforeEach(() => {
    localStorage.clear();
    sockets.handlers = [];
    sockets.closed = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count, and a new notification live, said to screen readers too', async () => {
    storeSession(TEST_USER);
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications', { body: page(2) }),
    );
    const view = renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await waitFor(() => expect(sockets.handlers).toHaveLength(1));
    act(() => sockets.handlers[0]?.onNotification(event));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chidi uploaded a video: Fresh');
    act(() => sockets.handlers[0]?.onUnread(0));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
    view.unmount();
    expect(sockets.closed).toBe(1);
  });

  it("asks the paged lists on screen again when a followed creator's upload is announced", async () => {
    storeSession(TEST_USER);
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications', { body: page(0) }),
    );
    const refresh = vi.fn(() => Promise.resolve());
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <NotificationBell />
              <PagedList refresh={refresh} />
            </>
          ),
        },
      ],
      '/',
    );
    await waitFor(() => expect(sockets.handlers).toHaveLength(1));
    // A new follower changes no list of uploads.
    const follower = { ...event.notification, kind: 'follower' as const };
    act(() => sockets.handlers[0]?.onNotification({ notification: follower, unread: 1 }));
    expect(refresh).not.toHaveBeenCalled();
    act(() => sockets.handlers[0]?.onNotification(event));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is not drawn, and connects nothing, against a provider without notifications', async () => {
    storeSession(TEST_USER);
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { status: 404, body: {} }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
    );
    renderBell();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/extensions'))).toBe(true));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(sockets.handlers).toHaveLength(0);
    expect(calls.some((c) => c.url.includes('/api/notifications'))).toBe(false);
  });
});
