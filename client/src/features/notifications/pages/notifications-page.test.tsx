import type { Notification } from '@inkreel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { NotificationsPage } from './notifications-page';

const like: Notification = {
  _id: 'a'.repeat(24),
  kind: 'like',
  read: false,
  updatedAt: '2026-11-28T00:00:00.000Z',
  actors: [
    { _id: 'b'.repeat(24), name: 'Ada' },
    { _id: 'c'.repeat(24), name: 'Bo' },
    { _id: 'd'.repeat(24), name: 'Cy' },
  ],
  actorCount: 4,
  subject: { kind: 'audio', _id: 'e'.repeat(24), title: 'Night Drive' },
};
const follower: Notification = {
  _id: 'f'.repeat(24),
  kind: 'follower',
  read: true,
  updatedAt: '2026-11-27T00:00:00.000Z',
  actors: [{ _id: 'b'.repeat(24), name: 'Ada' }],
  actorCount: 1,
};

describe('NotificationsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(TEST_USER);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists grouped notifications leading to their subjects, and marks them read', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications', {
        body: { items: [like, follower], nextCursor: null, unread: 1 },
      }),
      on('POST', '/api/notifications/read', { body: { unread: 0 } }),
    );
    renderRoutes(
      [
        { path: '/notifications', element: <NotificationsPage /> },
        { path: '/audio/:id', element: <p>Track page</p> },
      ],
      '/notifications',
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      'Ada and 3 others liked Night Drive',
    );
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Ada followed you' }),
    ).toHaveAttribute('href', `/creator/${'b'.repeat(24)}`);
    // Only the unread one offers "Mark as read".
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const read = calls.find((c) => c.url.endsWith('/api/notifications/read'));
    expect(sentJson(read?.init)).toEqual({ all: true });

    await userEvent.click(within(items[0] as HTMLElement).getByRole('link'));
    expect(await screen.findByText('Track page')).toBeVisible();
    const marks = calls.filter((c) => c.url.endsWith('/api/notifications/read'));
    expect(sentJson(marks.at(-1)?.init)).toEqual({ ids: [like._id] });
  });

  it('shows them read once marked, without a reload', async () => {
    let read = false;
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications', () => ({
        body: { items: [{ ...like, read }, follower], nextCursor: null, unread: read ? 0 : 1 },
      })),
      on('POST', '/api/notifications/read', () => {
        read = true;
        return { body: { unread: 0 } };
      }),
    );
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    // The list is asked for again: the one marked no longer offers "Mark as read", nor the page
    // "Mark all as read" (both stayed until a reload).
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada and 3 others liked Night Drive' })).toBeVisible();
  });

  it('leads news of a comment to that comment on its upload', async () => {
    const reply: Notification = {
      ...like,
      _id: 'f'.repeat(24),
      kind: 'reply',
      commentId: '9'.repeat(24),
    };
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['notifications', 'comments'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications', { body: { items: [reply], nextCursor: null, unread: 1 } }),
    );
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    const link = await screen.findByRole('link', {
      name: 'Ada and 3 others replied to your comment on Night Drive',
    });
    expect(link).toHaveAttribute('href', `/audio/${'e'.repeat(24)}#comment-${'9'.repeat(24)}`);
  });

  it('says when there is nothing yet', async () => {
    mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/notifications', { body: { items: [], nextCursor: null, unread: 0 } }),
    );
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    expect(await screen.findByText(/^No notifications yet\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
