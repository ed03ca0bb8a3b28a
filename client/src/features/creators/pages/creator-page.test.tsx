import type { Creator, ItemPage } from '@inkreel/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldReply, mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { CreatorPage } from './creator-page';

const ID = 'e'.repeat(24);
const creator: Creator = {
  _id: ID,
  name: 'Chidi Okafor',
  joinedAt: '2024-09-19T00:00:00.000Z',
  followers: 3,
  counts: { video: 1, audio: 0, book: 0, story: 0, poem: 2 },
  following: false,
};
const uploads: ItemPage = {
  items: [
    {
      kind: 'video',
      item: {
        _id: 'f'.repeat(24),
        title: 'Gliders Crossing',
        description: '',
        tags: [],
        views: 7696,
        createdAt: '2026-10-19T00:00:00.000Z',
        videoUrl: '/media/v.mp4',
        uploadedBy: { _id: ID, name: 'Chidi Okafor' },
        likeCount: 1,
      },
    },
  ],
  pagination: { page: 1, pages: 1, total: 1, limit: 12 },
};
const FOLLOW = `/api/creators/${ID}/follow`;

function routes(...extra: Parameters<typeof mockFetch>) {
  return mockFetch(
    on('GET', '/api/extensions', { body: { extensions: ['creators', 'likes'] } }),
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', `/api/creators/${ID}`, { body: creator }),
    on('GET', `/api/creators/${ID}/uploads`, { body: uploads }),
    ...extra,
  );
}

const renderPage = (path = `/creator/${ID}`) =>
  renderRoutes(
    [
      { path: '/creator/:id', element: <CreatorPage /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    path,
  );

describe('CreatorPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    storeSession(TEST_USER);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows who they are, their uploads by kind, and the first kind they have', async () => {
    const { calls } = routes();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Chidi Okafor', level: 1 })).toBeVisible();
    expect(screen.getByText('Joined Sep 19, 2024')).toBeVisible();
    expect(screen.getByText('3 followers')).toBeVisible();
    expect(screen.getByText('1 video · 2 poems')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Videos/ })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Videos by Chidi Okafor' });
    expect(within(list).getByRole('link', { name: 'Gliders Crossing' })).toHaveAttribute(
      'href',
      `/video/${'f'.repeat(24)}`,
    );
    expect(calls.some((c) => c.url.includes('kind=video'))).toBe(true);
    // The first card's picture is the page's largest: it loads at once, ahead of the others.
    const [picture] = within(list).getAllByRole('presentation');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    await userEvent.click(screen.getByRole('tab', { name: /Poems/ }));
    expect(screen.getByRole('tab', { name: /Poems/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows at once, with the new count, and keeps the provider’s answer', async () => {
    routes(on('PUT', FOLLOW, { body: { following: true, followers: 4 } }));
    renderPage();
    const follow = await screen.findByRole('button', { name: 'Follow Chidi Okafor' });
    await userEvent.click(follow);
    expect(await screen.findByText('4 followers')).toBeVisible();
    const following = screen.getByRole('button', { name: 'Following Chidi Okafor' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    // It says so in words (inside the button's name), and offers to unfollow on hover.
    expect(following).toHaveTextContent(/^Following$/);
    expect(following).toHaveAttribute('title', 'Unfollow Chidi Okafor');
  });

  it('rolls back and says so when the follow fails', async () => {
    const held = heldReply();
    routes(on('PUT', FOLLOW, held.reply));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Chidi Okafor' }));
    // Shown before the provider answers...
    expect(await screen.findByText('4 followers')).toBeVisible();
    held.answer({ status: 503, body: { message: 'Unavailable' } });
    // ...and put back when it refuses.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not follow Chidi Okafor. Please try again.',
    );
    expect(screen.getByText('3 followers')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow Chidi Okafor' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('waits, signed in, until the provider says whether one follows (a page read as a visitor)', async () => {
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['creators'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', `/api/creators/${ID}`, { body: { ...creator, following: undefined } }),
      on('GET', `/api/creators/${ID}/uploads`, { body: uploads }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Follow Chidi Okafor' })).toBeDisabled();
  });

  it('has no Follow button on one’s own page', async () => {
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['creators'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', `/api/creators/${ID}`, { body: { ...creator, following: undefined, self: true } }),
      on('GET', `/api/creators/${ID}/uploads`, { body: uploads }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Chidi Okafor', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });

  it('says "Creator not found" for an unknown creator', async () => {
    mockFetch(on('GET', `/api/creators/${ID}`, { status: 404, body: { message: 'No' } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Creator not found' })).toBeVisible();
  });

  it('lists their public playlists in a tab of their own, where the provider has playlists', async () => {
    const summary = {
      _id: 'a'.repeat(24),
      title: 'Night walks',
      description: '',
      visibility: 'public',
      owner: { _id: ID, name: 'Chidi Okafor' },
      itemCount: 2,
      duration: 300,
      readingMinutes: 0,
      coverPaths: [],
      createdAt: '2026-10-19T00:00:00.000Z',
      updatedAt: '2026-10-20T00:00:00.000Z',
    };
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['creators', 'playlists'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', `/api/creators/${ID}`, { body: creator }),
      on('GET', `/api/creators/${ID}/uploads`, { body: uploads }),
      on('GET', `/api/users/${ID}/playlists`, { body: { playlists: [summary] } }),
    );
    renderPage();
    const tab = await screen.findByRole('tab', { name: 'Playlists 1' });
    await userEvent.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Playlists by Chidi Okafor' });
    expect(within(list).getByRole('link', { name: /Night walks/ })).toHaveAttribute(
      'href',
      `/playlist/${summary._id}`,
    );
    expect(within(list).getByText('2 items')).toBeVisible();
  });

  it('has no Playlists tab for a creator without public ones, nor where playlists are not offered', async () => {
    const { calls } = routes();
    renderPage(`/creator/${ID}?tab=playlists`);
    expect(await screen.findByText('Gliders Crossing')).toBeVisible();
    expect(screen.queryByRole('tab', { name: /Playlists/ })).toBeNull();
    expect(calls.some((c) => c.url.includes('/playlists'))).toBe(false);
  });
});
