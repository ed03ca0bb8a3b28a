import type { Creator } from '@inkreel/shared';
import { screen, within } from '@testing-library/react';
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
});
