import { Blob as NodeBlob } from 'node:buffer';
import type { Playlist } from '@inkreel/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playlistSaveRequest } from '../../../components/playlists/playlist-offline';
import { saveItem } from '../../../lib/offline/save-item';
import { findSavedItem } from '../../../lib/offline/saved-index';
import { fakeCaches } from '../../../lib/testing/fake-caches';
import { heldReply, mockFetch } from '../../../lib/testing/fetch-mock';
import {
  clip,
  PLAYLIST_ID,
  playlistProvider,
  testPlaylist,
} from '../../../lib/testing/playlist-fixture';
import { DownloadsPage } from './downloads-page';

const SAVED = testPlaylist([clip(1), clip(2)]);
const renderPage = () =>
  render(
    <MemoryRouter>
      <DownloadsPage />
    </MemoryRouter>,
  );
const partTitles = () =>
  within(screen.getByRole('list', { name: /^Items of / }))
    .getAllByText(/^Clip \d$/)
    .map((title) => title.textContent);

/** Saves SAVED while the provider has it, then lets the provider have `now` instead. */
async function savedThenChanged(
  now: Playlist | undefined,
  file?: Parameters<typeof playlistProvider>[1],
) {
  const cache = fakeCaches();
  let current: Playlist | undefined = SAVED;
  mockFetch(playlistProvider(() => current, file));
  await saveItem(playlistSaveRequest(SAVED));
  current = now;
  return cache;
}

describe('DownloadsPage, a saved playlist', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the playlist: new items downloaded, removed ones dropped, order, title and sizes updated', async () => {
    const held = heldReply();
    const cache = await savedThenChanged(
      testPlaylist([clip(3), clip(1)], {
        title: 'Mixed bag, again',
        updatedAt: '2026-11-29T11:00:00.000Z',
      }),
      (id) => (id === clip(3) ? held.reply : { body: id }),
    );
    renderPage();
    expect(partTitles()).toEqual(['Clip 1', 'Clip 2']);
    // While the new item downloads, the row says so.
    expect(
      await screen.findByText(/^Playlist · 2 items · Ada Lovelace · .* · Updating…$/),
    ).toBeVisible();

    held.answer({ body: 'x'.repeat(1022) });
    expect(await screen.findByRole('link', { name: 'Mixed bag, again' })).toBeVisible();
    expect(partTitles()).toEqual(['Clip 3', 'Clip 1']);
    // Recounted: the new file (1024 bytes as JSON text) and the kept one (its id: 26 bytes).
    expect(screen.getByText('Playlist · 2 items · Ada Lovelace · 1.03 KB')).toBeVisible();
    expect(screen.queryByText(/Updating…/)).toBeNull();
    expect(cache.urls().filter((url) => url.includes('/media/'))).toEqual([
      expect.stringContaining(clip(1)),
      expect.stringContaining(clip(3)),
    ]);
  });

  it('keeps the saved copy as it was when the new item cannot be downloaded', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cache = await savedThenChanged(testPlaylist([clip(3)]), (id) =>
      id === clip(3)
        ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Busy' } }
        : { body: id },
    );
    const before = findSavedItem('playlist', PLAYLIST_ID);
    const urls = cache.urls();
    renderPage();
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith(
        'Updating a saved copy failed; it stays as it was',
        expect.objectContaining({ reason: 'network' }),
      ),
    );
    expect(findSavedItem('playlist', PLAYLIST_ID)).toEqual(before);
    expect(cache.urls()).toEqual(urls);
    expect(partTitles()).toEqual(['Clip 1', 'Clip 2']);
  });

  it('is removed, as any saved item, when the playlist is gone', async () => {
    const cache = await savedThenChanged(undefined);
    renderPage();
    expect(
      await screen.findByText('“Mixed bag” is no longer available, so its saved copy was removed.'),
    ).toBeVisible();
    expect(findSavedItem('playlist', PLAYLIST_ID)).toBeUndefined();
    expect(cache.urls()).toEqual([]);
  });
});
