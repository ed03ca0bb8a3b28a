import { Blob as NodeBlob } from 'node:buffer';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveItem } from '../../../lib/offline/save-item';
import { putSavedItem } from '../../../lib/offline/saved-index';
import { fakeCaches } from '../../../lib/testing/fake-caches';
import { DownloadsPage } from './downloads-page';

const sized = (body: string) =>
  new Response(body, { headers: { 'Content-Length': String(body.length) } });

/** navigator.storage as the browser has it, counting 1000 bytes of usage per cached entry. */
function fakeStorage(cachedEntries: () => number) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      estimate: () => Promise.resolve({ usage: 1000 * cachedEntries(), quota: 1_000_000 }),
      persist: () => Promise.resolve(true),
    },
  });
}

describe('DownloadsPage', () => {
  beforeEach(() => {
    vi.stubGlobal('Blob', NodeBlob);
    // The page asks the provider whether each saved item is still there: here, all are.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'storage');
    localStorage.clear();
  });

  it('shows sizes in base 1024 (docs/product.md section 9) and the space used going down once a removed item’s files are deleted', async () => {
    const cache = fakeCaches();
    fakeStorage(() => cache.urls().length);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(sized(url.endsWith('.mp4') ? 'abcdef' : 'wxyz'))),
    );
    await saveItem({
      item: { kind: 'video', id: 'v1', title: 'Tide', subtitle: 'Ada', href: '/video/v1' },
      files: [{ url: 'https://api.test/media/v1.mp4' }, { url: 'https://api.test/thumb/v1' }],
      metadata: [],
    });
    render(
      <MemoryRouter>
        <DownloadsPage />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('storage-used')).toHaveAttribute('value', '2000'),
    );
    expect(screen.getByTestId('saved-bytes')).toHaveAttribute('value', '10');
    expect(screen.getByTestId('storage-summary')).toHaveTextContent(
      '1 item saved · 10 Bytes · 1.95 KB used of 976.56 KB available to this app',
    );
    expect(screen.getByText('Video · Ada · 10 Bytes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tide' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Removed “Tide”, freeing 10 Bytes.',
    );
    await waitFor(() => expect(screen.getByTestId('storage-used')).toHaveAttribute('value', '0'));
    expect(screen.getByTestId('saved-bytes')).toHaveAttribute('value', '0');
  });

  it('shows each saved picture in its own shape: thumbnail 16:9, artwork square, cover 2:3', () => {
    for (const [kind, title] of [
      ['video', 'Tide'],
      ['audio', 'Song'],
      ['book', 'Novel'],
    ] as const)
      putSavedItem({
        kind,
        id: title,
        title,
        subtitle: 'Ada',
        href: `/somewhere/${title}`,
        imageUrl: `/api/picture/${title}`,
        urls: [`/api/file/${title}`],
        bytes: 10,
        savedAt: '2026-01-02T00:00:00.000Z',
      });
    render(
      <MemoryRouter>
        <DownloadsPage />
      </MemoryRouter>,
    );
    // Each picture by its address; alt="" (the title names the row) makes it a presentation.
    const shape = (title: string) => {
      const image = screen
        .getAllByRole('presentation')
        .find((element) => element.getAttribute('src') === `/api/picture/${title}`);
      if (!(image instanceof HTMLImageElement)) throw new Error(`No picture for ${title}`);
      return [image.className, image.width / image.height];
    };
    expect(shape('Tide')).toEqual([expect.stringContaining('saved-image-video'), 16 / 9]);
    expect(shape('Song')).toEqual([expect.stringContaining('saved-image-audio'), 1]);
    expect(shape('Novel')).toEqual([expect.stringContaining('saved-image-book'), 2 / 3]);
  });

  it('leaves out an empty author, with no empty part between the dots', () => {
    putSavedItem({
      kind: 'book',
      id: 'b1',
      title: 'Book',
      subtitle: '',
      href: '/books/read/b1',
      imageUrl: '/api/picture/b1',
      urls: ['/api/file/b1'],
      bytes: 10,
      savedAt: '2026-01-02T00:00:00.000Z',
    });
    render(
      <MemoryRouter>
        <DownloadsPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Book · 10 Bytes')).toBeInTheDocument();
  });

  it('removes the saved copy of an item its creator deleted, and says so', async () => {
    const cache = fakeCaches();
    fakeStorage(() => cache.urls().length);
    const probes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === 'HEAD') probes.push(url);
        const gone = init?.method === 'HEAD' && url.endsWith('/api/videos/v-gone');
        return Promise.resolve(gone ? new Response(null, { status: 404 }) : sized('abcd'));
      }),
    );
    for (const id of ['v-gone', 'v-kept'])
      await saveItem({
        item: { kind: 'video', id, title: `Clip ${id}`, subtitle: 'Ada', href: `/video/${id}` },
        files: [{ url: `https://api.test/media/${id}.mp4` }],
        metadata: [],
      });
    render(
      <MemoryRouter>
        <DownloadsPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        '“Clip v-gone” is no longer available, so its saved copy was removed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Clip v-gone')).toBeNull();
    expect(screen.getByText('Clip v-kept')).toBeInTheDocument();
    expect(cache.urls()).toEqual(['https://api.test/media/v-kept.mp4']);
    expect(probes.map((url) => new URL(url, 'http://x').pathname).sort()).toEqual([
      '/api/videos/v-gone',
      '/api/videos/v-kept',
    ]);
  });

  it('shows a saved playlist as one entry with its items and their sizes', async () => {
    fakeStorage(() => 0);
    putSavedItem({
      kind: 'playlist',
      id: 'p1',
      title: 'Mixed bag',
      subtitle: 'Ada',
      href: '/playlist/p1',
      urls: ['https://api.test/api/playlists/p1'],
      bytes: 3 * 1024 * 1024,
      savedAt: '2026-11-29T00:00:00.000Z',
      parts: [
        { kind: 'video', id: 'v1', title: 'Tide', bytes: 2 * 1024 * 1024 },
        { kind: 'poem', id: 'w1', title: 'Verse', bytes: 2048 },
      ],
    });
    render(
      <MemoryRouter>
        <DownloadsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Mixed bag' })).toHaveAttribute('href', '/playlist/p1');
    expect(screen.getByText('Playlist · 2 items · Ada · 3 MB')).toBeVisible();
    const items = screen.getByRole('list', { name: 'Items of Mixed bag' });
    expect(items).toHaveTextContent('TideVideo · 2 MB');
    expect(items).toHaveTextContent('VersePoem · 2 KB');
    expect(screen.getByTestId('storage-summary')).toHaveTextContent('1 item saved');
    expect(await screen.findByTestId('storage-used')).toBeInTheDocument();
  });
});
