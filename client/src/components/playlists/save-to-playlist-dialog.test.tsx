import type { Playlist } from '@inkreel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, TEST_USER } from '../../lib/testing/fetch-mock';
import { clip, testPlaylist } from '../../lib/testing/playlist-fixture';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { SaveToPlaylistDialog } from './save-to-playlist-dialog';

const VIDEO = clip(7);
/** Mix holds three others and the video; Watch later is empty. */
const mix = testPlaylist([clip(1), clip(2), VIDEO, clip(3)], { _id: 'd'.repeat(24), title: 'Mix' });
const later = testPlaylist([], {
  _id: 'e'.repeat(24),
  title: 'Watch later',
  builtIn: 'watch-later',
});
const summary = ({ items: _items, ...rest }: Playlist) => rest;
const without = (list: Playlist, entryId: string): Playlist => {
  const items = list.items.filter((entry) => entry.entryId !== entryId);
  return { ...list, items, itemCount: items.length };
};

/** The dialog for the video, the provider holding `lists` (each read as it is). */
function renderDialog(...lists: Playlist[]) {
  const mocked = mockFetch(
    on('GET', '/api/me/playlists', { body: { playlists: lists.map(summary) } }),
    ...lists.map((list) => on('GET', `/api/playlists/${list._id}`, { body: list })),
  );
  show();
  return mocked;
}

function show() {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SaveToPlaylistDialog
            item={{ kind: 'video', id: VIDEO }}
            title="Clip 7"
            onClose={() => undefined}
          />
        ),
      },
    ],
    '/',
  );
}

const choice = (name: string) =>
  within(screen.getByRole('dialog', { name: 'Save to playlist' })).findByRole('button', {
    name: new RegExp(`^${name}`),
  });

beforeEach(() => storeSession(TEST_USER));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Save to playlist', () => {
  it('shows which playlists hold the item; choosing one that does takes it out, never adds a copy', async () => {
    const { calls } = renderDialog(later, mix);
    const holding = await choice('Mix');
    await waitFor(() => expect(holding).toHaveAttribute('aria-pressed', 'true'));
    expect(holding).toHaveTextContent('4 items');
    expect(await choice('Watch later')).toHaveAttribute('aria-pressed', 'false');

    const entry = mix.items[2]?.entryId ?? '';
    const removed = without(mix, entry);
    mockFetch(
      on('GET', `/api/playlists/${mix._id}`, { body: removed }),
      on('GET', '/api/me/playlists', { body: { playlists: [later, removed].map(summary) } }),
      on('DELETE', `/api/playlists/${mix._id}/items/${entry}`, { body: removed }),
    );
    await userEvent.click(holding);
    expect(await screen.findByRole('status')).toHaveTextContent('Removed from Mix');
    await waitFor(() => expect(holding).toHaveAttribute('aria-pressed', 'false'));
    expect(holding).toHaveTextContent('3 items');
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('saves to a playlist that does not hold it, which then shows it saved', async () => {
    renderDialog(later, mix);
    const empty = await choice('Watch later');
    await waitFor(() => expect(empty).toHaveAttribute('aria-pressed', 'false'));
    const added = testPlaylist([VIDEO], { ...summary(later), itemCount: 1 });
    const { calls } = mockFetch(
      on('POST', `/api/playlists/${later._id}/items`, { status: 201, body: added }),
      on('GET', `/api/playlists/${later._id}`, { body: added }),
      on('GET', '/api/me/playlists', { body: { playlists: [added, mix].map(summary) } }),
    );
    await userEvent.click(empty);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved to Watch later');
    await waitFor(() => expect(empty).toHaveAttribute('aria-pressed', 'true'));
    const posted = calls.filter((c) => c.init.method === 'POST');
    expect(posted.map((c) => sentJson(c.init))).toEqual([{ kind: 'video', id: VIDEO }]);
  });

  it('takes out every copy where the item was saved twice before', async () => {
    const twice = testPlaylist([VIDEO, clip(1), VIDEO], { _id: 'd'.repeat(24), title: 'Mix' });
    twice.items = twice.items.map((entry, n) => ({ ...entry, entryId: `entry-${n}-abc` }));
    renderDialog(twice);
    const holding = await choice('Mix');
    await waitFor(() => expect(holding).toHaveAttribute('aria-pressed', 'true'));
    const once = without(twice, 'entry-0-abc');
    const none = without(once, 'entry-2-abc');
    const { calls } = mockFetch(
      on('DELETE', `/api/playlists/${twice._id}/items/entry-0-abc`, { body: once }),
      on('DELETE', `/api/playlists/${twice._id}/items/entry-2-abc`, { body: none }),
      on('GET', `/api/playlists/${twice._id}`, { body: none }),
      on('GET', '/api/me/playlists', { body: { playlists: [summary(none)] } }),
    );
    await userEvent.click(holding);
    expect(await screen.findByRole('status')).toHaveTextContent('Removed from Mix');
    expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(2);
    await waitFor(() => expect(holding).toHaveAttribute('aria-pressed', 'false'));
  });

  it('offers no choice of a playlist it could not read, rather than guess', async () => {
    mockFetch(
      on('GET', '/api/me/playlists', { body: { playlists: [summary(mix)] } }),
      on('GET', `/api/playlists/${mix._id}`, { networkError: true }),
    );
    show();
    const unread = await choice('Mix');
    await waitFor(() => expect(unread).toHaveTextContent('Could not be read'));
    expect(unread).toBeDisabled();
    expect(unread).not.toHaveAttribute('aria-pressed');
  });
});
