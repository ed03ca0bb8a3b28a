import type { Video } from '@inkreel/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLikeStates } from '../../lib/community/like-store';
import { heldReply, mockFetch, on, TEST_USER } from '../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { LikeButton } from './like-button';

const video: Video = {
  _id: 'c'.repeat(24),
  title: 'Night Drive',
  description: '',
  tags: [],
  views: 10,
  createdAt: '2025-03-04T00:00:00.000Z',
  videoUrl: '/media/v.mp4',
  uploadedBy: { _id: 'd'.repeat(24), name: 'Ada' },
  likeCount: 4,
  liked: false,
};
const LIKE_PATH = `/api/videos/${video._id}/like`;
const offered = on('GET', '/api/extensions', { body: { extensions: ['likes'] } });
const status = on('GET', '/api/auth/status', { body: TEST_USER });

const renderButton = () =>
  renderRoutes(
    [
      { path: '/video/:id', element: <LikeButton kind="video" item={video} /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    `/video/${video._id}`,
  );

describe('LikeButton', () => {
  beforeEach(() => {
    clearLikeStates();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing against a provider without likes', async () => {
    const { calls } = mockFetch(on('GET', '/api/extensions', { status: 404, body: {} }));
    renderButton();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/extensions'))).toBe(true));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('likes at once, then keeps what the provider answers', async () => {
    storeSession(TEST_USER);
    const held = heldReply();
    mockFetch(offered, status, on('PUT', LIKE_PATH, held.reply));
    renderButton();
    const button = await screen.findByRole('button', { name: 'Like Night Drive, 4 likes' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Like Night Drive, 5 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    held.answer({ body: { liked: true, likeCount: 7 } });
    expect(
      await screen.findByRole('button', { name: 'Like Night Drive, 7 likes' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls back and says why when the like fails', async () => {
    storeSession(TEST_USER);
    mockFetch(offered, status, on('PUT', LIKE_PATH, { status: 500, body: { message: 'Down' } }));
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /^Like Night Drive/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your like could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Like Night Drive, 4 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says how long to wait when likes come too fast', async () => {
    storeSession(TEST_USER);
    mockFetch(
      offered,
      status,
      on('PUT', LIKE_PATH, {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { code: 'RATE_LIMITED', message: 'Too many' },
      }),
    );
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /^Like Night Drive/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many likes in a short time. Try again in 42 seconds.',
    );
  });

  it('sends a visitor to sign in, and likes once they are back signed in', async () => {
    const { calls } = mockFetch(
      offered,
      status,
      on('PUT', LIKE_PATH, { body: { liked: true, likeCount: 5 } }),
    );
    const view = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /^Like Night Drive/ }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(view.router.state.location.state).toEqual({ from: `/video/${video._id}` });
    view.unmount();

    storeSession(TEST_USER);
    renderButton();
    expect(
      await screen.findByRole('button', { name: 'Like Night Drive, 5 likes' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.url.endsWith(LIKE_PATH))).toHaveLength(1);
  });
});
