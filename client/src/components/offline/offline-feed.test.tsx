import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putSavedItem, type SavedItem } from '../../lib/offline/saved-index';
import { OfflineReason, OnlineOrSaved } from './offline-feed';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const item = (kind: SavedItem['kind'], id: string, title: string): SavedItem => ({
  kind,
  id,
  title,
  subtitle: 'Someone',
  href: kind === 'book' ? `/books/read/${id}` : `/${kind === 'video' ? 'video' : 'audio'}/${id}`,
  urls: [`/media/${id}`],
  bytes: 1000,
  savedAt: new Date().toISOString(),
});

describe('OnlineOrSaved', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the feed online, the saved items of its kind offline, and the feed again when back', async () => {
    putSavedItem(item('video', 'v1', 'Saved film'));
    putSavedItem(item('audio', 'a1', 'Saved song'));
    render(
      <MemoryRouter>
        <OnlineOrSaved kind="video">
          <p>The feed</p>
        </OnlineOrSaved>
      </MemoryRouter>,
    );
    expect(screen.getByText('The feed')).toBeInTheDocument();

    act(() => setOnline(false));
    expect(screen.queryByText('The feed')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Saved videos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved film' })).toHaveAttribute('href', '/video/v1');
    expect(screen.queryByText('Saved song')).not.toBeInTheDocument();

    act(() => setOnline(true));
    expect(screen.getByText('The feed')).toBeInTheDocument();
  });

  it('lists every kind on the home page and says so when nothing is saved', async () => {
    setOnline(false);
    const { unmount } = render(
      <MemoryRouter>
        <OnlineOrSaved>
          <p>Home</p>
        </OnlineOrSaved>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Nothing saved for offline use yet/)).toBeInTheDocument();
    unmount();

    putSavedItem(item('book', 'b1', 'Saved novel'));
    putSavedItem(item('audio', 'a1', 'Saved song'));
    render(
      <MemoryRouter>
        <OnlineOrSaved>
          <p>Home</p>
        </OnlineOrSaved>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Saved for offline' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved novel' })).toHaveAttribute(
      'href',
      '/books/read/b1',
    );
    expect(screen.getByRole('link', { name: 'Saved song' })).toBeInTheDocument();
  });

  it('frames each picture in its own shape: thumbnails 16:9, artwork square, covers 2:3', async () => {
    setOnline(false);
    for (const [kind, id, title] of [
      ['video', 'v1', 'Saved film'],
      ['audio', 'a1', 'Saved song'],
      ['book', 'b1', 'Saved novel'],
    ] as const)
      putSavedItem({ ...item(kind, id, title), imageUrl: `/api/picture/${id}` });
    render(
      <MemoryRouter>
        <OnlineOrSaved>
          <p>Home</p>
        </OnlineOrSaved>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Saved for offline' });
    // Each picture by its address; alt="" (the title names the link) makes it a presentation.
    const shape = (id: string) => {
      const image = screen
        .getAllByRole('presentation')
        .find((element) => element.getAttribute('src') === `/api/picture/${id}`);
      if (!(image instanceof HTMLImageElement)) throw new Error(`No picture for ${id}`);
      return [image.className, image.width / image.height];
    };
    expect(shape('v1')).toEqual([expect.stringContaining('saved-image-video'), 16 / 9]);
    expect(shape('a1')).toEqual([expect.stringContaining('saved-image-audio'), 1]);
    expect(shape('b1')).toEqual([expect.stringContaining('saved-image-book'), 2 / 3]);
  });
});

describe('OfflineReason', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "You are offline" only while offline', () => {
    render(<OfflineReason />);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
