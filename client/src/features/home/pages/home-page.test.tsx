import { buildUrl, videoCalls } from '@inkreel/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { videoThumbnailSrc } from '../thumbnail';
import { HomePage } from './home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const video = (n: number, thumbnailUrl?: string) => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `Video ${n}`,
  description: '',
  tags: [],
  views: 1500,
  createdAt: '2026-01-02T00:00:00.000Z',
  videoUrl: `/media/v${n}.mp4`,
  uploadedBy: { name: 'Maker' },
  ...(thumbnailUrl ? { thumbnailUrl } : {}),
});

const noPages = { page: 1, limit: 3, total: 0, pages: 0 };
/** The rows under Featured Content, empty: the tests of the featured grid answer them too. */
const emptyRows = [
  on('GET', '/api/audios/random', { body: [] }),
  on('GET', '/api/books/random', { body: [] }),
  on('GET', '/api/stories', { body: { stories: [], pagination: noPages } }),
  on('GET', '/api/poems', { body: { poems: [], pagination: noPages } }),
];

describe('HomePage', () => {
  it('shows the first 4 featured videos, linking to their pages', async () => {
    mockFetch(
      on('GET', '/api/videos/featured', {
        body: [1, 2, 3, 4, 5, 6].map((n) => video(n, n === 1 ? '/media/t1.jpg' : undefined)),
      }),
      ...emptyRows,
    );
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const section = await screen.findByRole('region', { name: 'Featured Content' });
    await within(section).findByText('Video 1');
    const links = within(section)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/video/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      [1, 2, 3, 4].map((n) => `/video/${n.toString(16).padStart(24, '0')}`),
    );
    expect(within(section).queryByText('Video 5')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mobile Experience' })).toBeVisible();
    expect(document.title).toBe('Inkreel');
    // The first thumbnail is the likely LCP image: fetched at once and first; the rest lazily.
    // Decorative thumbnails (alt=""): the card's title names the link.
    const images = within(section).getAllByRole('presentation');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('width', '480');
  });

  it('holds the grid with four placeholders while the videos load', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const loading = await screen.findByRole('status', { name: 'Loading featured videos' });
    expect(within(loading).getAllByTestId('featured-skeleton')).toHaveLength(4);
    answer(
      new Response(JSON.stringify([video(1)]), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await screen.findByText('Video 1');
    expect(screen.queryByRole('status', { name: 'Loading featured videos' })).toBeNull();
  });

  it(
    'only logs a featured failure, after asking again a few times',
    { timeout: 20_000 },
    async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { calls } = mockFetch(
        on('GET', '/api/videos/featured', { status: 500, body: '' }),
        ...emptyRows,
      );
      renderRoutes([{ path: '/', element: <HomePage /> }], '/');
      await vi.waitFor(
        () =>
          expect(log).toHaveBeenCalledWith('Failed to fetch featured videos', expect.anything()),
        { timeout: 15_000 },
      );
      expect(log).toHaveBeenCalledOnce();
      expect(calls.filter((c) => c.url.endsWith('/api/videos/featured'))).toHaveLength(4);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('shows the payment modal and Continue replaces the URL with /', async () => {
    mockFetch(on('GET', '/api/videos/featured', { body: [] }), ...emptyRows);
    const { router } = renderRoutes(
      [{ path: '/', element: <HomePage /> }],
      '/?payment_success=true',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(
      within(dialog).getByText(
        'Thank you for your subscription. You now have full access to all premium content.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Content' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('videoThumbnailSrc', () => {
  it("uses '/api' + thumbnailUrl, else the thumbnail-by-id call", () => {
    expect(videoThumbnailSrc({ _id: 'a'.repeat(24), thumbnailUrl: '/media/x.jpg' })).toBe(
      '/api/media/x.jpg',
    );
    expect(videoThumbnailSrc({ _id: 'b'.repeat(24) })).toBe(
      buildUrl(videoCalls.thumbnail, { params: { id: 'b'.repeat(24) } }),
    );
    expect(
      videoThumbnailSrc({ _id: 'c'.repeat(24), thumbnailUrl: 'https://cdn.example/t.jpg' }),
    ).toBe('https://cdn.example/t.jpg');
  });
});

const hex = (n: number) => n.toString(16).padStart(24, '0');
const writing = (n: number, title: string) => ({
  _id: hex(n),
  title,
  content: 'A few lines of text.',
  tags: [],
  createdAt: '2026-01-02T00:00:00.000Z',
  uploadedBy: { name: 'Writer' },
});

describe('HomePage rows', () => {
  it('lists new music (newest first), books and stories and poems under Featured Content, each with See all', async () => {
    mockFetch(
      on('GET', '/api/videos/featured', { body: [video(1)] }),
      on('GET', '/api/audios/random', {
        body: [1, 2].map((n) => ({
          _id: hex(100 + n),
          title: `Track ${n}`,
          description: '',
          plays: 3,
          likes: [],
          artworkUrl: `/media/a${n}.jpg`,
          audioUrl: `/media/a${n}.mp3`,
          createdAt: `2026-0${n}-01T00:00:00.000Z`,
          uploadedBy: { _id: hex(9), name: 'Maker' },
        })),
      }),
      on('GET', '/api/books/random', {
        body: [
          {
            _id: hex(200),
            title: 'A Book',
            author: 'An Author',
            rating: 4,
            description: '',
            createdAt: '2026-01-02T00:00:00.000Z',
          },
        ],
      }),
      on('GET', '/api/stories', {
        body: {
          stories: [writing(300, 'A Story')],
          pagination: { page: 1, limit: 3, total: 1, pages: 1 },
        },
      }),
      on('GET', '/api/poems', {
        body: {
          poems: [writing(400, 'A Poem')],
          pagination: { page: 1, limit: 3, total: 1, pages: 1 },
        },
      }),
    );
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const music = await screen.findByRole('region', { name: 'New music' });
    await within(music).findByText('Track 2');
    const tracks = within(music).getAllByRole('link', { name: /Track/ });
    expect(tracks.map((a) => a.getAttribute('href'))).toEqual([
      `/audio/${hex(102)}`,
      `/audio/${hex(101)}`,
    ]);
    expect(within(music).getByRole('link', { name: 'See all music' })).toHaveAttribute(
      'href',
      '/audio',
    );
    const books = screen.getByRole('region', { name: 'Books to read' });
    expect(await within(books).findByRole('link', { name: /A Book/ })).toHaveAttribute(
      'href',
      `/books/read/${hex(200)}`,
    );
    expect(within(books).getByRole('link', { name: 'See all books' })).toHaveAttribute(
      'href',
      '/books',
    );
    const writings = screen.getByRole('region', { name: 'Stories and poems' });
    expect(await within(writings).findByRole('link', { name: /A Story/ })).toHaveAttribute(
      'href',
      `/stories/story/${hex(300)}`,
    );
    expect(within(writings).getByRole('link', { name: /A Poem/ })).toHaveAttribute(
      'href',
      `/stories/poem/${hex(400)}`,
    );
    expect(
      within(writings).getByRole('link', { name: 'See all stories and poems' }),
    ).toHaveAttribute('href', '/stories');
  });
});
