import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopAllPlayback } from '../../lib/playback/now-playing';
import { getSnapshot } from '../../lib/queue/queue-store';
import { mockFetch, on, sentJson, TEST_USER } from '../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { ItemMenuButton } from './item-menu-button';

const ITEM = {
  kind: 'poem' as const,
  id: 'b'.repeat(24),
  title: 'Small Rain',
  creator: 'Ann Lee',
};
const WATCH_LATER = {
  _id: 'c'.repeat(24),
  title: 'Watch later',
  description: '',
  visibility: 'private',
  builtIn: 'watch-later',
  owner: { _id: TEST_USER._id, name: TEST_USER.name },
  itemCount: 0,
  duration: 0,
  readingMinutes: 0,
  coverPaths: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const renderCard = () =>
  renderRoutes([{ path: '/', element: <ItemMenuButton item={ITEM} /> }], '/');

beforeEach(() => storeSession(TEST_USER));
afterEach(() => {
  stopAllPlayback();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a card's More actions", () => {
  it('queues the item, and offers no playlist against a provider without the extensions (spec-only)', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/extensions', { status: 404, body: { code: 'NOT_FOUND', message: 'No' } }),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Small Rain' }));
    expect(await screen.findByRole('button', { name: 'Add to queue' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/extensions'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save to playlist…' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    expect(getSnapshot().queue.items.map((i) => i.title)).toEqual(['Small Rain']);
    expect(screen.getByRole('status')).toHaveTextContent('Added Small Rain to the queue');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the item to a playlist where the provider offers them', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/extensions', { body: { extensions: ['queue', 'playlists'] } }),
      on('GET', '/api/me/playlists', {
        body: {
          playlists: [
            WATCH_LATER,
            { ...WATCH_LATER, _id: 'd'.repeat(24), title: 'Liked', builtIn: 'liked' },
          ],
        },
      }),
      // The dialog reads each playlist to show whether it holds the item: this one does not.
      on('GET', `/api/playlists/${WATCH_LATER._id}`, { body: { ...WATCH_LATER, items: [] } }),
      on('POST', `/api/playlists/${WATCH_LATER._id}/items`, {
        body: { ...WATCH_LATER, itemCount: 1, items: [] },
      }),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Small Rain' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save to playlist…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to playlist' });
    await userEvent.click(await screen.findByRole('button', { name: /^Watch later/ }));
    // Liked fills by liking: not a list to save to.
    expect(screen.queryByRole('button', { name: /^Liked/ })).toBeNull();
    await waitFor(() => expect(dialog).toHaveTextContent('Saved to Watch later'));
    const saved = calls.find((c) => c.init.method === 'POST');
    expect(sentJson(saved?.init)).toEqual({ kind: 'poem', id: ITEM.id });
  });

  it('gives the focus back to its button after a choice, Escape and the playlist dialog', async () => {
    mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/extensions', { body: { extensions: ['queue', 'playlists'] } }),
      on('GET', '/api/me/playlists', { body: { playlists: [WATCH_LATER] } }),
      on('GET', `/api/playlists/${WATCH_LATER._id}`, { body: { ...WATCH_LATER, items: [] } }),
    );
    renderCard();
    const more = screen.getByRole('button', { name: 'More actions for Small Rain' });
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('button', { name: 'Play next' }));
    expect(more).toHaveFocus();

    await userEvent.click(more);
    await screen.findByRole('button', { name: 'Add to queue' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Add to queue' })).toBeNull();
    expect(more).toHaveFocus();

    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('button', { name: 'Save to playlist…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(more).toHaveFocus();
  });
});
