import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { StoriesPage } from './stories-page';
import { WritingPage } from './writing-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const writing = (kind: string, n: number) => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `${kind} ${n}`,
  content: `The text of ${kind} ${n}.\nSecond line.`,
  tags: ['tag'],
  createdAt: '2026-01-02T00:00:00.000Z',
  uploadedBy: { name: 'Writer' },
});

function pageOf(kind: 'stories' | 'poems', page: number, pages: number) {
  return {
    [kind]: [writing(kind === 'stories' ? 'Story' : 'Poem', page)],
    pagination: { page, pages, total: pages, limit: 9 },
  };
}

function catalogue() {
  return mockFetch((url) => {
    const parsed = new URL(url, 'http://localhost');
    const page = Number(parsed.searchParams.get('page') ?? 1);
    if (parsed.pathname === '/api/stories') return { body: pageOf('stories', page, 2) };
    if (parsed.pathname === '/api/poems') return { body: pageOf('poems', page, 1) };
    if (parsed.pathname.startsWith('/api/stories/')) return { body: writing('Story', 1) };
    return undefined;
  });
}

const routes = [
  { path: '/stories', element: <StoriesPage /> },
  { path: '/stories/:kind/:id', element: <WritingPage /> },
];

describe('StoriesPage', () => {
  it('lists stories page by page with Load more, and switches to poems', async () => {
    catalogue();
    const { router } = renderRoutes(routes, '/stories');
    expect(await screen.findByRole('link', { name: 'Story 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Stories & Poems', level: 1 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Story 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Poems' }));
    expect(await screen.findByRole('link', { name: 'Poem 1' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Poems' })).toHaveAttribute('aria-selected', 'true');
    // The tab is in the address, so a reload or a shared link opens the poems.
    expect(router.state.location.search).toBe('?tab=poems');
  });

  it('reads one story on its own page', async () => {
    catalogue();
    renderRoutes(routes, '/stories');
    await userEvent.click(await screen.findByRole('link', { name: 'Story 1' }));
    expect(await screen.findByRole('heading', { name: 'Story 1', level: 1 })).toBeVisible();
    expect(screen.getByText(/Second line\./)).toBeVisible();
  });

  it('finds nothing at a kind other than story or poem, without asking the provider', async () => {
    const { calls } = catalogue();
    renderRoutes(routes, `/stories/foo/${writing('Story', 1)._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('It may have been removed');
    expect(screen.getByRole('link', { name: 'Back to Stories & Poems' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(screen.queryByRole('heading', { name: 'Story 1' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
