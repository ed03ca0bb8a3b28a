import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideosPage } from './videos-page';

const video = (n: number) => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `Clip ${n}`,
  description: '',
  tags: [],
  views: n === 1 ? 1 : 1500,
  createdAt: n === 2 ? 'not a date' : '2025-03-01T12:00:00.000Z',
  videoUrl: `/media/clip-${n}.mp4`,
  uploadedBy: { name: `Creator ${n}` },
});

function renderPage() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter>
        <VideosPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('VideosPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the first page with thumbnails, formatted views and dates', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({
            videos: [video(1), video(2), video(3)],
            pagination: { page: 1, pages: 1, total: 3, limit: 12 },
          }),
        ),
      ),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Discover Videos' })).toBeInTheDocument();
    expect(await screen.findByText('Clip 1')).toBeInTheDocument();
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(screen.getAllByText('1.5K views')).toHaveLength(2);
    expect(screen.getByText('Unknown date')).toBeInTheDocument();
    // Each card says who uploaded it, on its own line.
    expect(within(screen.getByRole('link', { name: /Clip 3/ })).getByText('Creator 3')).toHaveClass(
      'media-card-byline',
    );
    const link = screen.getByRole('link', { name: /Clip 2/ });
    expect(link).toHaveAttribute('href', `/video/${video(2)._id}`);
    // The thumbnail is decorative (alt=""): the link's name is the title. The first two cards
    // fill a phone's first screen, so their images are fetched at once; only the first, the
    // page's likely largest image, goes ahead of the rest.
    const img = within(link).getByRole('presentation');
    expect(img).toHaveAttribute('src', `/api/videos/thumbnail/${video(2)._id}`);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    const first = within(screen.getByRole('link', { name: /Clip 1/ })).getByRole('presentation');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    // Further down the feed, images wait until they near the screen.
    const third = screen.getByRole('link', { name: /Clip 3/ });
    expect(within(third).getByRole('presentation')).toHaveAttribute('loading', 'lazy');
  });

  it(
    'retries, then only logs a failing feed and shows "No videos found"',
    { timeout: 20_000 },
    async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const fetchMock = vi.fn((..._args: unknown[]) =>
        Promise.reject(new TypeError('network down')),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderPage();
      expect(
        await screen.findByText('No videos found', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      // The first try and 3 retries, with the spinner showing until the last one failed.
      // The feed's calls: a timer another file left in this worker may ask something else.
      const feedCalls = fetchMock.mock.calls.filter(([url]) =>
        String(url).includes('/api/videos?'),
      );
      expect(feedCalls).toHaveLength(4);
      expect(log).toHaveBeenCalledWith('Failed to fetch videos', expect.anything());
    },
  );
});
