import type { Creator } from '@inkreel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { FollowingPage } from './following-page';

const suggested: Creator = {
  _id: 'e'.repeat(24),
  name: 'Dana Ruiz',
  joinedAt: '2024-09-19T00:00:00.000Z',
  followers: 3,
  counts: { video: 11, audio: 8, book: 8, story: 1, poem: 1 },
  following: false,
};
const empty = { items: [], pagination: { page: 1, pages: 0, total: 0, limit: 12 } };

describe('FollowingPage', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(TEST_USER);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('with nothing to show, says so and suggests creators to follow', async () => {
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['creators'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/feed/following', { body: empty }),
      on('GET', '/api/creators/followed', { body: { creators: [] } }),
      on('GET', '/api/creators/suggested', { body: { creators: [suggested] } }),
    );
    renderRoutes([{ path: '/following', element: <FollowingPage /> }], '/following');
    expect(
      await screen.findByText(
        'Nothing here yet. Follow creators to see their newest uploads here.',
      ),
    ).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Creators to follow' });
    expect(within(section).getByRole('link', { name: 'Dana Ruiz' })).toHaveAttribute(
      'href',
      `/creator/${suggested._id}`,
    );
    expect(within(section).getByText('29 uploads · 3 followers')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Follow Dana Ruiz' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the uploads of a creator followed from the suggestions at once', async () => {
    let follows = false;
    const poem = {
      _id: 'f'.repeat(24),
      title: 'The Allotment in October',
      content: 'Leeks stand.',
      tags: [],
      createdAt: '2026-11-20T00:00:00.000Z',
      uploadedBy: { _id: suggested._id, name: suggested.name },
    };
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['creators'] } }),
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/feed/following', () => ({
        body: follows
          ? {
              items: [{ kind: 'poem', item: poem }],
              pagination: { page: 1, pages: 1, total: 1, limit: 12 },
            }
          : empty,
      })),
      on('GET', '/api/creators/followed', () => ({
        body: { creators: follows ? [{ ...suggested, following: true }] : [] },
      })),
      on('GET', '/api/creators/suggested', () => ({
        body: { creators: follows ? [] : [suggested] },
      })),
      on('PUT', `/api/creators/${suggested._id}/follow`, () => {
        follows = true;
        return { body: { following: true, followers: 4 } };
      }),
    );
    renderRoutes([{ path: '/following', element: <FollowingPage /> }], '/following');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Dana Ruiz' }));
    // The feed is asked for again: it said "Nothing here yet" until a reload.
    expect(await screen.findByRole('link', { name: 'The Allotment in October' })).toBeVisible();
    expect(screen.queryByText(/^Nothing here yet\./)).not.toBeInTheDocument();
    // The pressed button left with the suggestions: the keyboard goes on from the creator's name.
    const followed = screen.getByRole('list', { name: 'Creators you follow' });
    await waitFor(() =>
      expect(within(followed).getByRole('link', { name: 'Dana Ruiz' })).toHaveFocus(),
    );
  });
});
