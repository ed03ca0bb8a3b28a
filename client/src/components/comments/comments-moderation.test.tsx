import type { HeldComment } from '@inkreel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { CommentsModeration } from './comments-moderation';

const VIDEO = 'c'.repeat(24);
const held = (n: number, name: string, text: string): HeldComment => ({
  _id: String(n).padStart(24, '0'),
  kind: 'video',
  itemId: VIDEO,
  author: { _id: String(n).padStart(24, 'b'), name },
  text,
  state: 'held',
  createdAt: '2026-11-20T10:00:00.000Z',
  likeCount: 0,
  liked: false,
  replyCount: 0,
  mentions: [],
  item: { kind: 'video', _id: VIDEO, title: 'Harbour at dawn' },
});
const offered = on('GET', '/api/extensions', { body: { extensions: ['comments'] } });
const blocked = { _id: 'd'.repeat(24), name: 'Max Payne' };

const show = () =>
  renderRoutes(
    [{ path: '/my-uploads', element: <CommentsModeration headingClass="heading" /> }],
    '/my-uploads',
  );

beforeEach(() => storeSession(TEST_USER));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CommentsModeration', () => {
  it('approves and rejects held comments, and unblocks an account', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(
      offered,
      on('GET', '/api/moderation/comments', {
        body: {
          items: [held(1, 'Lena Ortiz', 'Lovely light'), held(2, 'Omar Reyes', 'Buy cheap pills')],
          nextCursor: null,
          count: 2,
        },
      }),
      on('GET', '/api/moderation/blocks', {
        body: { items: [{ user: blocked, createdAt: '2026-11-21T10:00:00.000Z' }] },
      }),
      on('POST', `/api/comments/${held(1, '', '')._id}/approve`, {
        body: { ...held(1, 'Lena Ortiz', 'Lovely light'), state: 'published' },
      }),
      on('DELETE', `/api/comments/${held(2, '', '')._id}`, {
        body: { _id: held(2, '', '')._id, count: 1 },
      }),
      on('DELETE', `/api/moderation/blocks/${blocked._id}`, {
        body: { user: blocked, blocked: false },
      }),
    );
    show();
    expect(await screen.findByText('2 comments waiting for your approval.')).toBeInTheDocument();
    const lena = screen.getByRole('article', { name: 'Comment by Lena Ortiz' });
    expect(within(lena).getByRole('link', { name: 'Harbour at dawn' })).toHaveAttribute(
      'href',
      `/video/${VIDEO}#comments`,
    );
    expect(within(lena).getByText('Awaiting approval')).toBeInTheDocument();
    await user.click(within(lena).getByRole('button', { name: 'Approve' }));
    expect(await within(lena).findByText('Approved: everyone sees it now.')).toBeInTheDocument();
    expect(within(lena).queryByText('Awaiting approval')).toBeNull();

    const omar = screen.getByRole('article', { name: 'Comment by Omar Reyes' });
    await user.click(within(omar).getByRole('button', { name: 'Reject' }));
    expect(await within(omar).findByText('Rejected.')).toBeInTheDocument();
    expect(screen.getByText('No comments are waiting for your approval.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Unblock Max Payne' }));
    expect(
      await screen.findByText('Max Payne can comment on your uploads again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You have not blocked anyone from commenting.')).toBeInTheDocument();
    expect(
      calls.map((c) => `${c.init.method ?? 'GET'} ${new URL(c.url, 'http://x').pathname}`),
    ).toEqual(
      expect.arrayContaining([
        `POST /api/comments/${held(1, '', '')._id}/approve`,
        `DELETE /api/comments/${held(2, '', '')._id}`,
        `DELETE /api/moderation/blocks/${blocked._id}`,
      ]),
    );
  });

  it('shows no section while nothing waits and nobody is blocked', async () => {
    const { calls } = mockFetch(
      offered,
      on('GET', '/api/moderation/comments', { body: { items: [], nextCursor: null, count: 0 } }),
      on('GET', '/api/moderation/blocks', { body: { items: [] } }),
    );
    const { container } = show();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/blocks'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing against a provider without comments', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { status: 404, body: { code: 'NOT_FOUND', message: 'No' } }),
    );
    const { container } = show();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/extensions'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(calls.some((c) => c.url.includes('/moderation'))).toBe(false);
  });
});
