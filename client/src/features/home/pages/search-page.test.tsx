import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { SearchPage } from './search-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const id = (n: number) => n.toString(16).padStart(24, '0');
const createdAt = '2026-01-02T00:00:00.000Z';
const maker = { _id: id(99), name: 'Zoë Maker' };
const video = (n: number, title: string) => ({
  _id: id(n),
  title,
  description: '',
  tags: [],
  views: 10,
  createdAt,
  videoUrl: `/media/v${n}.mp4`,
  uploadedBy: maker,
});
const book = (n: number, title: string, author: string) => ({
  _id: id(n),
  title,
  author,
  rating: 4,
  createdAt,
  description: '',
  format: 'pdf',
  uploadedBy: maker,
});
const writing = (n: number, title: string, author = 'Ada') => ({
  _id: id(n),
  title,
  content: 'Once upon a time.',
  tags: [],
  createdAt,
  uploadedBy: { _id: id(98), name: author },
});
const page = (items: unknown[], p = 1, limit = 12) => ({
  items,
  pagination: { page: p, pages: Math.ceil(items.length / limit), total: items.length, limit },
});
const empty = page([]);

const render = (url: string) => renderRoutes([{ path: '/search', element: <SearchPage /> }], url);
const group = (name: RegExp) => screen.findByRole('region', { name });

describe('SearchPage', () => {
  it('shows every kind with its count and an empty state per kind', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/search', {
        body: {
          q: 'harbour',
          videos: page([video(1, 'Harbour lights'), video(4, 'Evening tide')]),
          music: empty,
          books: page([book(2, 'The Harbour', 'Émile Zola')]),
          stories: page([writing(3, 'A harbour tale')]),
          poems: empty,
        },
      }),
    );
    render('/search?q=harbour');
    const books = await group(/^Books/);
    expect(within(books).getByRole('heading')).toHaveTextContent('Books (1)');
    expect(within(books).getByRole('link', { name: 'The Harbour' })).toHaveAttribute(
      'href',
      `/books/read/${id(2)}`,
    );
    const videos = await group(/^Videos/);
    expect(within(videos).getByRole('heading', { name: 'Harbour lights' })).toBeVisible();
    // The first video's picture is the page's largest: it loads at once, ahead of the next ones.
    const [firstPicture, secondPicture] = within(videos).getAllByRole('presentation');
    expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    expect(firstPicture).toHaveAttribute('loading', 'eager');
    expect(secondPicture).toHaveAttribute('loading', 'lazy');
    // The matched words are marked, wherever the words matched.
    expect(within(videos).getByText('Harbour', { selector: 'mark' })).toBeVisible();
    expect(within(books).getByText('Harbour', { selector: 'mark' })).toBeVisible();
    expect(within(books).queryByText('The', { selector: 'mark' })).toBeNull();
    const stories = await group(/^Stories/);
    expect(within(stories).getByRole('link', { name: 'A harbour tale' })).toHaveAttribute(
      'href',
      `/stories/story/${id(3)}`,
    );
    expect(within(await group(/^Music/)).getByText('No tracks match “harbour”.')).toBeVisible();
    expect(within(await group(/^Poems/)).getByText('No poems match “harbour”.')).toBeVisible();
    expect(screen.queryByText(/Results may be incomplete/)).toBeNull();
    // Kinds with matches come first, in their usual order; the empty ones after them.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Videos (2)', 'Books (1)', 'Stories (1)', 'Music (0)', 'Poems (0)']);
    expect(calls[0]?.url).toContain('/api/search?q=harbour&page=1');
    expect(document.title).toContain('Search: harbour');
  });

  it('says once that nothing matched, with suggestions, instead of five empty kinds', async () => {
    mockFetch(
      on('GET', '/api/search', {
        body: {
          q: 'zz qq',
          videos: empty,
          music: empty,
          books: empty,
          stories: empty,
          poems: empty,
        },
      }),
    );
    render('/search?q=zz%20qq');
    expect(await screen.findByRole('heading', { name: 'No results for “zz qq”' })).toBeVisible();
    expect(screen.queryByText(/\(0\)/)).toBeNull();
    expect(screen.queryByRole('region', { name: /^Videos/ })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    // Each word on its own, and the lists to browse.
    expect(screen.getByRole('link', { name: 'zz' })).toHaveAttribute('href', '/search?q=zz');
    expect(screen.getByRole('link', { name: 'qq' })).toHaveAttribute('href', '/search?q=qq');
    expect(screen.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');
  });

  it('shows where a result matched when its title does not say', async () => {
    mockFetch(
      on('GET', '/api/search', {
        body: {
          q: 'sea',
          videos: page([
            { ...video(1, 'Seaside Walk'), description: 'Along the shore.' },
            { ...video(2, 'Edge of the Set'), description: 'A slow dive into Seahorse Valley.' },
          ]),
          music: empty,
          books: empty,
          stories: empty,
          poems: empty,
        },
      }),
    );
    render('/search?q=sea');
    const videos = await group(/^Videos/);
    expect(within(videos).getByText('Seaside', { selector: 'mark' })).toBeVisible();
    expect(within(videos).getByText('Seahorse', { selector: 'mark' })).toBeVisible();
    expect(within(videos).queryByText('Along the shore.')).toBeNull();
  });

  it('offers the next page when a kind has more', async () => {
    const many = {
      ...page([video(1, 'One')], 1, 1),
      pagination: { page: 1, pages: 3, total: 3, limit: 1 },
    };
    mockFetch(
      on('GET', '/api/search', {
        body: { q: 'x', videos: many, music: empty, books: empty, stories: empty, poems: empty },
      }),
    );
    render('/search?q=x');
    const next = await screen.findByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/search?q=x&page=2');
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
  });

  it('falls back to the list calls when the provider has no search, and says so', async () => {
    mockFetch(
      on('GET', '/api/search', { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }),
      on('GET', '/api/videos', {
        body: {
          videos: [video(1, 'Crème brûlée'), video(2, 'Other')],
          pagination: { page: 1, pages: 1, total: 2, limit: 12 },
        },
      }),
      on('GET', '/api/audios/random', { body: [] }),
      on('GET', '/api/books/random', { body: [book(4, 'Nana', 'Émile Zola')] }),
      on('GET', '/api/stories', {
        body: {
          stories: [writing(5, 'By the sea', 'Emile Story')],
          pagination: { page: 1, pages: 1, total: 1, limit: 100 },
        },
      }),
      on('GET', '/api/poems', { status: 404, body: { code: 'NOT_FOUND', message: 'x' } }),
    );
    render('/search?q=EMILE');
    expect(await screen.findByText(/Results may be incomplete/)).toBeVisible();
    expect(within(await group(/^Books/)).getByRole('link', { name: 'Nana' })).toBeVisible();
    expect(within(await group(/^Stories/)).getByRole('link', { name: 'By the sea' })).toBeVisible();
    expect(within(await group(/^Videos/)).getByText('No videos match “EMILE”.')).toBeVisible();
    expect(within(await group(/^Poems/)).getByRole('heading')).toHaveTextContent('Poems (0)');
  });

  it('shows an error when the search fails for another reason', async () => {
    mockFetch(on('GET', '/api/search', { status: 500, body: { code: 'X', message: 'boom' } }));
    render('/search?q=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now');
  });

  it('asks nothing for an empty query', async () => {
    const { calls } = mockFetch();
    render('/search?q=%20');
    expect(screen.getByText('Type something in the search box above.')).toBeVisible();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });
});
