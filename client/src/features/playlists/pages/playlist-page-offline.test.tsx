import { Blob as NodeBlob } from 'node:buffer';
import type { Playlist } from '@inkreel/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playlistSaveRequest } from '../../../components/playlists/playlist-offline';
import { saveItem } from '../../../lib/offline/save-item';
import { findSavedItem } from '../../../lib/offline/saved-index';
import { fakeCaches } from '../../../lib/testing/fake-caches';
import { heldReply, mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import {
  clip,
  PLAYLIST_ID,
  playlistProvider,
  testPlaylist,
} from '../../../lib/testing/playlist-fixture';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { PlaylistPage } from './playlist-page';

const SAVED = testPlaylist([clip(1), clip(2)]);
const CHANGED = testPlaylist([clip(2), clip(3)], {
  title: 'Mixed bag, reordered',
  updatedAt: '2026-11-29T11:00:00.000Z',
});

/** SAVED saved offline; then the provider has `now`, and the page is opened. */
async function openSavedPage(now: Playlist, file?: Parameters<typeof playlistProvider>[1]) {
  fakeCaches();
  let current = SAVED;
  const { calls } = mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/extensions', { body: { extensions: ['playlists'] } }),
    playlistProvider(() => current, file),
  );
  await saveItem(playlistSaveRequest(SAVED));
  current = now;
  calls.length = 0;
  renderRoutes([{ path: '/playlist/:id', element: <PlaylistPage /> }], `/playlist/${PLAYLIST_ID}`);
  await screen.findByRole('heading', { level: 1, name: now.title });
  return calls;
}

const savedParts = () => findSavedItem('playlist', PLAYLIST_ID)?.parts?.map((part) => part.id);
const mediaCalls = (calls: { url: string }[]) =>
  calls.filter(({ url }) => url.includes('/api/media/')).map(({ url }) => url.split('/').at(-1));

describe('PlaylistPage, saved offline', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(TEST_USER);
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('brings the saved copy in line with the playlist it shows, saying so meanwhile', async () => {
    const held = heldReply();
    const calls = await openSavedPage(CHANGED, (id) =>
      id === clip(3) ? held.reply : { body: id },
    );
    expect(await screen.findByText('Saved offline · Updating…')).toBeVisible();
    held.answer({ body: clip(3) });
    expect(await screen.findByText('Saved offline')).toBeVisible();
    expect(savedParts()).toEqual([clip(2), clip(3)]);
    expect(findSavedItem('playlist', PLAYLIST_ID)?.title).toBe('Mixed bag, reordered');
    // Only the new item's file was downloaded.
    expect(mediaCalls(calls)).toEqual([`${clip(3)}.mp4`]);
  });

  it('downloads nothing when the saved copy is the playlist shown', async () => {
    const calls = await openSavedPage(SAVED);
    await vi.dynamicImportSettled();
    expect(screen.getByText('Saved offline')).toBeVisible();
    expect(savedParts()).toEqual([clip(1), clip(2)]);
    expect(mediaCalls(calls)).toEqual([]);
  });

  it('leaves the saved copy alone while offline, and follows once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = await openSavedPage(CHANGED);
    await vi.dynamicImportSettled();
    expect(screen.getByText('Saved offline')).toBeVisible();
    expect(savedParts()).toEqual([clip(1), clip(2)]);
    expect(mediaCalls(calls)).toEqual([]);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(savedParts()).toEqual([clip(2), clip(3)]));
  });
});
